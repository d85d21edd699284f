/**
 * A dumi (umi) plugin: once the pages are built, writes the Markdown copy of every page next to
 * it (`dist/demo/simple.md`, `dist/index.md`, `dist/~demos/<id>.md`, …) and the llms.txt files
 * (`/llms.txt`, `/llms-full.txt` and their `/zh-CN/` pair), from the Markdown sources
 * (src/plugins/markdown-copies/), each page at the route dumi gives its file. The build fails when a
 * built page has no source to write its copy from, or a source no built page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { LOCALES, ROUTE_ALIASES, SITE_URL, counterpartPath } from '../site';
import { pathOfFile } from './pages-plugin';
import {
  demoCopy,
  llmsFullTxt,
  llmsTxt,
  pageCopy,
  readDocSources,
  readingOrder,
  routesOfApp,
  type AppRoute,
  type MarkdownCopy,
} from './markdown-copies';

export interface SiteMarkdown {
  /** Each documentation page's copy, by the page's route. */
  pages: Map<string, MarkdownCopy>;
  /** Each standalone demo page's copy, by the demo's id. */
  demos: Map<string, MarkdownCopy>;
  /** llms.txt and llms-full.txt of each locale, by their site path. */
  llms: Map<string, string>;
}

/**
 * Every copy and llms file, from the Markdown sources under `root`/docs, each at its route in dumi's
 * `routes` (without them, at the route dumi's convention gives its file: the unit tests run no build).
 */
export function siteMarkdown(root: string, siteUrl = SITE_URL, routes?: readonly AppRoute[]): SiteMarkdown {
  const docs = join(root, 'docs');
  const sources = readDocSources(docs, routes && routesOfApp(routes, docs));
  const pages = new Map<string, MarkdownCopy>();
  for (const source of sources) pages.set(source.path, pageCopy(source, siteUrl, root));
  // Each zh-CN page has its English copy, and the other way round (the copies link to each other).
  for (const [path, copy] of pages) {
    const other = counterpartPath(path, LOCALES.find(({ id }) => id !== copy.locale)!.id);
    if (!pages.has(other)) throw new Error(`Markdown copies: ${path} has no page in the other locale (${other})`);
  }
  // The standalone demo pages. A demo file shown on a page and on its translation has one id (and
  // its English copy); a live code block of a translated page has its own.
  const demos = new Map<string, MarkdownCopy>();
  for (const locale of LOCALES) {
    for (const copy of pages.values()) {
      if (copy.locale !== locale.id) continue;
      for (const demo of copy.demos) if (!demos.has(demo.id)) demos.set(demo.id, demoCopy(demo, copy.title, siteUrl, root));
    }
  }
  const llms = new Map<string, string>();
  for (const locale of LOCALES) {
    const ordered = readingOrder(sources, locale.id).map((source) => pages.get(source.path)!);
    const folder = locale.base === '/' ? '/' : `${locale.base}/`;
    llms.set(`${folder}llms.txt`, llmsTxt(ordered, locale.id, siteUrl));
    llms.set(`${folder}llms-full.txt`, llmsFullTxt(ordered));
  }
  return { pages, demos, llms };
}

/**
 * The files to write beside the built pages (site path → text), after checking that every built
 * page has its copy and every copy its page: `exportedPaths` are the routes of the HTML files.
 */
export function markdownFiles(
  root: string,
  exportedPaths: string[],
  siteUrl = SITE_URL,
  appRoutes?: readonly AppRoute[],
): Map<string, string> {
  const { pages, demos, llms } = siteMarkdown(root, siteUrl, appRoutes);
  const routes = exportedPaths
    .map((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
    .filter((path) => path !== '/404' && !path.includes(':') && !(path in ROUTE_ALIASES));
  const demoIds = new Set<string>();
  for (const path of routes) {
    const demo = /^\/~demos\/(.+)$/.exec(path);
    if (demo) demoIds.add(decodeURIComponent(demo[1]));
    else if (!pages.has(path)) throw new Error(`Markdown copies: the built page ${path} has no Markdown source`);
  }
  for (const path of pages.keys()) {
    if (!routes.includes(path)) throw new Error(`Markdown copies: docs has a page for ${path}, which the build did not write`);
  }
  for (const id of demos.keys()) {
    if (!demoIds.delete(id)) throw new Error(`Markdown copies: the demo ${id} has no page /~demos/${id}`);
  }
  if (demoIds.size) throw new Error(`Markdown copies: no source found for the demo pages ${[...demoIds].join(', ')}`);

  const files = new Map<string, string>();
  for (const copy of [...pages.values(), ...demos.values()]) files.set(copy.file, copy.markdown);
  for (const [path, text] of llms) files.set(path, text);
  return files;
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  // After umi has written every HTML file, the standalone demo pages included (dumi adds those to
  // the export only as it writes it, after onBuildComplete).
  api.onBuildHtmlComplete((args) => {
    // umi passes the files it wrote; its types declare no arguments for this hook.
    const { htmlFiles } = args as { htmlFiles: { path: string }[] };
    const files = markdownFiles(
      api.paths.cwd,
      htmlFiles.map(({ path }) => pathOfFile(path)),
      SITE_URL,
      Object.values(api.appData.routes as Record<string, AppRoute>),
    );
    for (const [path, text] of files) {
      const target = join(api.paths.absOutputPath, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    api.logger.info(`Markdown copies: wrote ${files.size} files (every page's .md, llms.txt and llms-full.txt per locale)`);
  });
};
