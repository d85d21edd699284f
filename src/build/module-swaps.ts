/**
 * The modules of dumi, umi and their libraries that the build replaces with the site's own stand-ins
 * (src/stand-ins/, one file per replaced module, each naming the upstream module and version it
 * stands in for), and the webpack plugin that swaps them.
 *
 * Several of these are imported by relative path or by absolute path from generated code, so that
 * neither a theme slot nor an alias can replace them: the swap happens when webpack resolves the
 * import. Each swap must apply in every bundle it lists, or the production build fails naming it;
 * tests/unit/module-swaps.test.ts checks that every importer listed below still contains its
 * request in the installed packages, so an upgrade that moves one turns `npm test` red before any
 * build. Where a swap exists to leave a library out, the build also fails if that library comes back.
 */
import { join } from 'node:path';
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
}

const BOTH: readonly Bundle[] = ['browser', 'server'];

export const MODULE_SWAPS: readonly ModuleSwap[] = [
  {
    // The theme's code tabs, without rc-tabs, rc-menu and rc-dropdown (about 260 kB of script).
    name: 'code tabs',
    request: /^(?:\.\.\/)+(?:slots\/)?Tabs$/,
    from: /dumi[\\/]theme-default[\\/](?:slots[\\/]PreviewerActions|builtins[\\/]CodeGroup)$/,
    with: '.dumi/theme/slots/Tabs.tsx',
    bundles: BOTH,
    importers: [
      { file: 'dumi/theme-default/slots/PreviewerActions/index.js', contains: 'from "../Tabs"' },
      { file: 'dumi/theme-default/builtins/CodeGroup/index.js', contains: 'from "../../slots/Tabs"' },
    ],
    leavesOut: /[\\/]node_modules[\\/]rc-tabs[\\/]/,
  },
  {
    // prism-react-renderer's own 30-language Prism, for one with the languages the site uses.
    name: 'prism',
    request: /^\.\.\/prism\/index\.js$/,
    from: /prism-react-renderer[\\/]dist$/,
    with: 'src/stand-ins/prism/index.ts',
    bundles: BOTH,
    importers: [{ file: 'prism-react-renderer/dist/index.js', contains: "from '../prism/index.js'" }],
    leavesOut: /prism-react-renderer[\\/]prism[\\/]/,
  },
  {
    // react-intl, by name from the theme and by absolute path from dumi's locale runtime.
    name: 'react-intl',
    request: /(?:^|[\\/]node_modules[\\/])react-intl$/,
    from: /./,
    with: 'src/stand-ins/react-intl.ts',
    bundles: BOTH,
    importers: [
      { file: 'dumi/dist/client/theme-api/index.js', contains: "from 'react-intl'" },
      { file: 'dumi/theme-default/slots/SocialIcon/index.js', contains: "from 'react-intl'" },
      { file: 'dumi/dist/features/locales.js', contains: 'require.resolve("react-intl/package")' },
    ],
    leavesOut: /[\\/]node_modules[\\/](?:react-intl|@formatjs[\\/]icu-messageformat-parser)[\\/]/,
  },
  {
    // dumi's runtime plugin that turns hydration off on the standalone demo pages, which this site prerenders.
    name: 'demo page hydration',
    request: /^@@\/dumi\/exportStaticRuntimePlugin\.ts$/,
    from: /[\\/]core$/,
    with: 'src/stand-ins/dumi-export-static-runtime-plugin.ts',
    bundles: BOTH,
    importers: [{ file: 'dumi/dist/features/exportStatic.js', contains: '`@@/dumi/exportStaticRuntimePlugin.ts`' }],
    leavesOut: /[\\/]dumi[\\/]exportStaticRuntimePlugin\.ts$/,
  },
  {
    // umi's prerender, with each page's HTML written once all of it has rendered, in place.
    name: 'prerender when all is ready',
    request: /^react-dom\/server$/,
    from: /@umijs[\\/]server[\\/]dist$/,
    with: 'src/stand-ins/react-dom-server.ts',
    bundles: ['server'],
    importers: [{ file: '@umijs/server/dist/ssr.js', contains: 'require("react-dom/server")' }],
  },
  {
    // umi's renderer hydrates through this module, which starts hydration as a transition.
    name: 'hydration as a transition',
    request: /^react-dom\/client$/,
    from: /@umijs[\\/]renderer-react[\\/]dist$/,
    with: 'src/stand-ins/react-dom-client.ts',
    bundles: BOTH,
    importers: [{ file: '@umijs/renderer-react/dist/browser.js', contains: "from 'react-dom/client'" }],
  },
  {
    // The ResizeObserver polyfill of rc-resize-observer (rc-cascader's, rc-tooltip's): every browser
    // the site serves has its own, which the polyfill hands out anyway.
    name: 'resize observer',
    request: /^resize-observer-polyfill$/,
    from: /[\\/]rc-resize-observer[\\/]es[\\/]utils$/,
    with: 'src/stand-ins/resize-observer-polyfill.ts',
    bundles: BOTH,
    importers: [{ file: 'rc-resize-observer/es/utils/observerUtil.js', contains: "from 'resize-observer-polyfill'" }],
    leavesOut: /[\\/]node_modules[\\/]resize-observer-polyfill[\\/]/,
  },
  {
    // dumi's demo exporters, with the StackBlitz SDK and lz-string, loaded on the first export.
    name: 'sandbox exporters on demand',
    request: /^\.\/open(?:CodeSandbox|StackBlitz)$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/,
    with: 'src/stand-ins/dumi-sandbox-export.ts',
    bundles: BOTH,
    importers: [
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openCodeSandbox"' },
      { file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./openStackBlitz"' },
    ],
  },
  {
    // The data of dumi's site search, loaded and indexed once instead of on every keystroke.
    name: 'search data once',
    request: /^\.\/useSearchData$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]useSiteSearch$/,
    with: 'src/stand-ins/dumi-use-search-data.ts',
    bundles: BOTH,
    importers: [{ file: 'dumi/dist/client/theme-api/useSiteSearch/index.js', contains: 'from "./useSearchData"' }],
    leavesOut: /theme-api[\\/]useSiteSearch[\\/]useSearchData\.js$/,
  },
  {
    // The nav dumi's search hook posts to its worker: none, so the results form one group, by score.
    name: 'search as one group',
    request: /^dumi$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]useSiteSearch$/,
    with: 'src/stand-ins/dumi-site-search-nav.ts',
    bundles: BOTH,
    importers: [{ file: 'dumi/dist/client/theme-api/useSiteSearch/index.js', contains: "import { useNavData } from 'dumi';" }],
  },
  {
    // Each demo of a Markdown page in a Suspense boundary of its own while the page hydrates.
    name: 'demo boundaries',
    request: /^\.\/DumiDemo$/,
    from: /dumi[\\/]dist[\\/]client[\\/]theme-api$/,
    with: 'src/stand-ins/dumi-demo.tsx',
    bundles: BOTH,
    importers: [{ file: 'dumi/dist/client/theme-api/index.js', contains: 'from "./DumiDemo"' }],
  },
  {
    // The global regenerator runtime that umi's polyfill module always imports.
    name: 'no regenerator runtime',
    request: /[\\/]regenerator-runtime[\\/]runtime\.js$/,
    from: /[\\/]core$/,
    with: 'src/stand-ins/regenerator-runtime.ts',
    bundles: ['browser'],
    importers: [
      { file: '@umijs/preset-umi/dist/features/polyfill/polyfill.js', contains: 'require.resolve("regenerator-runtime/runtime")' },
    ],
    leavesOut: /[\\/]regenerator-runtime[\\/]runtime\.js$/,
  },
];

/**
 * MODULE_SWAPS without the ones named, to measure the site without them:
 * `SITE_WITHOUT_PATCHES="resize observer" npm run build` (patchesWithout, performance-plugin.ts).
 * Throws on a name no swap has.
 */
export function swapsWithout(left: readonly string[], swaps: readonly ModuleSwap[] = MODULE_SWAPS): readonly ModuleSwap[] {
  for (const name of left) {
    if (!swaps.some((swap) => swap.name === name)) throw new Error(`SITE_WITHOUT_PATCHES names "${name}", which is neither a module swap nor a measured patch.`);
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
        }
      });
    });
  }
}
