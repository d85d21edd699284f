/**
 * The site-wide Package choice: which line of the cascader the demos, their code and the API
 * reference show. `rc-cascader` (3.x) is the default the pages are prerendered with;
 * `@rc-component/cascader` (1.x) is loaded only when chosen. The choice is remembered in the
 * browser's storage and carried in the address as `?package=` (the playground's parameter too).
 * An explicit `?package=` wins over what is remembered, and becomes what is remembered.
 * Pure functions: the inline head script (./inline-script.ts) and the client store share them.
 */
import { DEFAULT_PACKAGE, isPackageName, type PackageName } from '../converter/packages';
import { counterpartPath } from '../site';

/** The storage key of the remembered choice. */
export const PACKAGE_STORAGE_KEY = 'site:package';
/** The address parameter, the same as the playground's. */
export const PACKAGE_PARAM = 'package';
/** The `<html>` attribute that names the chosen line, set before the first paint; the styles of each line's blocks read it. */
export const PACKAGE_ATTRIBUTE = 'data-package';

/**
 * The attributes of a demo's empty `<noscript>` (its file; whether it exists only on 1.x), which the
 * build fills with the demo's code on both lines (./node/static-code.ts).
 */
export const DEMO_CODE_ATTRIBUTE = 'data-demo-code';
export const NEXT_ONLY_ATTRIBUTE = 'data-next-only';

/** The package an address names with `?package=`, if it names exactly one that exists. */
export function packageInSearch(search: string): PackageName | undefined {
  const values = new URLSearchParams(search).getAll(PACKAGE_PARAM);
  return values.length === 1 && isPackageName(values[0]) ? values[0] : undefined;
}

/** The line to show: the address's, else the remembered one, else the default. */
export function resolvePackage(search: string, stored: string | null | undefined): PackageName {
  const named = packageInSearch(search);
  if (named) return named;
  return stored && isPackageName(stored) ? stored : DEFAULT_PACKAGE;
}

/**
 * The address's search part for a choice: the default line leaves it without `package`
 * (unless the address named it explicitly, which stays as it was), the other line sets it.
 */
export function searchWithPackage(search: string, pkg: PackageName): string {
  const params = new URLSearchParams(search);
  if (pkg === DEFAULT_PACKAGE) {
    if (params.get(PACKAGE_PARAM) === pkg) return search;
    params.delete(PACKAGE_PARAM);
  } else params.set(PACKAGE_PARAM, pkg);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether a page shows the Package choice: the pages with demos (the home page, which also holds
 * the API reference, and each page under /demo/), in every locale. The playground has its own.
 */
export function pageFollowsPackage(path: string): boolean {
  const english = counterpartPath(path.length > 1 ? path.replace(/\/+$/, '') : path, 'en-US');
  return english === '/' || english.startsWith('/demo/');
}
