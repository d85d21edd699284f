/**
 * Whether a prerendered document can be hydrated at a path: its `<html lang>` (set per locale by the
 * build, src/plugins/html-rewrites.ts) must be the language of the locale the path belongs to.
 */
import { SITE_BASE, localeById, localeOfPath } from '../site';

/** Whether the document's prerendered language is the one of the locale `pathname` belongs to. */
export function prerenderedForLocale(pathname: string, documentLang: string): boolean {
  const sitePath = pathname.startsWith(SITE_BASE) ? `/${pathname.slice(SITE_BASE.length)}` : pathname;
  return localeById(localeOfPath(sitePath)).lang === documentLang;
}
