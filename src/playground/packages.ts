/**
 * The two packages the playground runs the same configuration on: rc-cascader 3.x (the default, in
 * the prerendered page) and @rc-component/cascader 1.x (loaded when chosen), and how the props of a
 * configuration are spelt for each. 1.x took some props into the `showSearch` object and renamed
 * others (docs/versions.md); the playground's controls keep 3.x's names, and this module turns them
 * into the package's own. Pure: the page, the generated code and tests/unit/playground-packages.test.ts
 * read it.
 */
export const PACKAGES = ['rc-cascader', '@rc-component/cascader'] as const;
export type PackageName = (typeof PACKAGES)[number];

export const DEFAULT_PACKAGE: PackageName = 'rc-cascader';
/** The package the Versions page compares rc-cascader with. */
export const NEXT_PACKAGE: PackageName = '@rc-component/cascader';

export function isPackageName(text: string): text is PackageName {
  return (PACKAGES as readonly string[]).includes(text);
}

/** Props that 1.x reads from the `showSearch` object (its top-level names are deprecated there). */
const INTO_SHOW_SEARCH: Readonly<Record<string, string>> = {
  autoClearSearchValue: 'showSearch.autoClearSearchValue',
  onSearch: 'showSearch.onSearch',
};

/** Props that 1.x renamed (the callback for the popup opening and closing, in the playground). */
const RENAMED: Readonly<Record<string, string>> = { onOpenChange: 'onPopupVisibleChange' };

/** A prop's name in `pkg`: `autoClearSearchValue` is `showSearch.autoClearSearchValue` in 1.x. */
export function propName(name: string, pkg: PackageName): string {
  if (pkg === DEFAULT_PACKAGE) return name;
  return INTO_SHOW_SEARCH[name] ?? RENAMED[name] ?? name;
}

/**
 * Props by their 3.x names (an object's fields as `showSearch.limit`) spelt for `pkg`, objects
 * gathered: `showSearch` is set only when on, and then as an object with its fields. A prop whose
 * value is undefined is left out.
 */
export function packageProps(props: Readonly<Record<string, unknown>>, pkg: PackageName): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const searchOn = Boolean(props.showSearch);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || name === 'showSearch') continue;
    const [prop, field] = propName(name, pkg).split('.');
    if (!field) result[prop] = value;
    else if (prop !== 'showSearch' || searchOn) result[prop] = { ...(result[prop] as object), [field]: value };
  }
  if (searchOn) result.showSearch = result.showSearch ?? true;
  return result;
}
