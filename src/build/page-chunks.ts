/**
 * A webpack loader (production only, see src/plugins/performance.ts).
 * - dumi names the dynamic imports of every page's texts and demo sources `meta__docs`, and of
 *   every demo component `demos`, so webpack puts the whole site's texts, demo sources and demos
 *   in three chunks that every page downloads. Dropping those names lets webpack give each page
 *   its own chunks.
 * - dumi's content-tab table (meta/tabs.ts) imports every tab's page statically, so each tab and
 *   the builtins it uses (code blocks, trees, API tables) land in every page's entry bundle. Only
 *   `components.default` of a tab is ever rendered, and only after hydration (a static host serves
 *   the default tab), so each tab becomes a component that loads its page when it first renders,
 *   inside its own Suspense boundary: the tab bar and the page's title stay while it loads.
 */
const SHARED_CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"(?:meta__[\w-]*|(?:[\w-]+__)?demos)"\s*\*\/\s*/g;

/** Removes dumi's site-wide chunk names from a module's source; other chunk names stay. */
function unnameSharedChunks(source) {
  return source.replace(SHARED_CHUNK_NAME, '');
}

const STATIC_TAB_IMPORT = /^import \* as (tab\d+) from ('[^']+');$/gm;

/** The text shown, as a live status, while a tab's page loads. */
const TAB_LOADING_TEXT = 'Loading…';

/** Turns the tab table's static imports of tab pages into components that load them lazily. */
function lazyContentTabs(source) {
  if (!source.match(STATIC_TAB_IMPORT)) return source;
  const prelude = [
    `import { Suspense as TabSuspense, createElement as createTabElement, lazy as lazyTab } from 'react';`,
    `const tabFallback = createTabElement('p', { role: 'status', className: 'site-tab-loading' }, ${JSON.stringify(TAB_LOADING_TEXT)});`,
    `const loadTab = (load) => {`,
    `  const Page = lazyTab(load);`,
    `  return { default: () => createTabElement(TabSuspense, { fallback: tabFallback }, createTabElement(Page)) };`,
    `};`,
  ].join('\n');
  return `${prelude}\n${source.replace(STATIC_TAB_IMPORT, (_, name, path) => `const ${name} = loadTab(() => import(${path}));`)}`;
}

const TAB_TABLE = /[\\/]dumi[\\/]meta[\\/]tabs\.ts$/;

// dumi's `React.memo(React.lazy(…))`, after Babel has annotated both calls as pure.
const DEMO_COMPONENT = /React\.memo\(\s*(?:\/\*#__PURE__\*\/\s*)?React\.lazy\(/g;

/** Wraps each of a page's lazily loaded demo components in a boundary of its own (src/components/bounded-demo.ts). */
function boundedDemos(source, boundedDemoModule) {
  if (!source.match(DEMO_COMPONENT)) return source;
  const prelude = `import { boundedDemo as __boundedDemo } from ${JSON.stringify(boundedDemoModule)};`;
  return `${prelude}\n${source.replace(DEMO_COMPONENT, '__boundedDemo(React.lazy(')}`;
}

const BOUNDED_DEMO_MODULE = require('node:path').join(__dirname, '..', 'components', 'bounded-demo.ts');

module.exports = function pageChunksLoader(source) {
  const transformed = boundedDemos(unnameSharedChunks(source), BOUNDED_DEMO_MODULE);
  return TAB_TABLE.test(this.resourcePath) ? lazyContentTabs(transformed) : transformed;
};
module.exports.unnameSharedChunks = unnameSharedChunks;
module.exports.lazyContentTabs = lazyContentTabs;
module.exports.boundedDemos = boundedDemos;
module.exports.TAB_LOADING_TEXT = TAB_LOADING_TEXT;
