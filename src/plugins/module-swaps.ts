/**
 * The modules of dumi, umi and their libraries that the build replaces with the site's own stand-ins
 * (src/stand-ins/, one file per replaced module, each naming the upstream module and version it
 * stands in for). One table, MODULE_SWAPS, and one way to replace a module: an exact-match alias
 * (`request$`). A package's module is reached by its name (`react-intl$`); a module another package
 * imports by a relative path by the absolute path that import resolves to, which webpack's alias
 * matches too (`…/dumi/dist/client/theme-api/openStackBlitz$` for theme-api's `./openStackBlitz`). A swap for
 * both bundles is given through the configuration's `alias`; one for a single bundle through that
 * bundle's webpack configuration (performance-plugin.ts).
 *
 * Each swap must apply in every bundle it lists: ModuleSwapPlugin fails the production build,
 * naming the swap, when its stand-in is not bundled (the alias matched no import) or when what it
 * leaves out is bundled again. tests/unit/module-swaps.test.ts checks that every importer listed
 * below still contains its request in the installed packages, so an upgrade that moves one turns
 * `npm test` red before any build. Each swap is an entry of PATCHES (patches.ts), which says
 * whether the site works without it.
 *
 * node_modules may be a symbolic link to another checkout's: a path into it is given to the aliases
 * both as the project's node_modules spells it and as its real path, and the guards compare real paths.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StalePatchError, realPath, sameFile, type PatchTally } from './patch-guard';
import type { PatchName } from './patches';

export type Bundle = 'browser' | 'server';

export interface ModuleSwap {
  /** Names the swap in messages, in the patch tally and in SITE_WITHOUT_PATCHES. */
  name: PatchName;
  /** The alias keys that reach the import, each exact (`$`); `root` is the project root. */
  requests: (root: string) => readonly string[];
  /** The stand-in, relative to the project root. */
  with: string;
  /** The bundles in which the swap applies, and must. */
  bundles: readonly Bundle[];
  /**
   * Where the request is written in the installed packages: a file below node_modules and the text
   * it contains. For generated modules (dumi's temporary files), the generator's source.
   */
  importers: readonly { file: string; contains: string }[];
  /** Modules (by resolved path) that must not be bundled once swapped: what the swap leaves out. */
  leavesOut?: RegExp;
}

const BOTH: readonly Bundle[] = ['browser', 'server'];

/**
 * The folder of a file of an installed package, in each spelling an import may reach it by: its real
 * path (Node's and webpack's resolution) and, where node_modules is or holds a symbolic link, the
 * path through the project's node_modules (umi's own aliases keep that one).
 */
export function installed(root: string, file: string): string[] {
  const resolved = createRequire(join(root, 'package.json')).resolve(file);
  const linked = join(root, 'node_modules', file);
  const spellings = existsSync(linked) && sameFile(linked, resolved) ? [linked, realPath(resolved)] : [realPath(resolved)];
  return [...new Set(spellings.map(dirname))];
}

/** The alias keys of `path` below each of the folders. */
const below = (folders: readonly string[], path: string) => folders.map((folder) => `${folder}${path}$`);
/** dumi's theme API, whose index imports its parts by relative paths. */
const themeApi = (root: string) => installed(root, 'dumi/dist/client/theme-api/index.js');

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    // umi's prerender, with each page's HTML written once all of it has rendered, in place. Only in
    // the server bundle: in the browser's, dumi's live editor imports the browser build of it.
    name: 'prerender when all is ready',
    // umi's own alias turns `react-dom/…` into the package's folder first: the path is the key that matches.
    requests: (root) => ['react-dom/server$', ...below(installed(root, 'react-dom/package.json'), '/server')],
    with: 'src/stand-ins/react-dom-server.ts',
    bundles: ['server'],
    importers: [
      { file: '@umijs/server/dist/ssr.js', contains: 'require("react-dom/server")' },
      { file: '@umijs/server/dist/server.js', contains: 'require("react-dom/server")' },
    ],
  },
  {
    // dumi's own demo exporters, which the site does not use (its demo actions call the site's,
    // src/runtime/demo-export.ts), as stubs. dumi's exports are bundled as one namespace, so
    // unused exports are not dropped: without the swap, the StackBlitz SDK and
    // codesandbox-import-utils join a chunk of every page's boot (18 kB, 5.6 kB gzipped).
    name: 'dumi exporters left out',
    requests: (root) => [...below(themeApi(root), '/openCodeSandbox'), ...below(themeApi(root), '/openStackBlitz')],
    with: 'src/stand-ins/dumi-sandbox-export.ts',
    bundles: BOTH,
    importers: [
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openCodeSandbox"' },
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openStackBlitz"' },
    ],
    leavesOut: /[\\/]node_modules[\\/]codesandbox-import-utils[\\/]/,
  },
  {
    // react-intl, by name from dumi's theme API and theme, and by the absolute path from which
    // dumi's generated locale runtime imports it.
    name: 'react-intl',
    requests: (root) => ['react-intl$', ...below(installed(root, 'react-intl/package.json'), '')],
    with: 'src/stand-ins/react-intl.ts',
    bundles: BOTH,
    importers: [
      { file: 'dumi/dist/client/theme-api/index.js', contains: "from 'react-intl'" },
      { file: 'dumi/dist/features/locales.js', contains: 'import_path.default.dirname(require.resolve("react-intl/package"))' },
    ],
    leavesOut: /[\\/]node_modules[\\/](?:react-intl|@formatjs[\\/]icu-messageformat-parser)[\\/]/,
  },
  {
    // The ResizeObserver polyfill of rc-resize-observer (rc-cascader's, rc-tooltip's): every browser
    // the site serves has its own, which the polyfill hands out anyway.
    name: 'resize observer',
    requests: () => ['resize-observer-polyfill$'],
    with: 'src/stand-ins/resize-observer-polyfill.ts',
    bundles: BOTH,
    importers: [{ file: 'rc-resize-observer/es/utils/observerUtil.js', contains: "from 'resize-observer-polyfill'" }],
    leavesOut: /[\\/]node_modules[\\/]resize-observer-polyfill[\\/]/,
  },
];

/**
 * The alias entries of `swaps` for a bundle (`bundles`: the swaps for exactly those bundles), as
 * the configuration or a bundle's webpack configuration takes them.
 */
export function swapAliases(root: string, bundles: readonly Bundle[], swaps: readonly ModuleSwap[] = MODULE_SWAPS): Record<string, string> {
  const entries = swaps
    .filter((swap) => swap.bundles.length === bundles.length && bundles.every((bundle) => swap.bundles.includes(bundle)))
    .flatMap((swap) => swap.requests(root).map((request) => [request, join(root, swap.with)] as const));
  return Object.fromEntries(entries);
}

/**
 * What the bundles must not contain, besides what the swaps leave out: the libraries that the
 * site's own components replace, and the global regenerator runtime, which umi's polyfill module
 * imports unless `BABEL_POLYFILL=none` (.env) turns that module off (the browsers the site serves
 * run generators natively, and libraries compiled to ES5 import their own helper).
 */
export const LEFT_OUT: readonly { name: PatchName; leavesOut: RegExp; bundles: readonly Bundle[] }[] = [
  // The site's code groups use its own Tabs (.dumi/theme/builtins/CodeGroup.tsx), without rc-tabs,
  // rc-menu and rc-dropdown (about 260 kB of script).
  { name: "the site's own code tabs", leavesOut: /[\\/]node_modules[\\/]rc-tabs[\\/]/, bundles: BOTH },
  // The site's code block highlights with its own Prism (.dumi/theme/lib/prism.ts): nothing of
  // prism-react-renderer, whose module brings its own 30-language Prism (12.9 KiB on a page with code).
  { name: "the site's own highlighter", leavesOut: /[\\/]node_modules[\\/]prism-react-renderer[\\/]/, bundles: BOTH },
  { name: 'BABEL_POLYFILL=none', leavesOut: /[\\/]regenerator-runtime[\\/]runtime\.js$/, bundles: ['browser'] },
];

/**
 * MODULE_SWAPS without the patches left out, to measure the site without them:
 * `SITE_WITHOUT_PATCHES="react-intl" npm run build` (patchesLeftOut, patches.ts).
 */
export function swapsWithout(left: ReadonlySet<PatchName>, swaps: readonly ModuleSwap[] = MODULE_SWAPS): readonly ModuleSwap[] {
  return swaps.filter((swap) => !left.has(swap.name));
}

// umi's own copy of webpack, which it hands to `chainWebpack`.
type Webpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
type Compiler = InstanceType<Webpack['Compiler']>;

export interface ModuleSwapOptions {
  /** The project root, against which `with` is resolved. */
  root: string;
  /** Which bundle this compiler builds. */
  bundle: Bundle;
  /** Where each swap records that it applied; its expectations fail the build (see patch-guard.ts). */
  tally: PatchTally;
  swaps?: readonly ModuleSwap[];
  /** What else must stay out of the bundles (LEFT_OUT, less what the build was told to leave in). */
  leftOut?: typeof LEFT_OUT;
}

/**
 * Holds the swaps to their promise in one bundle (their aliases do the swapping): each swap listed
 * for the bundle must have its stand-in bundled, so its alias reached an import, and neither what a
 * swap leaves out nor what LEFT_OUT names may be bundled. Any miss fails the build, naming it.
 */
export class ModuleSwapPlugin {
  private readonly swaps: readonly ModuleSwap[];

  constructor(private readonly options: ModuleSwapOptions) {
    this.swaps = (options.swaps ?? MODULE_SWAPS).filter((swap) => swap.bundles.includes(options.bundle));
    for (const swap of this.swaps) {
      const importers = swap.importers.map(({ file }) => file).join(', ');
      options.tally.expect(
        swap.name,
        `${swap.with} is not in the ${options.bundle} bundle: no import reached its alias (${swap.requests(options.root).join(', ')}; expected in ${importers})`,
      );
    }
  }

  apply(compiler: Compiler) {
    const { root, bundle, tally } = this.options;
    compiler.hooks.thisCompilation.tap('ModuleSwapPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ModuleSwapPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource) continue;
          const swapped = this.swaps.find((swap) => sameFile(join(root, swap.with), resource));
          if (swapped) tally.record(swapped.name);
          const swap = this.swaps.find((candidate) => candidate.leavesOut?.test(resource));
          if (swap) {
            tally.report(
              new StalePatchError(
                swap.name,
                `${resource} is in the ${bundle} bundle again, although the swap exists to leave it out: another module now imports it`,
              ),
            );
          }
          const left = (this.options.leftOut ?? []).find(
            (candidate) => candidate.bundles.includes(bundle) && candidate.leavesOut.test(resource),
          );
          if (left) {
            tally.report(
              new StalePatchError(
                left.name,
                `${resource} is in the ${bundle} bundle, although ${left.name} exists to leave it out: another module now imports it`,
              ),
            );
          }
        }
      });
    });
  }
}
