/**
 * A dumi (umi) plugin: once the pages are built, writes the Markdown twin of every page next to
 * it (`dist/demo/simple.md`, `dist/index.md`, `dist/~demos/<id>.md`, …) and the llms.txt files
 * (`/llms.txt`, `/llms-full.txt` and their `/zh-CN/` pair), from the Markdown sources
 * (src/plugins/markdown-copies.ts). The build fails when a built page has no source to write its twin
 * from, or a source no built page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { LOCALES, ROUTE_ALIASES, SITE_URL, twinPath } from '../site';
import { pathOfFile } from './pages-plugin';
import { demoTwin, llmsFullTxt, llmsTxt, pageTwin, readDocSources, readingOrder, type Twin } from './markdown-copies';

export interface SiteMarkdown {
  /** Each documentation page's twin, by the page's route. */
  pages: Map<string, Twin>;
  /** Each standalone demo page's twin, by the demo's id. */
  demos: Map<string, Twin>;
  /** llms.txt and llms-full.txt of each locale, by their site path. */
  llms: Map<string, string>;
}

/** Every twin and llms file, from the Markdown sources under `root`/docs. */
export function siteMarkdown(root: string, siteUrl = SITE_URL): SiteMarkdown {
  const sources = readDocSources(join(root, 'docs'));
  const pages = new Map<string, Twin>();
  for (const source of sources) pages.set(source.path, pageTwin(source, siteUrl, root));
  // Each zh-CN page has its English twin, and the other way round (the twins link to each other).
  for (const [path, twin] of pages) {
    const other = twinPath(path, LOCALES.find(({ id }) => id !== twin.locale)!.id);
    if (!pages.has(other)) throw new Error(`Markdown twins: ${path} has no page in the other locale (${other})`);
  }
  // The standalone demo pages. A demo file shown on a page and on its translation has one id (and
  // its English twin); a live code block of a translated page has its own.
  const demos = new Map<string, Twin>();
  for (const locale of LOCALES) {
    for (const twin of pages.values()) {
      if (twin.locale !== locale.id) continue;
      for (const demo of twin.demos) if (!demos.has(demo.id)) demos.set(demo.id, demoTwin(demo, twin.title, siteUrl, root));
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
 * page has its twin and every twin its page: `exportedPaths` are the routes of the HTML files.
 */
export function markdownFiles(root: string, exportedPaths: string[], siteUrl = SITE_URL): Map<string, string> {
  const { pages, demos, llms } = siteMarkdown(root, siteUrl);
  const routes = exportedPaths
    .map((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
    .filter((path) => path !== '/404' && !path.includes(':') && !(path in ROUTE_ALIASES));
  const demoIds = new Set<string>();
  for (const path of routes) {
    const demo = /^\/~demos\/(.+)$/.exec(path);
    if (demo) demoIds.add(decodeURIComponent(demo[1]));
    else if (!pages.has(path)) throw new Error(`Markdown twins: the built page ${path} has no Markdown source`);
  }
  for (const path of pages.keys()) {
    if (!routes.includes(path)) throw new Error(`Markdown twins: docs has a page for ${path}, which the build did not write`);
  }
  for (const id of demos.keys()) {
    if (!demoIds.delete(id)) throw new Error(`Markdown twins: the demo ${id} has no page /~demos/${id}`);
  }
  if (demoIds.size) throw new Error(`Markdown twins: no source found for the demo pages ${[...demoIds].join(', ')}`);

  const files = new Map<string, string>();
  for (const twin of [...pages.values(), ...demos.values()]) files.set(twin.file, twin.markdown);
  for (const [path, text] of llms) files.set(path, text);
  return files;
}

export default (api: IApi) => {
  // After umi has written every HTML file, the standalone demo pages included (dumi adds those to
  // the export only as it writes it, after onBuildComplete).
  api.onBuildHtmlComplete((args) => {
    // umi passes the files it wrote; its types declare no arguments for this hook.
    const { htmlFiles } = args as { htmlFiles: { path: string }[] };
    const files = markdownFiles(
      api.paths.cwd,
      htmlFiles.map(({ path }) => pathOfFile(path)),
    );
    for (const [path, text] of files) {
      const target = join(api.paths.absOutputPath, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    api.logger.info(`Markdown twins: wrote ${files.size} files (every page's .md, llms.txt and llms-full.txt per locale)`);
  });
};
