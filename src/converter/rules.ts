/**
 * The one table of what changes between rc-cascader 3.x and @rc-component/cascader 1.x: the two
 * package names, the renamed and removed props (exactly the Versions page's tables, docs/versions.md),
 * the props 1.x reads from the `showSearch` object, the renamed type and the stylesheet's path. The
 * converter (3.x code to 1.x), the playground's spelling of its props and the 1.x demos all read it,
 * so no two of them can disagree. Pure data and small lookups: safe in the browser and in Node.
 */

import { DEFAULT_PACKAGE, NEXT_PACKAGE, PackageName } from './packages';

/** Where a rule is explained: a heading or row anchor on /versions. */
export type VersionsAnchor =
  | 'renamed-props'
  | 'removed-props'
  | 'the-showsearch-object'
  | 'exported-types'
  | 'stylesheet'
  | 'imports'
  | 'deprecated-in-one-version-only';

export interface PropRule {
  /** The 3.x name. */
  from: string;
  /** The 1.x name (a field of an object prop is `showSearch.onSearch`). */
  to: string;
  /** Why, as the Versions page's table files it. */
  table: 'renamed' | 'removed' | 'showSearch' | 'deprecated';
  anchor: VersionsAnchor;
}

/**
 * Every 3.x prop name that 1.x spells otherwise, in the order of the Versions page: the Renamed
 * table, the Removed table (each with the name its note points to), the props 1.x moved into
 * `showSearch`, and `suffixIcon`, deprecated in 1.x for `suffix`.
 */
export const PROP_RULES: readonly PropRule[] = [
  { from: 'dropdownClassName', to: 'popupClassName', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownStyle', to: 'popupStyle', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownRender', to: 'popupRender', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownAlign', to: 'popupAlign', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownMatchSelectWidth', to: 'popupMatchSelectWidth', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownMenuColumnStyle', to: 'popupMenuColumnStyle', table: 'renamed', anchor: 'renamed-props' },
  { from: 'onOpenChange', to: 'onPopupVisibleChange', table: 'renamed', anchor: 'renamed-props' },
  { from: 'dropdownPrefixCls', to: 'popupPrefixCls', table: 'renamed', anchor: 'renamed-props' },
  { from: 'popupVisible', to: 'open', table: 'removed', anchor: 'removed-props' },
  { from: 'popupPlacement', to: 'placement', table: 'removed', anchor: 'removed-props' },
  { from: 'onDropdownVisibleChange', to: 'onPopupVisibleChange', table: 'removed', anchor: 'removed-props' },
  { from: 'searchValue', to: 'showSearch.searchValue', table: 'showSearch', anchor: 'the-showsearch-object' },
  { from: 'onSearch', to: 'showSearch.onSearch', table: 'showSearch', anchor: 'the-showsearch-object' },
  { from: 'autoClearSearchValue', to: 'showSearch.autoClearSearchValue', table: 'showSearch', anchor: 'the-showsearch-object' },
  { from: 'suffixIcon', to: 'suffix', table: 'deprecated', anchor: 'deprecated-in-one-version-only' },
];

export interface TypeRule {
  from: string;
  to: string;
  anchor: VersionsAnchor;
}

/** Exported types 1.x renamed. */
export const TYPE_RULES: readonly TypeRule[] = [{ from: 'ShowSearchType', to: 'SearchConfig', anchor: 'exported-types' }];

/** A module path of 3.x's package as 1.x spells it: `rc-cascader/assets/index.less` → `@rc-component/cascader/assets/index.less`. */
export function nextModulePath(source: string): string | undefined {
  if (source === DEFAULT_PACKAGE) return NEXT_PACKAGE;
  if (source.startsWith(`${DEFAULT_PACKAGE}/`)) return `${NEXT_PACKAGE}${source.slice(DEFAULT_PACKAGE.length)}`;
  return undefined;
}

const BY_FROM = new Map(PROP_RULES.map((rule) => [rule.from, rule]));

/** The rule for a 3.x prop name, if 1.x spells it otherwise. */
export function propRule(name: string): PropRule | undefined {
  return BY_FROM.get(name);
}

/** A 3.x prop's name in `pkg`: `autoClearSearchValue` is `showSearch.autoClearSearchValue` in 1.x. */
export function propName(name: string, pkg: PackageName): string {
  if (pkg === DEFAULT_PACKAGE) return name;
  return BY_FROM.get(name)?.to ?? name;
}
