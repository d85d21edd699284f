import { describe, expect, it } from 'vitest';
import {
  REWRITES,
  boundedDemos,
  demoDependenciesOnDemand,
  isPageModule,
  preloadableRoutes,
  lazyContentTabs,
  pageChunksTransform,
  pureFrontmatterExports,
  tocWithPage,
  tocsOutOfMetaTable,
  unnameSharedChunks,
} from '../../src/plugins/page-chunks';
import { PatchTally, StalePatchError } from '../../src/plugins/patch-guard';

describe('unnameSharedChunks', () => {
  it("drops dumi's site-wide names for texts, demo sources and demo components", () => {
    const source = [
      `textGetter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/index.md?type=text'),`,
      `getter: () => import(/* webpackChunkName: "meta__docs__en-US" */'/site/docs/a.md?type=demo')`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/site/docs/examples/a.tsx?techStack=react')))`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "docs__demo__simple.md__demos" */ '/site/b.tsx')))`,
    ].join('\n');
    const { source: result, count } = unnameSharedChunks(source);
    expect(count).toBe(4);
    expect(result).not.toContain('webpackChunkName');
    expect(result).toContain(`import('/site/docs/index.md?type=text')`);
    expect(result).toContain(`import( '/site/docs/examples/a.tsx?techStack=react')`);
  });

  it('fails, naming the patch and the module, when dumi names a chunk some other way', () => {
    const source = `textGetter: () => import(/* webpackChunkName: "docs-text" */'/site/docs/index.md?type=text')`;
    expect(() => unnameSharedChunks(source, '/site/docs/index.md?type=frontmatter')).toThrow(StalePatchError);
    expect(() => unnameSharedChunks(source, '/site/docs/index.md?type=frontmatter')).toThrow(
      `Stale patch "${REWRITES.sharedChunks}": /site/docs/index.md?type=frontmatter names a chunk "docs-text"`,
    );
  });
});

describe('boundedDemos (each demo component in a Suspense boundary of its own)', () => {
  const demos = [
    `export const demos = {`,
    `  a: { component: /*#__PURE__*/React.memo( /*#__PURE__*/React.lazy(() => import('/site/a.tsx'))) },`,
    `  b: { component: React.memo(React.lazy(() => import('/site/b.tsx'))) },`,
    `};`,
  ].join('\n');

  it("wraps every lazily loaded demo component, as dumi writes them and after Babel's pure marks", () => {
    const { source: result, count } = boundedDemos(demos, '/site/src/runtime/demo-boundary.tsx');
    expect(count).toBe(2);
    expect(result.split('\n')[0]).toBe(`import { boundedDemo as __boundedDemo } from "/site/src/runtime/demo-boundary.tsx";`);
    expect(result).not.toContain('React.memo');
    expect(result).not.toContain('React.lazy');
    expect(result).toContain(`__boundedDemo((() => import('/site/a.tsx')))`);
    expect(result).toContain(`__boundedDemo((() => import('/site/b.tsx')))`);
  });

  it('leaves a module without demo components as it is', () => {
    const source = `export const demos = {};\nconst Memo = React.memo(Component);`;
    expect(boundedDemos(source, '/x.ts')).toEqual({ source, count: 0 });
  });

  it('fails when dumi loads a demo component lazily in another shape', () => {
    const source = demos.replace('React.memo(React.lazy(', 'React.lazy(');
    expect(() => boundedDemos(source, '/x.ts', '/site/docs/a.md?type=demo')).toThrow(
      `Stale patch "${REWRITES.boundedDemos}": /site/docs/a.md?type=demo loads 2 component(s) lazily, but 1 as "React.memo(React.lazy(…))"`,
    );
  });
});

describe("preloadableRoutes (umi's route components keep their loaders)", () => {
  it('creates every lazy route component with preloadableLazy, and leaves a table without one as it is', () => {
    const table = [
      `import React from 'react';`,
      `export async function getRoutes() {`,
      `  return { routeComponents: { '1': React.lazy(() => import(/* webpackChunkName: "docs__index.md" */'/site/docs/index.md')),`,
      `    'DocLayout': React.lazy(() => import(/* webpackChunkName: "layouts" */'/site/.dumi/theme/layouts/DocLayout.tsx')) } };`,
      `}`,
    ].join('\n');
    const { source, count } = preloadableRoutes(table, '/site/src/runtime/preloadable-lazy.ts');
    expect(count).toBe(2);
    expect(source.split('\n')[0]).toBe(`import { preloadableLazy as __preloadableLazy } from "/site/src/runtime/preloadable-lazy.ts";`);
    expect(source).not.toContain('React.lazy');
    expect(source).toContain(`'1': __preloadableLazy(() => import(/* webpackChunkName: "docs__index.md" */'/site/docs/index.md'))`);
    const none = `export async function getRoutes() { return {}; }`;
    expect(preloadableRoutes(none, '/x.ts')).toEqual({ source: none, count: 0 });
  });
});

describe('lazyContentTabs', () => {
  const table = [
    `import * as tab0 from '/site/docs/index.$tab-faq.md';`,
    ``,
    `export const tabs = {`,
    `  'docs/index.$tab-faq': { key: 'faq', title: '', titleIntlId: '', components: tab0 },`,
    `}`,
  ].join('\n');

  it("loads each tab's page when the tab first renders, not in the entry bundle", () => {
    const { source: result, count } = lazyContentTabs(table, '/site/src/runtime/lazy-tab.tsx');
    expect(count).toBe(1);
    expect(result.split('\n')[0]).toBe(`import { lazyTab as __lazyTab } from "/site/src/runtime/lazy-tab.tsx";`);
    expect(result).not.toMatch(/import \* as tab0/);
    expect(result).toContain(`const tab0 = __lazyTab(() => import('/site/docs/index.$tab-faq.md'));`);
    expect(result).toContain('components: tab0');
  });

  it('leaves a table without tabs as it is', () => {
    const source = `export const tabs = {\n}`;
    expect(lazyContentTabs(source, '/x.tsx')).toEqual({ source, count: 0 });
  });

  it('fails when a tab the table lists is no longer imported as a namespace', () => {
    const changed = table.replace('import * as tab0 from', 'import tab0 from');
    expect(() => lazyContentTabs(changed, '/x.tsx')).toThrow(
      `Stale patch "${REWRITES.lazyTabs}": dumi's meta/tabs.ts no longer imports tab0`,
    );
  });
});

describe("demoDependenciesOnDemand (the live editor's modules loaded once a demo hydrates)", () => {
  const bounded = [
    `import { boundedDemo as __boundedDemo } from "/site/src/runtime/demo-boundary.tsx";`,
    `import React from 'react';`,
    `import * as d_deps_1 from 'react';`,
    `import * as d_deps_2 from 'rc-cascader';`,
    `import * as d_deps_3 from 'rc-cascader/assets/index.less';`,
    `import * as d_deps_4 from '/site/docs/examples/data/geography.ts';`,
    `export const demos = {`,
    `  'd': { component: __boundedDemo((() => import('/site/docs/examples/city-picker.tsx'))),`,
    `    context: { "./data/geography.ts": d_deps_4, "react": d_deps_1, "rc-cascader": d_deps_2, "rc-cascader/assets/index.less": d_deps_3 } },`,
    `};`,
  ].join('\n');

  it('turns each imported module but stylesheets into a placeholder with its loader', () => {
    const { source, count } = demoDependenciesOnDemand(bounded, '/site/src/runtime/demo-dependencies.ts');
    expect(count).toBe(3);
    expect(source).not.toMatch(/import \* as d_deps_[124]/);
    expect(source).toContain(`const d_deps_2 = __dependencies.placeholder(() => import('rc-cascader'));`);
    expect(source).toContain(`const d_deps_4 = __dependencies.placeholder(() => import('/site/docs/examples/data/geography.ts'));`);
    expect(source).toContain(`import * as d_deps_3 from 'rc-cascader/assets/index.less';`);
    expect(source).toContain(`__boundedDemoWithDependencies((() => import('/site/docs/examples/city-picker.tsx')))`);
    expect(source.split('\n')[0]).toBe(`import { demoDependencies as __demoDependencies } from "/site/src/runtime/demo-dependencies.ts";`);
    expect(source.trimEnd().endsWith('__dependencies.fill(demos);')).toBe(true);
  });

  it('leaves a module without dependencies as it is', () => {
    const source = `export const demos = {};`;
    expect(demoDependenciesOnDemand(source, '/x.ts')).toEqual({ source, count: 0 });
  });

  it('fails when the contexts name a dependency that is not imported as dumi 2.4 does', () => {
    const changed = bounded.replace(`import * as d_deps_2 from 'rc-cascader';`, `import d_deps_2 from 'rc-cascader';`);
    expect(() => demoDependenciesOnDemand(changed, '/x.ts', '/site/docs/a.md?type=demo')).toThrow(
      `Stale patch "${REWRITES.demoDependencies}": /site/docs/a.md?type=demo names d_deps_2 without importing it`,
    );
  });
});

// dumi 2.4.50's meta table, as its loaders leave it.
const META_TABLE = [
  `import { frontmatter as fm0, toc as t0, demoIndex as dmi0 } from '/site/docs/demo/simple.md?type=frontmatter';`,
  `import { frontmatter as fm1, toc as t1, demoIndex as dmi1 } from '/site/docs/index.md?type=frontmatter';`,
  'export const filesMeta = {',
  `  'docs/demo/simple': {`,
  '    frontmatter: fm0,',
  '    toc: t0,',
  '    demoIndex: dmi0,',
  '  },',
  `  'docs/index': {`,
  '    frontmatter: fm1,',
  '    toc: t1,',
  '    demoIndex: dmi1,',
  '  },',
  '}',
].join('\n');

// dumi 2.4.50's front-matter module of a page, in production.
const FRONTMATTER_MODULE = [
  `import '/site/docs/demo/simple.md?watch=parent';`,
  'export const toc = new Proxy([{"id":"simple","depth":1,"title":"Simple"}], {});',
  'export const frontmatter = new Proxy({"title":"Simple","filename":"docs/demo/simple.md"}, {});',
  'export const demoIndex = { ids: [], getter: null };',
].join('\n');

const MODULES = {
  boundedDemo: '/site/src/runtime/demo-boundary.tsx',
  lazyTab: '/site/src/runtime/lazy-tab.tsx',
  demoDependencies: '/site/src/runtime/demo-dependencies.ts',
  preloadableLazy: '/site/src/runtime/preloadable-lazy.ts',
  pageTocs: '/site/src/runtime/page-tocs.ts',
};

describe('each table of contents with its page', () => {
  it("takes every page's table of contents out of dumi's meta table, leaving the marker", () => {
    const { source, count } = tocsOutOfMetaTable(META_TABLE, MODULES.pageTocs);
    expect(count).toBe(2);
    expect(source).not.toMatch(/\btoc as t\d|\btoc: t\d/);
    expect(source).toContain(`import { frontmatter as fm0, demoIndex as dmi0 } from '/site/docs/demo/simple.md?type=frontmatter';`);
    expect(source.match(/^ {4}toc: __TOC_WITH_PAGE,$/gm)).toHaveLength(2);
    expect(source.split('\n')[0]).toBe(`import { TOC_WITH_PAGE as __TOC_WITH_PAGE } from "/site/src/runtime/page-tocs.ts";`);
  });

  it('fails, naming the patch, when the meta table imports or names the tables otherwise', () => {
    const renamed = META_TABLE.replace('toc as t0, ', 'toc as toc0, ');
    expect(() => tocsOutOfMetaTable(renamed, MODULES.pageTocs)).toThrow(
      `Stale patch "${REWRITES.tocWithPage}": dumi's meta/index.ts imports 1 table(s) of contents`,
    );
    expect(() => tocsOutOfMetaTable('export const filesMeta = {};', MODULES.pageTocs)).toThrow(StalePatchError);
  });

  it("marks the front-matter module's two exports as pure, and fails when they change shape", () => {
    const { source, count } = pureFrontmatterExports(FRONTMATTER_MODULE);
    expect(count).toBe(1);
    expect(source).toContain('export const toc = /*#__PURE__*/ new Proxy([');
    expect(source).toContain('export const frontmatter = /*#__PURE__*/ new Proxy({');
    const changed = FRONTMATTER_MODULE.replace('export const toc = new Proxy(', 'export const toc = (');
    expect(() => pureFrontmatterExports(changed, '/site/docs/a.md?type=frontmatter')).toThrow(
      `Stale patch "${REWRITES.tocWithPage}": /site/docs/a.md?type=frontmatter does not export "toc" and "frontmatter"`,
    );
  });

  it("makes a page's module register its table of contents under its front matter's filename", () => {
    const { source, count } = tocWithPage('export default Page;', '/site/docs/demo/simple.zh-CN.md', '/site', MODULES.pageTocs);
    expect(count).toBe(1);
    expect(source.split('\n')).toEqual([
      `import { toc as __pageToc } from "/site/docs/demo/simple.zh-CN.md?site-toc&type=frontmatter";`,
      `import { registerToc as __registerToc } from "/site/src/runtime/page-tocs.ts";`,
      `__registerToc("docs/demo/simple.zh-CN.md", __pageToc);`,
      'export default Page;',
    ]);
  });

  it('applies in the browser bundle only: the server renders with dumi’s meta table', () => {
    const meta = { resourcePath: '/site/.dumi/tmp-production/dumi/meta/index.ts', resourceQuery: '' };
    const page = { resourcePath: '/site/docs/index.md', resourceQuery: '' };
    const browser = new PatchTally();
    const toBrowser = pageChunksTransform(browser, MODULES, { browser: true, root: '/site' });
    expect(toBrowser(META_TABLE, meta)).toContain('toc: __TOC_WITH_PAGE');
    expect(toBrowser('export default Page;', page)).toContain('__registerToc("docs/index.md", __pageToc);');
    expect(toBrowser(FRONTMATTER_MODULE, { ...page, resourceQuery: '?type=frontmatter' })).toContain('/*#__PURE__*/');
    expect(browser.count(REWRITES.tocWithPage)).toBe(4);
    const server = new PatchTally();
    const toServer = pageChunksTransform(server, MODULES, { browser: false, root: '/site' });
    expect(toServer(META_TABLE, meta)).toBe(META_TABLE);
    expect(toServer('export default Page;', page)).toBe('export default Page;');
    expect(server.count(REWRITES.tocWithPage)).toBe(0);
  });
});

describe('pageChunksTransform (what the loader runs on each module)', () => {
  it('applies the rewrites a module needs and records each in the tally', () => {
    const tally = new PatchTally();
    const transform = pageChunksTransform(tally, MODULES, { browser: true, root: '/site' });
    const demoModule = [
      `import * as a_deps_1 from 'rc-cascader';`,
      `export const demos = { a: { component: React.memo(React.lazy(() => import(/* webpackChunkName: "demos" */ '/a.tsx'))), context: { 'rc-cascader': a_deps_1 } } };`,
    ].join('\n');
    const result = transform(demoModule, { resourcePath: '/site/docs/demo/simple.md', resourceQuery: '?type=demo' });
    expect(result).toContain('__boundedDemoWithDependencies((() => import(');
    expect(result).not.toContain('webpackChunkName');
    expect(tally.count(REWRITES.sharedChunks)).toBe(1);
    expect(tally.count(REWRITES.boundedDemos)).toBe(1);
    expect(tally.count(REWRITES.demoDependencies)).toBe(1);
    expect(tally.count(REWRITES.lazyTabs)).toBe(0);
  });

  it('rewrites only the modules dumi generates for pages', () => {
    expect(isPageModule('/site/docs/demo/simple.md')).toBe(true);
    expect(isPageModule('/site/.dumi/tmp-production/dumi/meta/tabs.ts')).toBe(true);
    expect(isPageModule('/site/.dumi/tmp-production/dumi/meta/index.ts')).toBe(true);
    expect(isPageModule('/site/.dumi/tmp-production/core/route.tsx')).toBe(true);
    expect(isPageModule('/site/src/runtime/demo-boundary.tsx')).toBe(false);
    expect(isPageModule('/site/docs/examples/city-picker.tsx')).toBe(false);
    expect(isPageModule('/site/.dumi/tmp-production/next-reference/index.$tab-api-next.md')).toBe(false);
  });
});
