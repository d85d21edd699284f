/**
 * A dumi (umi) plugin for a light first load (what each page is, its language and the prerendered
 * demo pages, is ./pages-plugin.ts's):
 * - each page's HTML carries the rules it uses inline, and links the full stylesheet without blocking (html-rewrites.ts, critical-css.ts);
 * - the app's script runs once the prerendered page's first paint has been observed (html-rewrites.ts);
 * - in production, each page's texts, demo sources and demo components get their own chunks
 *   instead of site-wide ones (page-chunks.ts);
 * - some modules of the theme and its libraries are replaced with the site's stand-ins, through the
 *   configuration's `alias` where it can, else by a swap as webpack resolves them (module-swaps.ts);
 * - builtins that a page does not use are left out of its chunks;
 * - the site's own code is compiled for the browsers it serves, not to ES5;
 * - the app's entry runs in stages (src/stand-ins/umi-entry.ts).
 *
 * Every one of these that patches another package's code is an entry of PATCHES (patches.ts) and
 * checks that it applied: the production build fails with a StalePatchError naming the patch when
 * it did not (patch-guard.ts).
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { SITE_BASE } from '../site';
import { CriticalCss } from './critical-css';
import { runAppScriptAfterPaint, withCriticalStylesheet, withHeadScriptsOnce, type PageCss } from './html-rewrites';
import { LEFT_OUT, ModuleSwapPlugin, swapAliases, swapsWithout } from './module-swaps';
import { REWRITES, RUNTIME_MODULES, isPageModule, pageChunksTransform } from './page-chunks';
import { PatchTally, StalePatchError, StalePatchesPlugin, expectApplied } from './patch-guard';
import { patchesLeftOut } from './patches';

/**
 * The theme's builtin components: the default theme's (`builtins/<Name>/index.js`), this site's
 * overrides (`.dumi/theme/builtins/<Name>.tsx`) and umi's modules that re-export them.
 */
export const BUILTIN_MODULE = /[\\/](?:theme-default[\\/]builtins[\\/][^\\/]+[\\/]index\.js|theme[\\/]builtins[\\/][^\\/]+\.tsx?)$/;

/**
 * The site's entry in the browser bundle, in place of umi's generated one (the patch "staged entry").
 * It is given as webpack's entry `umi`, not by an alias: webpack applies an alias to the file a
 * request resolves to as well, so an alias of umi's entry file would also catch the stand-in's own
 * import of it (`@@/umi`), and the stand-in would import itself.
 */
export const ENTRY = 'src/stand-ins/umi-entry.ts';

/**
 * Replaces umi's generated entry (`umi.ts` in its temporary folder, `tmp`) with ENTRY in the browser
 * bundle's entry `umi`; fails, naming the patch, when that entry is not umi's generated file alone.
 */
export function withStagedEntry(entries: { has(name: string): boolean; get(name: string): EntryPoint }, root: string, tmp: string): void {
  const generated = join(tmp, 'umi.ts');
  const entry = entries.has('umi') ? entries.get('umi') : undefined;
  const files = entry?.values() ?? [];
  expectApplied(
    files.length === 1 && files[0] === generated,
    'staged entry',
    `umi's webpack configuration has no entry \`umi\` of its generated ${generated} alone to replace (found: ${files.join(', ') || 'none'})`,
  );
  entry!.clear().add(join(root, ENTRY));
}

/** A webpack-chain entry point: the modules it starts from. */
interface EntryPoint {
  values(): string[];
  clear(): EntryPoint;
  add(file: string): EntryPoint;
}

/**
 * umi's options for its Babel preset, with the browser targets given to preset-env itself. umi hands
 * the configured targets to Babel's top-level `targets`, which the preset-env it bundles ignores: the
 * site's own code was compiled to ES5, async functions to regenerator state machines.
 */
export function withPresetEnvTargets<Options extends { presetEnv?: object }>(options: Options, targets: unknown): Options {
  expectApplied(
    options && typeof options.presetEnv === 'object',
    'preset-env targets',
    "umi's Babel preset options have no `presetEnv` object to give the browser targets to",
  );
  return targets ? { ...options, presetEnv: { ...options.presetEnv, targets } } : options;
}

/**
 * The built page with its critical CSS inlined (`css` finds it), its head scripts written once, and
 * the app's script run after the first paint (unless `appScriptAfterPaint` is false, to measure the
 * site without it).
 */
export async function rewritePage(html: string, file: string, css: PageCss, appScriptAfterPaint = true): Promise<string> {
  try {
    const page = withHeadScriptsOnce(await withCriticalStylesheet(html, css));
    return appScriptAfterPaint ? runAppScriptAfterPaint(page) : page;
  } catch (error) {
    // Name the page the rewrite failed on.
    if (error instanceof StalePatchError) throw new StalePatchError(error.patch, `${file}: ${error.expected}`);
    throw error;
  }
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  // SITE_WITHOUT_PATCHES leaves switchable patches out, to measure what each buys (tests/perf/README.md):
  // the module swaps it names, and the two below.
  const without = patchesLeftOut(process.env.SITE_WITHOUT_PATCHES);
  const swaps = swapsWithout(without);
  api.modifyBabelPresetOpts((memo) => withPresetEnvTargets(memo, api.config.targets));

  // The module swaps for both bundles, as the configuration's aliases (module-swaps.ts); the ones
  // for one bundle go into its webpack configuration below, and every one is checked there.
  api.modifyConfig((memo) => ({ ...memo, alias: { ...memo.alias, ...swapAliases(api.cwd, ['browser', 'server'], swaps) } }));

  // One page after another: Beasties' work is synchronous, and keeps what it has parsed of selectors.
  api.modifyExportHTMLFiles(async (files) => {
    const css = new CriticalCss(api.paths.absOutputPath, SITE_BASE);
    const rewritten = [];
    for (const file of files)
      rewritten.push({ ...file, content: await rewritePage(file.content, file.path, css, !without.has('app script after paint')) });
    return rewritten;
  });

  api.chainWebpack((memo, { env, ssr }: { env: string; ssr?: boolean }) => {
    const production = env === 'production';
    const tally = new PatchTally();
    const bundle = ssr ? 'server' : 'browser';
    for (const [request, standIn] of Object.entries(swapAliases(api.cwd, [bundle], swaps))) memo.resolve.alias.set(request, standIn);
    memo.plugin('module-swaps').use(ModuleSwapPlugin, [{ root: api.cwd, bundle, tally, swaps, leftOut: LEFT_OUT }]);
    if (!production) return memo;
    memo.plugin('stale-patches').use(StalePatchesPlugin, [tally]);

    memo.module
      .rule('page-chunks')
      .test(isPageModule)
      .enforce('post')
      .use('page-chunks')
      .loader(require.resolve('./transform-loader.cjs'))
      .options({
        transform: pageChunksTransform(
          tally,
          {
            boundedDemo: join(api.cwd, RUNTIME_MODULES.boundedDemo),
            lazyTab: join(api.cwd, RUNTIME_MODULES.lazyTab),
            demoDependencies: join(api.cwd, RUNTIME_MODULES.demoDependencies),
            preloadableLazy: join(api.cwd, RUNTIME_MODULES.preloadableLazy),
            pageTocs: join(api.cwd, RUNTIME_MODULES.pageTocs),
          },
          { browser: !ssr, root: api.cwd },
        ),
      });
    if (!ssr) {
      // The server bundle's demo modules carry no chunk names; every rewrite applies in the browser's.
      for (const patch of Object.values(REWRITES)) tally.expect(patch, "no module of dumi's generated pages had the shape it rewrites");
    }

    // dumi's Markdown loader imports every builtin (Tree, API, Badge…) into every page, used or
    // not. A builtin does nothing when imported but define its component (and bring its styles),
    // so one that a page does not render, and rc-tree or rc-virtual-list with it, is left out.
    memo.module.rule('unused-builtins').test(BUILTIN_MODULE).sideEffects(false);

    if (ssr) return memo;
    withStagedEntry(memo.entryPoints, api.cwd, api.paths.absTmpPath);
    return memo;
  });
};
