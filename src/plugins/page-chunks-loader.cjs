/**
 * A webpack loader (production only, see src/plugins/performance.ts).
 * - dumi names the dynamic imports of every page's texts and demo sources `meta__docs`, and of
 *   every demo component `demos`, so webpack puts the whole site's texts, demo sources and demos
 *   in three chunks that every page downloads. Dropping those names lets webpack give each page
 *   its own chunks.
 * - dumi's content-tab table (meta/tabs.ts) imports every tab's page statically, so each tab
 *   and the builtins it uses land in every page's entry bundle; only `components.default` of a
 *   tab is ever rendered, and only after hydration (a static host serves the default tab), so
 *   a lazy component loads it when a visitor opens the tab.
 */
const SHARED_CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"(?:meta__[\w-]*|(?:[\w-]+__)?demos)"\s*\*\/\s*/g;

/** Removes dumi's site-wide chunk names from a module's source; other chunk names stay. */
function unnameSharedChunks(source) {
  return source.replace(SHARED_CHUNK_NAME, '');
}

const STATIC_TAB_IMPORT = /^import \* as (tab\d+) from ('[^']+');$/gm;

/** Turns the tab table's static imports of tab pages into lazily loaded components. */
function lazyContentTabs(source) {
  if (!STATIC_TAB_IMPORT.test(source)) return source;
  STATIC_TAB_IMPORT.lastIndex = 0;
  return `import { lazy as lazyTab } from 'react';\n${source.replace(
    STATIC_TAB_IMPORT,
    (_, name, path) => `const ${name} = { default: lazyTab(() => import(${path})) };`,
  )}`;
}

module.exports = function pageChunksLoader(source) {
  const transformed = unnameSharedChunks(source);
  return /[\\/]dumi[\\/]meta[\\/]tabs\.ts$/.test(this.resourcePath) ? lazyContentTabs(transformed) : transformed;
};
module.exports.unnameSharedChunks = unnameSharedChunks;
module.exports.lazyContentTabs = lazyContentTabs;
