/**
 * What the search index is built from and into, shared by the production build (./search-plugin.ts),
 * which adds the entry code to the prerender's server bundle, and the dev server (./search-dev.ts),
 * which compiles it itself: the entry, what it exports, and the index files made from it.
 */
import type { Frontmatter, PageMeta } from './search-index';
import type { SearchDemoAsset } from './search-pages';

/** The entry of the sources: the pages' meta and the demos, exported for the index. */
export const SOURCES_ENTRY_CODE =
  "export { filesMeta as searchFilesMeta, tabsMeta as searchTabsMeta } from '@@/dumi/meta';\n" +
  "export { getFullDemos as searchFullDemos } from '@@/dumi/meta/exports';";

/** What the sources export for the index (SOURCES_ENTRY_CODE). */
export interface ServerSources {
  searchFilesMeta: Record<
    string,
    { frontmatter: Frontmatter; toc: PageMeta['toc']; textGetter?: () => Promise<{ texts: PageMeta['texts'] }>; tabs?: string[] }
  >;
  searchTabsMeta: Record<string, { key: string; title?: string }>;
  searchFullDemos: () => Promise<Record<string, SearchDemoAsset>>;
}

/** Each locale's index file: its name (with its content's hash) and its text. */
export type IndexFiles = Map<string, { file: string; json: string }>;
