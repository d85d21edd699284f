/**
 * A dumi (umi) plugin: writes robots.txt and sitemap.xml next to the built pages, with absolute
 * URLs under SITE_URL. dumi's own sitemap resolves paths against the host name and so loses the
 * base path of a GitHub Pages project site; this one does not.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo-files';
import { ROUTE_ALIASES, SITE_URL } from '../site';

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const exported: { route: { path: string }; prerender?: boolean }[] = api.appData.exportHtmlData ?? [];
    const paths = sitemapPaths(
      exported.map(({ route, prerender }) => ({ path: route.path, prerender: prerender !== false })),
      Object.keys(ROUTE_ALIASES),
    );
    writeFileSync(join(api.paths.absOutputPath, 'sitemap.xml'), sitemapXml(SITE_URL, paths));
    writeFileSync(join(api.paths.absOutputPath, 'robots.txt'), robotsTxt(SITE_URL));
  });
};
