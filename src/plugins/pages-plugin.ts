/**
 * A dumi (umi) plugin for what each prerendered page is:
 * - its HTML carries its locale's language on <html> (withLanguage, html-rewrites.ts), which umi
 *   writes as the default locale's on every page;
 * - the standalone demo pages (`/~demos/<id>`) are prerendered like every other page and hydrate
 *   (prerenderDemoPages here; the runtime plugin src/runtime/demo-page-hydration.ts). dumi exports
 *   them as client-rendered shells: blank until the whole app has run (LCP 3.5 s on the throttled
 *   phone); prerendered, they paint at once.
 * Both check that they applied, and fail the build naming themselves when they did not (patch-guard.ts).
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { localeById, localeOfPath } from '../site';
import { withLanguage } from './html-rewrites';
import { StalePatchError, expectApplied } from './patch-guard';

/** Whether a route path is one of dumi's standalone demo pages (`/~demos/<id>`). */
export function isDemoPagePath(path: string): boolean {
  return /^\/~demos\/[^/:]+$/.test(path);
}

/** The site path of a built HTML file: `zh-CN/demo/simple/index.html` → `/zh-CN/demo/simple`. */
export function pathOfFile(file: string): string {
  return `/${file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`;
}

/** The built page with its locale's language on <html>. */
export function withPageLanguage(html: string, file: string): string {
  try {
    return withLanguage(html, localeById(localeOfPath(pathOfFile(file))).lang);
  } catch (error) {
    // Name the page the rewrite failed on.
    if (error instanceof StalePatchError) throw new StalePatchError(error.patch, `${file}: ${error.expected}`);
    throw error;
  }
}

/** Marks dumi's standalone demo pages to be prerendered; throws when there are none to mark. */
export function prerenderDemoPages(entries: readonly { route: { path: string }; prerender?: boolean }[]): void {
  const demoPages = entries.filter((entry) => isDemoPagePath(entry.route.path));
  expectApplied(
    demoPages.length > 0,
    'prerendered demo pages',
    "umi's list of pages to export has no standalone demo page (/~demos/<id>) to prerender",
  );
  for (const entry of demoPages) entry.prerender = true;
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  // After dumi's own runtime plugin, which turns hydration off on the standalone demo pages.
  api.addRuntimePlugin({ fn: () => [join(api.cwd, 'src/runtime/demo-page-hydration.ts')], stage: Number.POSITIVE_INFINITY });
  api.modifyExportHTMLFiles({
    before: 'exportStatic',
    fn(files) {
      prerenderDemoPages(api.appData.exportHtmlData ?? []);
      return files;
    },
  });
  api.modifyExportHTMLFiles((files) => files.map((file) => ({ ...file, content: withPageLanguage(file.content, file.path) })));
};
