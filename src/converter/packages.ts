/**
 * The two packages the site documents: rc-cascader 3.x, which the pages are prerendered with, and
 * its successor @rc-component/cascader 1.x. Apart from ./rules.ts, so that a page that only names
 * a line (the Package choice, its store and head script) does not carry the converter's tables.
 */

export const PACKAGES = ['rc-cascader', '@rc-component/cascader'] as const;
export type PackageName = (typeof PACKAGES)[number];

/** The package the pages are prerendered with. */
export const DEFAULT_PACKAGE: PackageName = 'rc-cascader';
/** The successor line, loaded only when chosen. */
export const NEXT_PACKAGE: PackageName = '@rc-component/cascader';

export function isPackageName(text: string): text is PackageName {
  return (PACKAGES as readonly string[]).includes(text);
}
