/**
 * Site-wide constants shared by the dumi config, the build scripts and the tests.
 * Everything that depends on where the site is published is derived here, once.
 */
import { normaliseBase } from './base-path.js';

/** The GitHub repository that holds this documentation site (owner/name). */
export const SITE_REPOSITORY = process.env.GITHUB_REPOSITORY || 'rc-cascader-docs/rc-cascader-docs';

/** The component's own repository, for the header's social link and release notes. */
export const COMPONENT_REPOSITORY_URL = 'https://github.com/react-component/cascader';

/** Normalises a base path to the form `/`, `/name/` (leading and trailing slash). */
export { normaliseBase };

/** The path the site is served under: `/` locally, `/<repo>/` on GitHub Pages. */
export const SITE_BASE = normaliseBase(process.env.SITE_BASE);

/** The absolute URL the site is published at, used for the sitemap and canonical links. */
export const SITE_URL = (process.env.SITE_URL || `https://${SITE_REPOSITORY.split('/')[0]}.github.io${SITE_BASE}`).replace(/\/?$/, '/');

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
 * page `docs/<name>.md` has its counterpart in `docs/<name>.zh-CN.md`.
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
export function counterpartPath(path: string, target: LocaleId): string {
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

/**
 * The Markdown copy of a page (src/plugins/markdown-copies.ts writes them): `/demo/simple` →
 * `/demo/simple.md`, `/` → `/index.md`, `/zh-CN` → `/zh-CN/index.md`. An alias names its target's
 * copy (`/Changelog` → `/changelog.md`).
 */
export function markdownCopyPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = ROUTE_ALIASES[trimmed] ?? trimmed;
  const isHome = page === '/' || LOCALES.some(({ base }) => base !== '/' && page === base);
  return isHome ? `${page.replace(/\/?$/, '/')}index.md` : `${page}.md`;
}

/** The address search engines and link previews should use for a page: an alias names its target. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTE_ALIASES[trimmed] ?? trimmed;
}

/** The link-preview image of every page (public/og-image.png; made by scripts/og-image.mjs). */
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** Open Graph's name of a locale: `en-US` → `en_US`. */
export function ogLocale(id: LocaleId): string {
  return id.replace('-', '_');
}

export interface HeadTag {
  tag: 'link' | 'meta';
  attributes: Record<string, string>;
}

/**
 * The tags every page's <head> gets for link previews, search engines and scripts: its canonical
 * address, Open Graph, the Twitter card, and its Markdown copy.
 */
export function pageHeadTags(page: {
  path: string;
  locale: LocaleId;
  title: string;
  description?: string;
  imageAlt: string;
  siteUrl: string;
  siteBase: string;
  markdown?: string;
}): HeadTag[] {
  const canonical = absoluteUrl(page.siteUrl, canonicalPath(page.path));
  const home = LOCALES.some(({ base }) => canonicalPath(page.path) === base);
  const meta = (property: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property, content } });
  const tags: HeadTag[] = [{ tag: 'link', attributes: { rel: 'canonical', href: canonical } }];
  if (page.markdown) {
    tags.push({
      tag: 'link',
      attributes: { rel: 'alternate', type: 'text/markdown', href: `${page.siteBase}${page.markdown.replace(/^\//, '')}` },
    });
  }
  tags.push(meta('og:title', page.title));
  if (page.description) tags.push(meta('og:description', page.description));
  tags.push(
    meta('og:url', canonical),
    meta('og:type', home ? 'website' : 'article'),
    meta('og:site_name', 'rc-cascader'),
    meta('og:locale', ogLocale(page.locale)),
    ...LOCALES.filter(({ id }) => id !== page.locale).map(({ id }) => meta('og:locale:alternate', ogLocale(id))),
    meta('og:image', absoluteUrl(page.siteUrl, `/${OG_IMAGE.file}`)),
    meta('og:image:type', OG_IMAGE.type),
    meta('og:image:width', String(OG_IMAGE.width)),
    meta('og:image:height', String(OG_IMAGE.height)),
    meta('og:image:alt', page.imageAlt),
    { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
  );
  return tags;
}
