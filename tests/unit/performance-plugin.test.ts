import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../.dumi/theme/slots/Tabs';
import { withoutHeadScript } from '../../src/head-scripts';
import { BUILTIN_MODULE, isDemoPagePath, lighterModule, withPresetEnvTargets } from '../../src/plugins/performance';

const require = createRequire(import.meta.url);
const { unnameSharedChunks, boundedDemos } = require('../../src/plugins/page-chunks-loader.cjs') as {
  unnameSharedChunks: (source: string) => string;
  boundedDemos: (source: string, boundedDemoModule: string) => string;
};

describe('unnameSharedChunks', () => {
  it("drops dumi's site-wide names for texts, demo sources and demo components", () => {
    const source = [
      `textGetter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/index.md?type=text'),`,
      `getter: () => import(/* webpackChunkName: "meta__docs__en-US" */'/site/docs/a.md?type=demo')`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/site/docs/examples/a.tsx?techStack=react')))`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "Button__demos" */ '/site/b.tsx')))`,
    ].join('\n');
    const result = unnameSharedChunks(source);
    expect(result).not.toContain('webpackChunkName');
    expect(result).toContain(`import('/site/docs/index.md?type=text')`);
    expect(result).toContain(`import( '/site/docs/examples/a.tsx?techStack=react')`);
  });

  it('keeps every other chunk name', () => {
    const source = `import(/* webpackChunkName: "search-worker" */ './worker')`;
    expect(unnameSharedChunks(source)).toBe(source);
  });
});

describe('boundedDemos (each demo component in a Suspense boundary of its own)', () => {
  it("wraps every lazily loaded demo component, as dumi writes them and after Babel's pure marks", () => {
    const source = [
      `export const demos = {`,
      `  a: { component: /*#__PURE__*/React.memo( /*#__PURE__*/React.lazy(() => import('/site/a.tsx'))) },`,
      `  b: { component: React.memo(React.lazy(() => import('/site/b.tsx'))) },`,
      `};`,
    ].join('\n');
    const result = boundedDemos(source, '/site/src/components/bounded-demo.ts');
    expect(result.split('\n')[0]).toBe(`import { boundedDemo as __boundedDemo } from "/site/src/components/bounded-demo.ts";`);
    expect(result).not.toContain('React.memo');
    expect(result).toContain(`__boundedDemo(React.lazy(() => import('/site/a.tsx')))`);
    expect(result).toContain(`__boundedDemo(React.lazy(() => import('/site/b.tsx')))`);
    // The same loader instance handles the next module just as well.
    expect(boundedDemos(source, '/x.ts')).toContain(`__boundedDemo(React.lazy(() => import('/site/b.tsx')))`);
  });

  it('leaves a module without demo components as it is', () => {
    const source = `export const demos = {};\nconst Memo = React.memo(Component);`;
    expect(boundedDemos(source, '/x.ts')).toBe(source);
  });
});

describe('withoutHeadScript', () => {
  const metadata = (scripts: string) =>
    `<script>window.__UMI_METADATA_LOADER_DATA__ = {"headScripts":[${scripts}],"styles":[]};</script>`;
  const inline = '{"content":"(function () {})();"}';
  const sketch = '{"src":"/html2sketch.min.js","async":true}';

  it('removes the tag and its metadata entry, keeping the other head scripts', () => {
    const html = `<head><script>(function () {})();</script><script src="/html2sketch.min.js" async=""></script><title>t</title></head>${metadata(`${inline},${sketch}`)}`;
    expect(withoutHeadScript(html, '/html2sketch.min.js')).toBe(
      `<head><script>(function () {})();</script><title>t</title></head>${metadata(inline)}`,
    );
  });

  it('handles the script as the first entry and under a base path', () => {
    const based = sketch.replace('/html2sketch', '/docs/html2sketch');
    const html = `<script src="/docs/html2sketch.min.js" async=""></script>${metadata(`${based},${inline}`)}`;
    expect(withoutHeadScript(html, '/docs/html2sketch.min.js')).toBe(metadata(inline));
  });

  it('removes the tag of a client-rendered demo page, which writes async first', () => {
    const html = `<head>\n<link rel="stylesheet" href="/umi.css">\n<script async src="/html2sketch.min.js"></script>\n<script src="/preload_helper.js"></script>\n</head>`;
    expect(withoutHeadScript(html, '/html2sketch.min.js')).toBe(
      `<head>\n<link rel="stylesheet" href="/umi.css">\n<script src="/preload_helper.js"></script>\n</head>`,
    );
  });

  it('leaves a page without the script unchanged', () => {
    const html = `<head><title>t</title></head>${metadata(inline)}`;
    expect(withoutHeadScript(html, '/html2sketch.min.js')).toBe(html);
  });
});

describe('nextTabIndex (the code tabs of a demo with several files)', () => {
  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('leaves every other key to the browser', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextTabIndex('Tab', 1, 3)).toBeUndefined();
  });
});

describe('lazyContentTabs', () => {
  const { lazyContentTabs } = require('../../src/plugins/page-chunks-loader.cjs') as {
    lazyContentTabs: (source: string) => string;
  };
  const table = [
    `import * as tab0 from '/site/docs/index.$tab-faq.md';`,
    ``,
    `export const tabs = {`,
    `  'docs/index.$tab-faq': { key: 'faq', title: '', titleIntlId: '', components: tab0 },`,
    `}`,
  ].join('\n');

  it("loads each tab's page when the tab first renders, not in the entry bundle", () => {
    const result = lazyContentTabs(table);
    expect(result).not.toMatch(/import \* as tab0/);
    expect(result).toContain(`const tab0 = loadTab(() => import('/site/docs/index.$tab-faq.md'));`);
    expect(result).toContain('components: tab0');
  });

  it('gives the tab its own Suspense boundary with a live status, so the tab bar and title stay', async () => {
    // Run the generated module against React to see what the tab renders while its page loads.
    const React = await import('react');
    const { renderToString } = await import('react-dom/server');
    const body = lazyContentTabs(table)
      .replace(/^import \{([^}]+)\} from 'react';$/m, (_, names: string) => `const {${names.replace(/ as /g, ': ')}} = React;`)
      .replace(/import\(('[^']+')\)/, 'new Promise(() => {})')
      .replace('export const tabs =', 'return');
    const tabs = new Function('React', body)(React) as Record<string, { components: { default: () => unknown } }>;
    const Tab = tabs['docs/index.$tab-faq'].components.default as React.FC;
    expect(renderToString(React.createElement(Tab))).toContain('<p role="status" class="site-tab-loading">Loading…</p>');
  });

  it('leaves a module without tabs as it is', () => {
    const source = `export const tabs = {\n}`;
    expect(lazyContentTabs(source)).toBe(source);
  });
});

describe('lighterModule (what the build swaps)', () => {
  it('swaps react-intl wherever it is imported from, by name or by absolute path', () => {
    expect(lighterModule('react-intl', '/site/node_modules/dumi/dist/client/theme-api')).toBe('src/intl/index.ts');
    expect(lighterModule('/site/node_modules/react-intl', '/site/.dumi/tmp-production/dumi/locales')).toBe(
      'src/intl/index.ts',
    );
    expect(lighterModule('react-intl-extra', '/site/src')).toBeUndefined();
  });

  it("gives only umi's renderer the transition-hydrating react-dom/client", () => {
    expect(lighterModule('react-dom/client', '/site/node_modules/@umijs/renderer-react/dist')).toBe(
      'src/react-dom/client.ts',
    );
    // The module itself, and everything else, gets the real one.
    expect(lighterModule('react-dom/client', '/site/src/react-dom')).toBeUndefined();
  });

  it("swaps the theme's code tabs and Prism only where they import them", () => {
    expect(lighterModule('../Tabs', '/site/node_modules/dumi/theme-default/slots/PreviewerActions')).toBe(
      '.dumi/theme/slots/Tabs.tsx',
    );
    expect(lighterModule('../Tabs', '/site/src/components')).toBeUndefined();
    expect(lighterModule('../prism/index.js', '/site/node_modules/prism-react-renderer/dist')).toBe('src/prism/index.ts');
  });
});

describe('lighterModule: the global regenerator runtime', () => {
  it("swaps the one umi's polyfill module imports, by absolute path", () => {
    const request = '/site/node_modules/regenerator-runtime/runtime.js';
    expect(lighterModule(request, '/site/.dumi/tmp-production/core')).toBe('src/no-regenerator-runtime.ts');
    expect(lighterModule(request, '/site/node_modules/some-library/lib')).toBeUndefined();
  });
});

describe('lighterModule: the ResizeObserver polyfill, react-router and the demo exporters', () => {
  it("gives rc-resize-observer the browser's ResizeObserver", () => {
    expect(lighterModule('resize-observer-polyfill', '/site/node_modules/rc-resize-observer/es/utils')).toBe(
      'src/resize-observer.ts',
    );
    expect(lighterModule('resize-observer-polyfill', '/site/src')).toBeUndefined();
  });

  it('gives react-router-dom the react-router whose matchRoutes remembers, and nobody else', () => {
    expect(lighterModule('react-router', '/site/node_modules/react-router-dom')).toBe('src/memoized-match-routes.ts');
    expect(lighterModule('react-router/index.js', '/site/src')).toBeUndefined();
    expect(lighterModule('react-router', '/site/node_modules/some-library')).toBeUndefined();
  });

  it("gives dumi's theme API the DumiDemo with a boundary of its own, and the wrapper the original", () => {
    const themeApi = '/site/node_modules/dumi/dist/client/theme-api';
    expect(lighterModule('./DumiDemo', themeApi)).toBe('src/components/DumiDemoWithBoundary.tsx');
    expect(lighterModule('dumi/dist/client/theme-api/DumiDemo/index.js', '/site/src/components')).toBeUndefined();
  });

  it("swaps dumi's exporters where its theme API imports them, not where the lazy chunk does", () => {
    const themeApi = '/site/node_modules/dumi/dist/client/theme-api';
    expect(lighterModule('./openCodeSandbox', themeApi)).toBe('src/lazy-sandbox-export.ts');
    expect(lighterModule('./openStackBlitz', themeApi)).toBe('src/lazy-sandbox-export.ts');
    expect(lighterModule('dumi/dist/client/theme-api/openCodeSandbox.js', '/site/src')).toBeUndefined();
  });

  it("gives dumi's site search the data hook that loads once, and nobody else", () => {
    const siteSearch = '/site/node_modules/dumi/dist/client/theme-api/useSiteSearch';
    expect(lighterModule('./useSearchData', siteSearch)).toBe('src/search-data.ts');
    expect(lighterModule('./useSearchData', '/site/src')).toBeUndefined();
  });
});

describe('BUILTIN_MODULE (builtins a page may leave out)', () => {
  it("matches the default theme's builtins, the site's overrides and umi's re-exports", () => {
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/builtins/Tree/index.js')).toBe(true);
    expect(BUILTIN_MODULE.test('/site/.dumi/theme/builtins/Previewer.tsx')).toBe(true);
    expect(BUILTIN_MODULE.test('/site/.dumi/tmp-production/dumi/theme/builtins/API.ts')).toBe(true);
  });

  it('leaves every other module, even inside a builtin, alone', () => {
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/builtins/Tree/utils.js')).toBe(false);
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/slots/Header/index.js')).toBe(false);
    expect(BUILTIN_MODULE.test('/site/src/components/AccessiblePreviewer.tsx')).toBe(false);
  });
});

describe('isDemoPagePath (standalone demo pages the build prerenders)', () => {
  it('matches each demo page, not the route pattern or other pages', () => {
    expect(isDemoPagePath('/~demos/docs-demo-simple-demo-city-picker')).toBe(true);
    expect(isDemoPagePath('/~demos/:id')).toBe(false);
    expect(isDemoPagePath('/demo/simple')).toBe(false);
    expect(isDemoPagePath('/~demos/a/b')).toBe(false);
  });

  it("replaces dumi's runtime plugin that turns off their hydration", () => {
    expect(lighterModule('@@/dumi/exportStaticRuntimePlugin.ts', '/site/.dumi/tmp-production/core')).toBe(
      'src/demo-page-hydration.ts',
    );
  });
});

describe('withPresetEnvTargets (the browsers the site is compiled for)', () => {
  const babel = require('@umijs/bundler-utils/compiled/babel/core') as typeof import('@babel/core');
  const TARGETS = { chrome: '111', edge: '111', firefox: '115', safari: '16.4' };
  const UMI_OPTIONS = { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} };
  const SOURCE = 'export async function load(name: string) { return `${await name}!`; }';

  function compile(options: object) {
    return babel.transformSync(SOURCE, {
      filename: 'load.ts',
      babelrc: false,
      configFile: false,
      browserslistConfigFile: false,
      // What umi passes: the targets at the top level of Babel's options.
      targets: TARGETS,
      presets: [[require.resolve('@umijs/babel-preset-umi'), options]],
    })!.code!;
  }

  it("is needed: umi's preset alone compiles async functions and template literals to ES5", () => {
    const code = compile(UMI_OPTIONS);
    expect(code).toContain('regeneratorRuntime');
    expect(code).not.toContain('async function');
  });

  it('keeps async functions and template literals native for the configured browsers', () => {
    const code = compile(withPresetEnvTargets(UMI_OPTIONS, TARGETS));
    expect(code).toContain('async function load(name)');
    expect(code).toContain('`${await name}!`');
    expect(code).not.toContain('regeneratorRuntime');
  });

  it('leaves the options alone when no targets are configured', () => {
    expect(withPresetEnvTargets(UMI_OPTIONS, undefined)).toBe(UMI_OPTIONS);
  });

  it('keeps the other preset options', () => {
    const options = withPresetEnvTargets({ presetEnv: { bugfixes: true }, presetReact: { runtime: 'automatic' } }, TARGETS);
    expect(options).toEqual({ presetEnv: { bugfixes: true, targets: TARGETS }, presetReact: { runtime: 'automatic' } });
  });
});
