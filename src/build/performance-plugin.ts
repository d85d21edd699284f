/**
 * A dumi (umi) plugin that keeps the first load of every page light:
 * - the Sketch exporter script is no longer in every page's head; src/sketch.ts loads it when a
 *   visitor copies a demo to Sketch;
 * - the app's script runs after the prerendered page has been painted (src/app-script.ts);
 * - in production, each page's texts, demo sources and demo components get their own chunks
 *   instead of site-wide ones (see page-chunks-loader.cjs);
 * - some modules of the theme and its libraries are swapped for lighter ones (LIGHTER_MODULES);
 * - builtins that a page does not use are left out of its chunks;
 * - the site's own code is compiled for the browsers it serves, not to ES5;
 * - the scripts a page runs while it loads ask V8 to compile them off the main thread (compile-hints.ts).
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { runAppScriptAfterPaint } from '../app-script';
import { withoutHeadScript } from '../head-scripts';
import { SKETCH_SCRIPT_FILE } from '../sketch';
import { SITE_BASE } from '../site';
import { CompileHintsPlugin } from './compile-hints';

/**
 * Modules that the theme, umi and their libraries import (several by relative path, so that neither
 * a theme slot nor an alias can replace them), and what the build uses instead. `from` matches the
 * folder of the importing module.
 */
export const LIGHTER_MODULES = [
  // The theme's code tabs, without rc-tabs, rc-menu and rc-dropdown: `../Tabs` from the previewer's
  // actions, `../../slots/Tabs` from the code-group builtin.
  { request: /^(?:\.\.\/)+(?:slots\/)?Tabs$/, from: /dumi[\\/]theme-default[\\/]/, with: '.dumi/theme/slots/Tabs.tsx' },
  // prism-react-renderer's own 30-language Prism, for one with the languages the site uses.
  { request: /^\.\.\/prism\/index\.js$/, from: /prism-react-renderer[\\/]dist$/, with: 'src/prism/index.ts' },
  // react-intl (by name from the theme, by absolute path from dumi's locale runtime): its
  // createIntl costs 60 ms of main thread per page load, for messages that are plain strings.
  { request: /(?:^|[\\/]node_modules[\\/])react-intl$/, from: /./, with: 'src/intl/index.ts' },
  // The deep merge of every route's meta when the app starts, without thrown exceptions.
  { request: /(?:^|[\\/]node_modules[\\/])deepmerge$/, from: /[\\/]dumi[\\/]meta$/, with: 'src/deepmerge/index.ts' },
  // dumi's runtime plugin that turns off hydration on the standalone demo pages, which this site
  // prerenders (see below).
  { request: /^@@\/dumi\/exportStaticRuntimePlugin\.ts$/, from: /[\\/]core$/, with: 'src/demo-page-hydration.ts' },
  // umi's prerender, with each page's HTML written once all of it has rendered, in place; see the file.
  { request: /^react-dom\/server$/, from: /@umijs[\\/]server[\\/]dist$/, with: 'src/react-dom/server.ts' },
  // umi's renderer hydrates through this module, which starts hydration as a transition.
  { request: /^react-dom\/client$/, from: /@umijs[\\/]renderer-react[\\/]/, with: 'src/react-dom/client.ts' },
  // A ResizeObserver polyfill for rc-resize-observer (rc-cascader's, rc-tooltip's): every browser the
  // site serves has its own, which the polyfill hands out anyway; see the file.
  { request: /^resize-observer-polyfill$/, from: /[\\/]rc-resize-observer[\\/]es[\\/]utils$/, with: 'src/resize-observer.ts' },
  // dumi's demo exporters, with the StackBlitz SDK and lz-string, loaded on the first export.
  { request: /^\.\/open(?:CodeSandbox|StackBlitz)$/, from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/, with: 'src/lazy-sandbox-export.ts' },
  // react-router, with a matchRoutes that remembers its answers; see the file.
  { request: /^react-router$/, from: /[\\/]node_modules[\\/]react-router-dom$/, with: 'src/memoized-match-routes.ts' },
  // The data of dumi's site search, loaded and indexed once instead of on every keystroke; see the file.
  { request: /^\.\/useSearchData$/, from: /dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]useSiteSearch$/, with: 'src/search-data.ts' },
  // Each demo of a Markdown page in a Suspense boundary of its own while the page hydrates; see the file.
  { request: /^\.\/DumiDemo$/, from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/, with: 'src/components/DumiDemoWithBoundary.tsx' },
  // The global regenerator runtime that umi's polyfill module always imports; see the file.
  { request: /[\\/]regenerator-runtime[\\/]runtime\.js$/, from: /[\\/]core$/, with: 'src/no-regenerator-runtime.ts' },
];

/**
 * The theme's builtin components: the default theme's (`builtins/<Name>/index.js`), this site's
 * overrides (`.dumi/theme/builtins/<Name>.tsx`) and umi's modules that re-export them.
 */
export const BUILTIN_MODULE = /[\\/](?:theme-default[\\/]builtins[\\/][^\\/]+[\\/]index\.js|theme[\\/]builtins[\\/][^\\/]+\.tsx?)$/;

/** Whether a route path is one of dumi's standalone demo pages (`/~demos/<id>`). */
export function isDemoPagePath(path: string): boolean {
  return /^\/~demos\/[^/:]+$/.test(path);
}

/** umi's options for its Babel preset, with the browser targets given to preset-env itself. */
export function withPresetEnvTargets<Options extends { presetEnv?: object }>(options: Options, targets: unknown): Options {
  return targets ? { ...options, presetEnv: { ...options.presetEnv, targets } } : options;
}

/** The file that replaces a request made from `context` (a folder), if any. */
export function lighterModule(request: string, context = ''): string | undefined {
  return LIGHTER_MODULES.find((module) => module.request.test(request) && module.from.test(context))?.with;
}

export default (api: IApi) => {
  // umi hands the configured browser targets to Babel's top-level `targets`, which the preset-env it
  // bundles ignores: the site's own code was compiled to ES5, async functions to regenerator state
  // machines. Given to preset-env itself, they take effect.
  api.modifyBabelPresetOpts((memo) => withPresetEnvTargets(memo, api.config.targets));

  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({
      ...file,
      content: runAppScriptAfterPaint(withoutHeadScript(file.content, `${SITE_BASE}${SKETCH_SCRIPT_FILE}`)),
    })),
  );

  // dumi adds the standalone demo pages (/~demos/<id>) to the export as client-rendered shells:
  // blank until the whole app has run (LCP 3.5 s on the throttled phone). Prerendered like every
  // other page, they paint at once; src/demo-page-hydration.ts lets them hydrate.
  api.modifyExportHTMLFiles({
    before: 'exportStatic',
    fn(files) {
      for (const entry of api.appData.exportHtmlData ?? []) {
        if (isDemoPagePath(entry.route.path)) entry.prerender = true;
      }
      return files;
    },
  });

  api.chainWebpack((memo, { env, webpack }) => {
    // Every request is offered to the table, which alone decides what is swapped.
    memo.plugin('lighter-modules').use(webpack.NormalModuleReplacementPlugin, [
      /(?:)/,
      (resolveData: { context?: string; request: string }) => {
        const replacement = lighterModule(resolveData.request, resolveData.context);
        if (replacement) resolveData.request = join(api.cwd, replacement);
      },
    ]);
    if (env !== 'production') return memo;
    if (memo.entryPoints.has('umi')) memo.entry('umi').clear().add(join(api.cwd, 'src/boot.ts'));
    memo.module
      .rule('page-chunks')
      .test(/\.(md|tsx?)$/)
      .enforce('post')
      .use('page-chunks')
      .loader(require.resolve('./page-chunks-loader.cjs'));
    // dumi's Markdown loader imports every builtin (Tree, API, Badge…) into every page, used or
    // not. A builtin does nothing when imported but define its component (and bring its styles),
    // so one that a page does not render, and rc-tree or rc-virtual-list with it, is left out.
    memo.module.rule('unused-builtins').test(BUILTIN_MODULE).sideEffects(false);
    // The scripts a page runs while it loads are compiled off the main thread (see the file).
    memo.plugin('compile-hints').use(CompileHintsPlugin, [webpack]);
    return memo;
  });
};
