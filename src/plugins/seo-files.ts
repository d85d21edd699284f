/** Builds the robots.txt and sitemap.xml of the published site from one site URL. */
import { absoluteUrl } from '../site';

/** Escapes text for an XML text node. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);
}

/**
 * The sitemap: one `<url>` per page path, absolute, sorted, without duplicates. Paths that are
 * aliases of another page, and standalone demo or not-found pages, are for the caller to leave out.
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)].sort().map((path) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}

/**
 * Which exported paths belong in the sitemap, without a trailing slash (dumi exports the zh-CN home
 * page as `/zh-CN/`), as the pages' own links and hreflang links write them.
 */
export function sitemapPaths(exported: { path: string; prerender: boolean }[], aliases: string[]): string[] {
  return exported
    .filter(({ path, prerender }) => prerender && path !== '/404' && !aliases.includes(path) && !/[:*~]/.test(path))
    .map(({ path }) => (path.length > 1 ? path.replace(/\/+$/, '') : path));
}
