/**
 * Site-wide constants shared by the dumi config, the build scripts and the tests.
 * Everything that depends on where the site is published is derived here, once.
 */
import { normaliseBase } from '../../scripts/base-path.js';

/** The GitHub repository that holds this documentation site (owner/name). */
export const SITE_REPOSITORY = process.env.GITHUB_REPOSITORY || 'rc-cascader-docs/rc-cascader-docs';

/** The component's own repository, for the header's social link and release notes. */
export const COMPONENT_REPOSITORY_URL = 'https://github.com/react-component/cascader';

/** Normalises a base path to the form `/`, `/name/` (leading and trailing slash). */
export { normaliseBase };

/** The path the site is served under: `/` locally, `/<repo>/` on GitHub Pages. */
export const SITE_BASE = normaliseBase(process.env.SITE_BASE);

/** The absolute URL the site is published at, used for the sitemap and canonical links. */
export const SITE_URL = (
  process.env.SITE_URL || `https://${SITE_REPOSITORY.split('/')[0]}.github.io${SITE_BASE}`
).replace(/\/?$/, '/');

/**
 * Extra paths prerendered as copies of an existing page. The spec names the changelog
 * `/Changelog`, while dumi routes `docs/changelog.md` as `/changelog`; both must answer.
 */
export const ROUTE_ALIASES: Record<string, string> = {
  '/Changelog': '/changelog',
};

/** The Sketch exporter script, copied from the html2sketch package into the site root at build time. */
export const SKETCH_SCRIPT_FILE = 'html2sketch.min.js';

/**
 * The site's locales: English at the root, Chinese under /zh-CN (dumi's `locales`, base mode). A
 * page `docs/<name>.md` has its twin in `docs/<name>.zh-CN.md`.
 */
export const LOCALES = [
  { id: 'en-US', name: 'English', base: '/', suffix: '', lang: 'en' },
  { id: 'zh-CN', name: '中文', base: '/zh-CN', suffix: '.zh-CN', lang: 'zh-CN' },
] as const;

export type LocaleId = (typeof LOCALES)[number]['id'];

/** The locale a site path (without the site's base) belongs to. */
export function localeOfPath(path: string): LocaleId {
  const other = LOCALES.find(({ base }) => base !== '/' && (path === base || path.startsWith(`${base}/`)));
  return other?.id ?? LOCALES[0].id;
}

/** The locale's entry of LOCALES. */
export function localeById(id: string) {
  return LOCALES.find((locale) => locale.id === id) ?? LOCALES[0];
}

/** The same page in another locale: `/demo/simple` ↔ `/zh-CN/demo/simple`, `/` ↔ `/zh-CN`. */
export function twinPath(path: string, target: LocaleId): string {
  const current = LOCALES.find(({ id }) => id === localeOfPath(path))!;
  const rest = current.base === '/' ? path : path.slice(current.base.length) || '/';
  const base = LOCALES.find(({ id }) => id === target)!.base;
  if (base === '/') return rest;
  return rest === '/' ? base : `${base}${rest}`;
}

/** `https://example.org/docs/` + `/demo/simple` → `https://example.org/docs/demo/simple`. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.replace(/^\/+/, ''), siteUrl.replace(/\/?$/, '/')).href;
}
