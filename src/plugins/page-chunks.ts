/**
 * Rewrites of the page modules dumi generates (production only; src/plugins/performance-plugin.ts
 * runs them through transform-loader.cjs on the `.md?type=…` modules of each page and on dumi's
 * meta table and tab table):
 * - dumi names the dynamic imports of every page's texts and demo sources `meta__docs`, and of
 *   every demo component `demos`, so webpack puts the whole site's texts, demo sources and demos
 *   in three chunks that every page downloads. Dropping those names lets webpack give each page
 *   its own chunks.
 * - dumi's content-tab table (meta/tabs.ts) imports every tab's page statically, so each tab and
 *   the builtins it uses land in every page's entry bundle. Only `components.default` of a tab is
 *   ever rendered, and only after hydration (a static host serves the default tab), so each tab
 *   becomes a component that loads its page when it first renders (src/runtime/lazy-tab.tsx).
 * - each lazily loaded demo component gets a Suspense boundary of its own (src/runtime/demo-boundary.tsx).
 * - dumi's meta table imports every page's table of contents, so the entry bundle carried all 90
 *   (about 6 KiB gzipped). Each page's module now brings its own (`registerToc`, src/runtime/page-tocs.ts),
 *   and the meta table holds a marker in its place (browser bundle only: the server renders with dumi's).
 * - the modules dumi's demo module imports for the live editor (each demo's `context`: rc-cascader,
 *   the data files…) are loaded once a demo of the page hydrates (src/runtime/demo-dependencies.ts),
 *   not with the page: a page whose demos are all below the screen loads no cascader code at first.
 *
 * Each rewrite checks the shape it expects: a generated module that no longer has it fails the
 * module's build with a StalePatchError, and each rewrite must apply at least once in the browser
 * bundle (the plugin declares REWRITES as expectations of the patch tally).
 */
import { relative, sep } from 'node:path';
import { StalePatchError, type PatchTally } from './patch-guard';
import type { PatchName } from './patches';

/** The rewrites, by the name the patch tally records them under. */
export const REWRITES = {
  sharedChunks: 'page chunks: site-wide chunk names dropped',
  lazyTabs: 'page chunks: content tabs loaded lazily',
  boundedDemos: 'page chunks: a boundary around each demo',
  demoDependencies: 'page chunks: demo dependencies on demand',
  preloadableRoutes: 'page chunks: route components preloadable',
  tocWithPage: 'page chunks: each table of contents with its page',
} as const satisfies Record<string, PatchName>;

export interface Rewritten {
  source: string;
  /** How many places were rewritten. */
  count: number;
}

const CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"([^"]*)"\s*\*\/\s*/g;
const SHARED_CHUNK_NAME = /^(?:meta__[\w-]*|(?:[\w.-]+__)?demos)$/;

/**
 * Removes dumi's site-wide chunk names from a generated page module; any other chunk name means
 * dumi has changed how it names them, and throws.
 */
export function unnameSharedChunks(source: string, file = 'a page module'): Rewritten {
  let count = 0;
  const result = source.replace(CHUNK_NAME, (_comment, name: string) => {
    if (!SHARED_CHUNK_NAME.test(name)) {
      throw new StalePatchError(REWRITES.sharedChunks, `${file} names a chunk "${name}", where dumi 2.4 wrote "meta__…" or "…demos"`);
    }
    count += 1;
    return '';
  });
  return { source: result, count };
}

const STATIC_TAB_IMPORT = /^import \* as (tab\d+) from ('[^']+');$/gm;
const TAB_REFERENCE = /\bcomponents: (tab\d+)\b/g;

/** Turns the tab table's static imports of tab pages into components that load them lazily (`lazyTabModule`). */
export function lazyContentTabs(source: string, lazyTabModule: string): Rewritten {
  const referenced = [...source.matchAll(TAB_REFERENCE)].map((match) => match[1]);
  const imported = [...source.matchAll(STATIC_TAB_IMPORT)].map((match) => match[1]);
  const missing = referenced.filter((name) => !imported.includes(name));
  if (missing.length > 0) {
    throw new StalePatchError(
      REWRITES.lazyTabs,
      `dumi's meta/tabs.ts no longer imports ${missing.join(', ')} as "import * as tabN from '…';"`,
    );
  }
  if (imported.length === 0) return { source, count: 0 };
  const prelude = `import { lazyTab as __lazyTab } from ${JSON.stringify(lazyTabModule)};`;
  const rewritten = source.replace(
    STATIC_TAB_IMPORT,
    (_whole, name: string, path: string) => `const ${name} = __lazyTab(() => import(${path}));`,
  );
  return { source: `${prelude}\n${rewritten}`, count: imported.length };
}

// dumi's `React.memo(React.lazy(…))`, after Babel has annotated both calls as pure.
const DEMO_COMPONENT = /React\.memo\(\s*(?:\/\*#__PURE__\*\/\s*)?React\.lazy\(/g;
const ANY_LAZY = /\bReact\.lazy\(/g;

/**
 * Wraps each of a page's lazily loaded demo components in a boundary of its own, handing the
 * boundary dumi's loader of the demo (`React.memo(React.lazy(load))` becomes
 * `__boundedDemo((load))`); a `React.lazy` in another shape means dumi has changed how it loads
 * demos, and throws.
 */
export function boundedDemos(source: string, boundedDemoModule: string, file = 'a demo module'): Rewritten {
  const wrapped = (source.match(DEMO_COMPONENT) ?? []).length;
  const lazy = (source.match(ANY_LAZY) ?? []).length;
  if (lazy !== wrapped) {
    throw new StalePatchError(
      REWRITES.boundedDemos,
      `${file} loads ${lazy} component(s) lazily, but ${wrapped} as "React.memo(React.lazy(…))"`,
    );
  }
  if (wrapped === 0) return { source, count: 0 };
  const prelude = `import { boundedDemo as __boundedDemo } from ${JSON.stringify(boundedDemoModule)};`;
  return { source: `${prelude}\n${source.replace(DEMO_COMPONENT, '__boundedDemo((')}`, count: wrapped };
}

// dumi's imports of the demos' dependencies, `import * as docs_demo_simple_demo_city_picker_deps_2 from 'rc-cascader';`.
const DEPENDENCY_IMPORT = /^import \* as (\w+_deps_\d+) from ('[^']+');$/gm;
const DEPENDENCY_NAME = /\b\w+_deps_\d+\b/g;
// Stylesheets are left as they are: they go into the site's stylesheet, which every page inlines.
const STYLESHEET = /\.(?:css|less|sass|scss)'$/;
const DEMOS_EXPORT = /^export const demos = \{/m;

/**
 * Loads the modules a page's demos import for the live editor on demand (see the header): each
 * import becomes a placeholder with its loader, and each demo component loads them once it has
 * hydrated. Run after `boundedDemos`. A dependency named in the demos' contexts but not imported as
 * dumi 2.4 does means dumi has changed how it writes them, and throws.
 */
export function demoDependenciesOnDemand(source: string, dependenciesModule: string, file = 'a demo module'): Rewritten {
  const rewritten: string[] = [];
  let result = source.replace(DEPENDENCY_IMPORT, (whole, name: string, path: string) => {
    if (STYLESHEET.test(path)) return whole;
    rewritten.push(name);
    return `const ${name} = __dependencies.placeholder(() => import(${path}));`;
  });
  const kept = [...source.matchAll(DEPENDENCY_IMPORT)].map((match) => match[1]);
  const named = new Set(source.match(DEPENDENCY_NAME) ?? []);
  const unknown = [...named].filter((name) => !kept.includes(name));
  if (unknown.length > 0) {
    throw new StalePatchError(
      REWRITES.demoDependencies,
      `${file} names ${unknown.join(', ')} without importing it as "import * as name_deps_N from '…';"`,
    );
  }
  if (rewritten.length === 0) return { source, count: 0 };
  if (!DEMOS_EXPORT.test(result) || !result.includes('__boundedDemo((')) {
    throw new StalePatchError(REWRITES.demoDependencies, `${file} has no "export const demos = {" with bounded demo components`);
  }
  result = result.replaceAll('__boundedDemo((', '__boundedDemoWithDependencies((');
  const prelude = [
    `import { demoDependencies as __demoDependencies } from ${JSON.stringify(dependenciesModule)};`,
    'const __dependencies = __demoDependencies();',
    'const __boundedDemoWithDependencies = (load) => __boundedDemo(load, __dependencies.load);',
  ].join('\n');
  return { source: `${prelude}\n${result}\n__dependencies.fill(demos);\n`, count: rewritten.length };
}

const TAB_TABLE = /[\\/]dumi[\\/]meta[\\/]tabs\.ts$/;
const META_INDEX = /[\\/]dumi[\\/]meta[\\/]index\.ts$/;
const ROUTE_TABLE = /[\\/]core[\\/]route\.tsx$/;

/** Markdown in umi's temporary folder: a page's part, not a page (src/package-choice/node/next-reference-plugin.ts). */
const TMP_MARKDOWN = /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/].*\.md$/;

/** The modules to rewrite: dumi's Markdown page modules, its meta table and tab table, umi's route table. */
export function isPageModule(resourcePath: string): boolean {
  return (
    (/\.md$/.test(resourcePath) && !TMP_MARKDOWN.test(resourcePath)) ||
    TAB_TABLE.test(resourcePath) ||
    META_INDEX.test(resourcePath) ||
    ROUTE_TABLE.test(resourcePath)
  );
}

/**
 * umi's route table creates each layout's and page's component with `React.lazy(load)`; each
 * becomes `__preloadableLazy(load)`, the same component with its loader kept as `preload`, which
 * the page prefetch calls (.dumi/theme/components/usePagePrefetch.ts).
 */
export function preloadableRoutes(source: string, preloadableModule: string): Rewritten {
  const count = (source.match(ANY_LAZY) ?? []).length;
  if (count === 0) return { source, count };
  const prelude = `import { preloadableLazy as __preloadableLazy } from ${JSON.stringify(preloadableModule)};`;
  return { source: `${prelude}\n${source.replace(ANY_LAZY, '__preloadableLazy(')}`, count };
}

// dumi's meta table: `import { frontmatter as fm0, toc as t0, demoIndex as dmi0 } from '…?type=frontmatter';`
// and, in each page's entry of `filesMeta`, `    toc: t0,`.
const META_IMPORT = /^(import \{ frontmatter as fm\d+), toc as t\d+(, demoIndex as dmi\d+ \} from (['"])[^'"]+\?type=frontmatter\3;)$/gm;
const META_TOC = /^(\s+)toc: t\d+,$/gm;

/**
 * Takes the tables of contents out of dumi's meta table: each page's entry gets the marker
 * `TOC_WITH_PAGE` in place of its table, which its page's module registers (`tocWithPage`).
 */
export function tocsOutOfMetaTable(source: string, pageTocsModule: string): Rewritten {
  const imports = (source.match(META_IMPORT) ?? []).length;
  const entries = (source.match(META_TOC) ?? []).length;
  if (imports === 0 || imports !== entries) {
    throw new StalePatchError(
      REWRITES.tocWithPage,
      `dumi's meta/index.ts imports ${imports} table(s) of contents as "import { frontmatter as fmN, toc as tN, demoIndex as dmiN } from '….md?type=frontmatter';" and names ${entries} as "toc: tN,"`,
    );
  }
  const prelude = `import { TOC_WITH_PAGE as __TOC_WITH_PAGE } from ${JSON.stringify(pageTocsModule)};`;
  const rewritten = source.replace(META_IMPORT, '$1$2').replace(META_TOC, '$1toc: __TOC_WITH_PAGE,');
  return { source: `${prelude}\n${rewritten}`, count: imports };
}

const FRONTMATTER_EXPORTS = /\bexport const (toc|frontmatter) = new Proxy\(/g;

/**
 * Marks the two exports of dumi's front-matter module (`?type=frontmatter`) as free of side effects,
 * so that webpack drops the one a module's importers leave unused: the tables of contents from the
 * meta table's copy, the front matter from the page's (`?site-toc&type=frontmatter`).
 */
export function pureFrontmatterExports(source: string, file = 'a front-matter module'): Rewritten {
  const found = [...source.matchAll(FRONTMATTER_EXPORTS)].map((match) => match[1]).sort();
  if (found.join() !== 'frontmatter,toc') {
    throw new StalePatchError(
      REWRITES.tocWithPage,
      `${file} does not export "toc" and "frontmatter" as "export const … = new Proxy(" (found: ${found.join(', ') || 'neither'})`,
    );
  }
  return { source: source.replace(FRONTMATTER_EXPORTS, 'export const $1 = /*#__PURE__*/ new Proxy('), count: 1 };
}

/** The query of the page's own copy of its front-matter module, from which it takes its table of contents. */
const PAGE_TOC_QUERY = '?site-toc&type=frontmatter';

/**
 * Makes a page's module (a route's or a content tab's `.md`) register its table of contents under
 * its file name (`frontmatter.filename`, relative to the project root), when webpack evaluates it:
 * before the page renders, so its list is in place for the sidebar and the column of sections.
 */
export function tocWithPage(source: string, resourcePath: string, root: string, pageTocsModule: string): Rewritten {
  const filename = relative(root, resourcePath).split(sep).join('/');
  const prelude = [
    `import { toc as __pageToc } from ${JSON.stringify(`${resourcePath}${PAGE_TOC_QUERY}`)};`,
    `import { registerToc as __registerToc } from ${JSON.stringify(pageTocsModule)};`,
    `__registerToc(${JSON.stringify(filename)}, __pageToc);`,
  ].join('\n');
  return { source: `${prelude}\n${source}`, count: 1 };
}

/** The rewrite of `tocWithPage`'s patch that a module of the browser bundle needs, if any. */
function tocRewrite(source: string, resourcePath: string, resourceQuery: string, root: string, pageTocsModule: string): Rewritten {
  if (META_INDEX.test(resourcePath)) return tocsOutOfMetaTable(source, pageTocsModule);
  if (/[?&]type=frontmatter$/.test(resourceQuery)) return pureFrontmatterExports(source, `${resourcePath}${resourceQuery}`);
  if (resourceQuery === '' && /\.md$/.test(resourcePath)) return tocWithPage(source, resourcePath, root, pageTocsModule);
  return { source, count: 0 };
}

/** The runtime modules the rewritten code imports, relative to the project root. */
export const RUNTIME_MODULES = {
  boundedDemo: 'src/runtime/demo-boundary.tsx',
  lazyTab: 'src/runtime/lazy-tab.tsx',
  demoDependencies: 'src/runtime/demo-dependencies.ts',
  preloadableLazy: 'src/runtime/preloadable-lazy.ts',
  pageTocs: 'src/runtime/page-tocs.ts',
};

/**
 * The transform for transform-loader.cjs: every rewrite that applies to the module, counted in
 * `tally`; `modules` are the absolute paths of RUNTIME_MODULES.
 */
export function pageChunksTransform(
  tally: Pick<PatchTally, 'record'>,
  modules: typeof RUNTIME_MODULES,
  { browser, root }: { browser: boolean; root: string },
) {
  return (source: string, { resourcePath, resourceQuery }: { resourcePath: string; resourceQuery: string }): string => {
    if (ROUTE_TABLE.test(resourcePath)) {
      const routes = preloadableRoutes(source, modules.preloadableLazy);
      tally.record(REWRITES.preloadableRoutes, routes.count);
      return routes.source;
    }
    if (TAB_TABLE.test(resourcePath)) {
      const tabs = lazyContentTabs(source, modules.lazyTab);
      tally.record(REWRITES.lazyTabs, tabs.count);
      return tabs.source;
    }
    const file = `${resourcePath}${resourceQuery}`;
    // The server renders each page with dumi's meta table as it is.
    if (browser) {
      const tocs = tocRewrite(source, resourcePath, resourceQuery, root, modules.pageTocs);
      tally.record(REWRITES.tocWithPage, tocs.count);
      source = tocs.source;
    }
    const unnamed = unnameSharedChunks(source, file);
    tally.record(REWRITES.sharedChunks, unnamed.count);
    if (!/[?&]type=demo\b/.test(resourceQuery)) return unnamed.source;
    const bounded = boundedDemos(unnamed.source, modules.boundedDemo, file);
    tally.record(REWRITES.boundedDemos, bounded.count);
    const onDemand = demoDependenciesOnDemand(bounded.source, modules.demoDependencies, file);
    tally.record(REWRITES.demoDependencies, onDemand.count);
    return onDemand.source;
  };
}
