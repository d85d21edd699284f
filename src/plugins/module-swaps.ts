/**
 * The modules of dumi, umi and their libraries that the build replaces with the site's own stand-ins
 * (src/stand-ins/, one file per replaced module, each naming the upstream module and version it
 * stands in for), in two ways:
 * - an `alias` of the configuration, where one can reach the import (ALIASED_STAND_INS, given to
 *   .dumirc.ts): an aliased stand-in;
 * - otherwise a module swap (MODULE_SWAPS, by ModuleSwapPlugin below): the module is imported by a
 *   relative path from inside another package, or only from one importer, so that neither a theme
 *   slot nor an alias can replace it there, and the swap happens when webpack resolves the import.
 * Each swap must apply in every bundle it lists, or the production build fails naming it;
 * tests/unit/module-swaps.test.ts checks that every importer listed below still contains its
 * request in the installed packages, so an upgrade that moves one turns `npm test` red before any
 * build. Where a swap exists to leave a library out, the build also fails if that library comes back.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StalePatchError, type PatchTally } from './patch-guard';

export type Bundle = 'browser' | 'server';

export interface ModuleSwap {
  /** Names the swap in messages and in the patch tally. */
  name: string;
  /** The import request, as the importing module writes it. */
  request: RegExp;
  /** The folder of the importing module. */
  from: RegExp;
  /** The stand-in, relative to the project root. */
  with: string;
  /** The bundles in which the swap must apply at least once. */
  bundles: readonly Bundle[];
  /**
   * Where the request is written in the installed packages: a file below node_modules and the text
   * it contains. For generated modules (dumi's and umi's temporary files), the generator's source.
   */
  importers: readonly { file: string; contains: string }[];
  /** Modules (by resolved path) that must not be bundled once swapped: what the swap leaves out. */
  leavesOut?: RegExp;
  /**
   * Whether the site still works for a visitor without the swap, so that SITE_WITHOUT_PATCHES may
   * leave it out to measure what it buys. A swap that other code of the site relies on is not.
   */
  switchable: boolean;
}

const BOTH: readonly Bundle[] = ['browser', 'server'];

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    // umi's prerender, with each page's HTML written once all of it has rendered, in place.
    name: 'prerender when all is ready',
    request: /^react-dom\/server$/,
    from: /@umijs[\\/]server[\\/]dist$/,
    with: 'src/stand-ins/react-dom-server.ts',
    bundles: ['server'],
    importers: [{ file: '@umijs/server/dist/ssr.js', contains: 'require("react-dom/server")' }],
    switchable: true,
  },
  {
    // dumi's own demo exporters, which the site does not use (its demo actions call the site's,
    // src/runtime/demo-export.ts), as stubs. dumi's exports are bundled as one namespace, so
    // unused exports are not dropped: without the swap, the StackBlitz SDK and
    // codesandbox-import-utils join a chunk of every page's boot (18 kB, 5.6 kB gzipped).
    name: 'dumi exporters left out',
    request: /^\.\/open(?:CodeSandbox|StackBlitz)$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/,
    with: 'src/stand-ins/dumi-sandbox-export.ts',
    bundles: BOTH,
    importers: [
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openCodeSandbox"' },
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openStackBlitz"' },
    ],
    leavesOut: /[\\/]node_modules[\\/]codesandbox-import-utils[\\/]/,
    switchable: true,
  },
  {
    // Each demo of a Markdown page in a Suspense boundary of its own while the page hydrates.
    name: 'demo boundaries',
    request: /^\.\/DumiDemo$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/,
    with: 'src/stand-ins/dumi-demo.tsx',
    bundles: BOTH,
    importers: [{ file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./DumiDemo"' }],
    switchable: true,
  },
];

/** A stand-in given through the configuration's `alias` (.dumirc.ts), and what it leaves out. */
export interface AliasedStandIn {
  /** Names it in messages and in SITE_WITHOUT_PATCHES. */
  name: string;
  /** The requests it answers, as alias keys (`$`: that request exactly); `root`: the project root. */
  requests: (root: string) => readonly string[];
  /** The stand-in, relative to the project root. */
  with: string;
  /** Modules (by resolved path) that must not be bundled: what the stand-in leaves out. */
  leavesOut: RegExp;
}

export const ALIASED_STAND_INS: readonly AliasedStandIn[] = [
  {
    // react-intl, by name from dumi's theme API and theme, and by the absolute path from which
    // dumi's generated locale runtime imports it.
    name: 'react-intl',
    requests: (root) => ['react-intl$', `${dirname(createRequire(join(root, 'package.json')).resolve('react-intl/package.json'))}$`],
    with: 'src/stand-ins/react-intl.ts',
    leavesOut: /[\\/]node_modules[\\/](?:react-intl|@formatjs[\\/]icu-messageformat-parser)[\\/]/,
  },
  {
    // The ResizeObserver polyfill of rc-resize-observer (rc-cascader's, rc-tooltip's): every browser
    // the site serves has its own, which the polyfill hands out anyway.
    name: 'resize observer',
    requests: () => ['resize-observer-polyfill$'],
    with: 'src/stand-ins/resize-observer-polyfill.ts',
    leavesOut: /[\\/]node_modules[\\/]resize-observer-polyfill[\\/]/,
  },
];

/**
 * The `alias` entries of the configuration for ALIASED_STAND_INS, less the ones named in
 * SITE_WITHOUT_PATCHES (`left`), to measure the site without them.
 */
export function standInAliases(
  root: string,
  left: readonly string[] = [],
  standIns: readonly AliasedStandIn[] = ALIASED_STAND_INS,
): Record<string, string> {
  const entries = standIns
    .filter((standIn) => !left.includes(standIn.name))
    .flatMap((standIn) => standIn.requests(root).map((request) => [request, join(root, standIn.with)] as const));
  return Object.fromEntries(entries);
}

/**
 * What the bundles must not contain whatever leaves it out, besides what the swaps leave out: the
 * aliased stand-ins' libraries, the libraries that the site's own components replace, and the
 * global regenerator runtime, which umi's polyfill module imports unless `BABEL_POLYFILL=none`
 * (.env) turns that module off (the browsers the site serves run generators natively, and
 * libraries compiled to ES5 import their own helper).
 */
export const LEFT_OUT: readonly { name: string; leavesOut: RegExp; bundles: readonly Bundle[] }[] = [
  ...ALIASED_STAND_INS.map(({ name, leavesOut }) => ({ name: `alias "${name}"`, leavesOut, bundles: BOTH })),
  // The site's code groups use its own Tabs (.dumi/theme/builtins/CodeGroup.tsx), without rc-tabs,
  // rc-menu and rc-dropdown (about 260 kB of script).
  { name: "the site's own code tabs", leavesOut: /[\\/]node_modules[\\/]rc-tabs[\\/]/, bundles: BOTH },
  // The site's code block highlights with its own Prism (.dumi/theme/lib/prism.ts): nothing of
  // prism-react-renderer, whose module brings its own 30-language Prism (12.9 KiB on a page with code).
  { name: "the site's own highlighter", leavesOut: /[\\/]node_modules[\\/]prism-react-renderer[\\/]/, bundles: BOTH },
  { name: 'BABEL_POLYFILL=none', leavesOut: /[\\/]regenerator-runtime[\\/]runtime\.js$/, bundles: ['browser'] },
];

/**
 * MODULE_SWAPS without the ones named, to measure the site without them:
 * `SITE_WITHOUT_PATCHES="demo boundaries" npm run build` (patchesWithout, performance-plugin.ts).
 * Names of aliased stand-ins are let through (standInAliases leaves those out). Throws on a name
 * that is neither, and on a swap the site cannot work without.
 */
export function swapsWithout(left: readonly string[], swaps: readonly ModuleSwap[] = MODULE_SWAPS): readonly ModuleSwap[] {
  for (const name of left) {
    const swap = swaps.find((candidate) => candidate.name === name);
    if (!swap && !ALIASED_STAND_INS.some((standIn) => standIn.name === name)) {
      throw new Error(`SITE_WITHOUT_PATCHES names "${name}", which is neither a module swap, an aliased stand-in nor a measured patch.`);
    }
    if (swap && !swap.switchable) throw new Error(`SITE_WITHOUT_PATCHES names "${name}", a module swap the site does not work without.`);
  }
  return swaps.filter((swap) => !left.includes(swap.name));
}

/** The swap that replaces a request made from `context` (the importing module's folder), if any. */
export function swapFor(request: string, context = '', swaps: readonly ModuleSwap[] = MODULE_SWAPS): ModuleSwap | undefined {
  return swaps.find((swap) => swap.request.test(request) && swap.from.test(context));
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
 * Swaps the requests of MODULE_SWAPS as webpack resolves them, records each swap in the tally, and
 * expects every swap listed for this bundle to apply and what it leaves out to stay out.
 */
export class ModuleSwapPlugin {
  private readonly swaps: readonly ModuleSwap[];

  constructor(private readonly options: ModuleSwapOptions) {
    this.swaps = options.swaps ?? MODULE_SWAPS;
    for (const swap of this.swaps) {
      if (!swap.bundles.includes(options.bundle)) continue;
      const importers = swap.importers.map(({ file }) => file).join(', ');
      options.tally.expect(
        `module swap "${swap.name}"`,
        `no import matching ${swap.request} from ${swap.from} was found in the ${options.bundle} bundle (expected in ${importers}), so ${swap.with} was not swapped in`,
      );
    }
  }

  apply(compiler: Compiler) {
    const { root, bundle, tally } = this.options;
    compiler.hooks.thisCompilation.tap('ModuleSwapPlugin', (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap('ModuleSwapPlugin', (resolveData) => {
        const swap = swapFor(resolveData.request, resolveData.context, this.swaps);
        if (!swap) return;
        resolveData.request = join(root, swap.with);
        tally.record(`module swap "${swap.name}"`);
      });
      compilation.hooks.finishModules.tap('ModuleSwapPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource) continue;
          const swap = this.swaps.find((candidate) => candidate.bundles.includes(bundle) && candidate.leavesOut?.test(resource));
          if (swap) {
            tally.report(
              new StalePatchError(
                `module swap "${swap.name}"`,
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
