/**
 * The page being read in each locale, for the language switch and the `hreflang` links.
 */
import { useLocale, useLocation } from 'dumi';
import { useMemo } from 'react';
import { LOCALES, ROUTE_ALIASES, counterpartPath, type LocaleId } from '../../../src/site';

/** A router path as the site's routes write it: no trailing slash but on `/` (dumi writes `zh-CN/`). */
export function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** The site's page paths, from umi's route table (patterns and the catch-all left out). */
function pagePaths(routes: Record<string, { path?: string }>): Set<string> {
  const paths = new Set<string>();
  for (const { path } of Object.values(routes)) {
    if (path === undefined || /[:*]/.test(path)) continue;
    paths.add(normalisePath(path));
  }
  return paths;
}

/**
 * The path of `path`'s page in every locale that has it (an alias counts as its target); none when
 * `path` is not a page (the not-found page).
 */
function counterpartPaths(path: string, pages: Set<string>): Partial<Record<LocaleId, string>> {
  const page = normalisePath(ROUTE_ALIASES[normalisePath(path)] ?? path);
  if (!pages.has(page)) return {};
  const counterparts: Partial<Record<LocaleId, string>> = {};
  for (const { id } of LOCALES) {
    const counterpart = counterpartPath(page, id);
    if (pages.has(counterpart)) counterparts[id] = counterpart;
  }
  return counterparts;
}

/** `counterpartPaths` for the page being read. */
export function useCounterpartPaths(routes: Record<string, { path?: string }>) {
  const { pathname } = useLocation();
  const pages = useMemo(() => pagePaths(routes), [routes]);
  return useMemo(() => counterpartPaths(pathname, pages), [pathname, pages]);
}

/** The home page of the locale read, where the API reference is. */
export function useHomePath(): string {
  const locale = useLocale().id;
  return LOCALES.find(({ id }) => id === locale)?.base ?? '/';
}
