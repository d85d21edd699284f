/**
 * A dumi (umi) plugin: once the pages are built, writes the Markdown twin of every page next to
 * it (`dist/demo/simple.md`, `dist/index.md`, `dist/~demos/<id>.md`, …) and the llms.txt files
 * (`/llms.txt`, `/llms-full.txt` and their `/zh-CN/` pair), from the Markdown sources
 * (src/build/markdown-twins.ts). The build fails when a built page has no source to write its twin
 * from, or a source no built page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IApi } from 'dumi';
import { LOCALES, ROUTE_ALIASES, SITE_URL, twinPath } from '../site';
import { pathOfFile } from './performance-plugin';
import { demoTwin, llmsFullTxt, llmsTxt, pageTwin, readDocSources, readingOrder, type Twin } from './markdown-twins';

/** Builds every twin and llms file: site path of the file → its text. */
export function markdownFiles(root: string, exportedPaths: string[], siteUrl = SITE_URL): Map<string, string> {
  const sources = readDocSources(join(root, 'docs'));
  const files = new Map<string, string>();
  const twins = new Map<string, Twin>();
  for (const source of sources) twins.set(source.path, pageTwin(source, siteUrl, root));

  const routes = exportedPaths
    .map((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
    .filter((path) => path !== '/404' && !path.includes(':') && !(path in ROUTE_ALIASES));
  const demoIds = new Set<string>();
  for (const path of routes) {
    const demo = /^\/~demos\/(.+)$/.exec(path);
    if (demo) demoIds.add(decodeURIComponent(demo[1]));
    else if (!twins.has(path)) throw new Error(`Markdown twins: the built page ${path} has no Markdown source`);
  }
  for (const path of twins.keys()) {
    if (!routes.includes(path)) throw new Error(`Markdown twins: docs has a page for ${path}, which the build did not write`);
  }

  for (const twin of twins.values()) files.set(twin.file, twin.markdown);
  // The standalone demo pages. A demo file shown on a page and on its translation has one id (and
  // its English twin); a live code block of a translated page has its own.
  const byLocale = LOCALES.flatMap(({ id }) => [...twins.values()].filter((twin) => twin.locale === id));
  const written = new Set<string>();
  for (const twin of byLocale) {
    for (const demo of twin.demos) {
      if (written.has(demo.id)) continue;
      if (!demoIds.delete(demo.id)) throw new Error(`Markdown twins: the demo ${demo.id} of ${twin.path} has no page /~demos/${demo.id}`);
      written.add(demo.id);
      const standalone = demoTwin(demo, twin.title, siteUrl, root);
      files.set(standalone.file, standalone.markdown);
    }
  }
  if (demoIds.size) throw new Error(`Markdown twins: no source found for the demo pages ${[...demoIds].join(', ')}`);

  for (const locale of LOCALES) {
    const ordered = readingOrder(sources, locale.id).map((source) => twins.get(source.path)!);
    const folder = locale.base === '/' ? '/' : `${locale.base}/`;
    files.set(`${folder}llms.txt`, llmsTxt(ordered, locale.id, siteUrl));
    files.set(`${folder}llms-full.txt`, llmsFullTxt(ordered));
  }
  // Each zh-CN page has its English twin, and the other way round (the twins link to each other).
  for (const path of twins.keys()) {
    const other = twinPath(path, LOCALES.find(({ id }) => id !== twins.get(path)!.locale)!.id);
    if (!twins.has(other)) throw new Error(`Markdown twins: ${path} has no page in the other locale (${other})`);
  }
  return files;
}

export default (api: IApi) => {
  // After umi has written every HTML file, the standalone demo pages included (dumi adds those to
  // the export only as it writes it, after onBuildComplete).
  api.onBuildHtmlComplete((args) => {
    // umi passes the files it wrote; its types declare no arguments for this hook.
    const { htmlFiles } = args as { htmlFiles: { path: string }[] };
    const files = markdownFiles(api.paths.cwd, htmlFiles.map(({ path }) => pathOfFile(path)));
    for (const [path, text] of files) {
      const target = join(api.paths.absOutputPath, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    api.logger.info(`Markdown twins: wrote ${files.size} files (every page's .md, llms.txt and llms-full.txt per locale)`);
  });
};
