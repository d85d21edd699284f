/**
 * A dumi (umi) plugin: builds the site search's index with the site, one file per locale
 * (`dist/search/en-US.<hash>.json`), so that a visitor's first search loads one file instead of
 * every page's texts and indexing them in the browser.
 *
 * The pages' texts are those the built site renders: the prerendering's server bundle exports the
 * pages' meta and the demos (`addEntryCode`), and once it is built (as the pages are exported) this
 * reads them through it, shapes each locale's entries (search-pages.ts) and writes the index
 * (src/search/client/search-engine.ts). Each page's <head> then names each locale's file in a
 * `<meta name="search-index" data-locale="…">`, which the search reads when a visitor shows intent
 * (src/search/client/site-search.ts). The build fails when a locale has no page to index.
 *
 * In `npm start`, which prerenders nothing, ./search-dev.ts compiles the same sources and serves the
 * index built by the same code (`buildIndexFiles`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { LOCALES, SITE_BASE } from '../../site';
import { expectApplied } from '../../plugins/patch-guard';
import { searchIndexFile } from '../client/search-engine';
import type { PageMeta, SearchRoute } from './search-index';
import { serveDevIndex } from './search-dev';
import { searchPages } from './search-pages';
import { SOURCES_ENTRY_CODE, type IndexFiles, type ServerSources } from './search-sources';

/** The folder of the index files, under the site's base. */
const SEARCH_INDEX_FOLDER = 'search';

/** A route as umi lists it. */
interface AppRoute {
  id: string;
  path: string;
  parentId?: string;
}

async function metaWithTexts(sources: ServerSources, id: string): Promise<PageMeta> {
  const { frontmatter, toc, textGetter, tabs } = sources.searchFilesMeta[id];
  const { texts } = textGetter ? await textGetter() : { texts: [] };
  const meta: PageMeta = { frontmatter, toc, texts };
  if (tabs) {
    meta.tabs = await Promise.all(
      tabs.map(async (tabId) => ({
        ...sources.searchTabsMeta[tabId],
        meta: sources.searchFilesMeta[tabId]
          ? await metaWithTexts(sources, tabId)
          : { frontmatter: { title: sources.searchTabsMeta[tabId].title ?? '' }, toc: [], texts: [] },
      })),
    );
  }
  return meta;
}

/** The locale of a route's path, as dumi's `useLocaleDocRoutes` decides it (the last locale whose base it starts with). */
export function localeOfRoute(path: string): string {
  const matched = [...LOCALES].reverse().find((locale) => path.startsWith(locale.base.slice(1)));
  return (matched ?? LOCALES[0]).id;
}

/** The index file of each locale: its name (with its content's hash) and its text. */
export async function buildIndexFiles(sources: ServerSources, routes: readonly AppRoute[]): Promise<IndexFiles> {
  const demos = await sources.searchFullDemos();
  const files = new Map<string, { file: string; json: string }>();
  for (const locale of LOCALES) {
    const localeRoutes: Record<string, SearchRoute> = {};
    for (const route of routes) {
      const meta = sources.searchFilesMeta[route.id];
      // dumi hides a page marked `debug` in production.
      if (route.parentId !== 'DocLayout' || !meta || meta.frontmatter.debug || localeOfRoute(route.path) !== locale.id) continue;
      localeRoutes[route.id] = { id: route.id, path: route.path, meta: await metaWithTexts(sources, route.id) };
    }
    const pages = searchPages(localeRoutes, demos);
    if (pages.length === 0) throw new Error(`Search index: the locale ${locale.id} has no page to index`);
    const json = JSON.stringify(searchIndexFile(locale.id, pages));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    files.set(locale.id, { file: `${SEARCH_INDEX_FOLDER}/${locale.id}.${hash}.json`, json });
  }
  return files;
}

/** The tags that name each locale's index file, for a page's <head>. */
export function indexMetaTags(files: ReadonlyMap<string, { file: string }>): string {
  return [...files]
    .map(([locale, { file }]) => `<meta name="search-index" data-locale="${locale}" content="${SITE_BASE}${file}">`)
    .join('');
}

/** A built page with `tags` at the end of its head; fails, naming the patch, when the page has no `</head>`. */
export function withIndexTags(html: string, tags: string, file: string): string {
  expectApplied(html.includes('</head>'), 'search index tags', `${file} has no </head> to put the search index's tags before`);
  return html.replace('</head>', `${tags}</head>`);
}

/** A webpack plugin: tells `found` the file the entry chunk `umi` was written to. */
class ServerBundleFile {
  constructor(private readonly found: (file: string) => void) {}

  apply(compiler: { hooks: { done: { tap(name: string, run: (stats: { compilation: WebpackCompilation }) => void): void } } }) {
    compiler.hooks.done.tap('search-server-bundle', ({ compilation }) => {
      const file = [...(compilation.entrypoints.get('umi')?.getEntrypointChunk().files ?? [])].find((name) => name.endsWith('.js'));
      if (file) this.found(join(compilation.outputOptions.path, file));
    });
  }
}

interface WebpackCompilation {
  outputOptions: { path: string };
  entrypoints: Map<string, { getEntrypointChunk(): { files: Set<string> } }>;
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  const appRoutes = () => Object.values(api.appData.routes as Record<string, AppRoute>);
  // The dev server prerenders nothing: it compiles the same sources itself and serves the index (./search-dev.ts).
  if (api.env === 'development') {
    serveDevIndex(api, (sources) => buildIndexFiles(sources, appRoutes()));
    return;
  }

  // The server bundle's entry exports the pages' meta and the demos for the build (not used by the browser's).
  api.addEntryCode(() => SOURCES_ENTRY_CODE);

  // Where the server bundle is written: umi names its file by its content's hash, so its compile
  // (the one umi configures with `ssr: true`) says which file its entry chunk went to.
  let serverBundle: string | undefined;
  api.chainWebpack((memo, { ssr }) => {
    if (!ssr) return;
    memo.plugin('search-server-bundle').use(ServerBundleFile, [(file: string) => (serverBundle = file)]);
  });

  api.modifyExportHTMLFiles(async (files) => {
    // The server bundle umi prerenders the pages with, as its compile wrote it (CommonJS).
    if (!serverBundle) throw new Error('Search index: the server bundle was not seen being built');
    const sources = createRequire(serverBundle)(serverBundle) as ServerSources;
    if (!sources.searchFilesMeta) throw new Error("Search index: the server bundle does not export the pages' meta");
    const indexFiles = await buildIndexFiles(sources, appRoutes());
    for (const { file, json } of indexFiles.values()) {
      mkdirSync(join(api.paths.absOutputPath, SEARCH_INDEX_FOLDER), { recursive: true });
      writeFileSync(join(api.paths.absOutputPath, file), json);
    }
    api.logger.info(
      `Search index: ${[...indexFiles].map(([locale, { file, json }]) => `${locale} ${file} (${Buffer.byteLength(json)} bytes)`).join(', ')}`,
    );
    const tags = indexMetaTags(indexFiles);
    return files.map((file) => ({ ...file, content: withIndexTags(file.content, tags, file.path) }));
  });
};
