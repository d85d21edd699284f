/**
 * Every patch the site makes to the code of dumi, umi and their libraries, in one table: PATCHES.
 *
 * A patch's name is its entry's `name`, and nothing else: the guards that fail the build when a
 * patch goes stale (patch-guard.ts), the patch tally, `SITE_WITHOUT_PATCHES` and the tables of the
 * mechanisms (MODULE_SWAPS, LEFT_OUT, REWRITES) take PatchName, so a name
 * that is not here fails the type check. CONTRIBUTING.md ("Patches") lists the same entries, which
 * tests/unit/patches.test.ts holds equal to this table.
 *
 * The patch layer is this file, patch-guard.ts and the files the entries name.
 */

/**
 * How a patch reaches the upstream code:
 * - `module swap`: a module is replaced with the site's own (an alias, or dumi's theme), and what it
 *   leaves out must stay out of the bundles (module-swaps.ts);
 * - `generated-module rewrite`: a module dumi or umi generates is rewritten as webpack loads it (page-chunks.ts);
 * - `HTML rewrite`: the HTML umi writes for each page is rewritten (html-rewrites.ts);
 * - `loader`: how webpack or Babel compiles is changed: their options, rules or plugins;
 * - `runtime workaround`: the app changes what an upstream runtime plugin decided, as the page loads.
 */
type PatchKind = 'module swap' | 'generated-module rewrite' | 'HTML rewrite' | 'loader' | 'runtime workaround';

export interface Patch {
  name: string;
  kind: PatchKind;
  /** The upstream package and version the patch was written against (`dumi@2.4.50`); its minor line must be installed. */
  upstream: `${string}@${number}.${number}.${number}`;
  /**
   * Whether the site works for a visitor without it, so that `SITE_WITHOUT_PATCHES` may leave it out
   * to measure what it buys. A patch other code of the site relies on, or one the build cannot leave out, is not.
   */
  switchable: boolean;
  /** The site's files that make the patch, from the project root. */
  files: readonly string[];
  /** The figure that keeps it (tests/perf/README.md, "The patches kept"). */
  figure: string;
}

const SWAPS = 'src/plugins/module-swaps.ts';
const PAGE_CHUNKS = ['src/plugins/page-chunks.ts', 'src/plugins/transform-loader.cjs'] as const;
const HTML_REWRITES = 'src/plugins/html-rewrites.ts';
const PERFORMANCE = 'src/plugins/performance-plugin.ts';
const TO_BE_MEASURED = 'to be measured';

export const PATCHES = [
  {
    name: 'prerender when all is ready',
    kind: 'module swap',
    upstream: 'react-dom@19.3.1',
    switchable: true,
    files: ['src/stand-ins/react-dom-server.ts', SWAPS],
    figure: 'the article and every demo in place in the HTML, readable without JavaScript, no inline scripts moving them',
  },
  {
    name: 'dumi exporters left out',
    kind: 'module swap',
    upstream: 'dumi@2.4.50',
    switchable: true,
    files: ['src/stand-ins/dumi-sandbox-export.ts', SWAPS],
    figure: "18 kB of the boot's script (5.6 kB gzipped)",
  },
  {
    name: 'react-intl',
    kind: 'module swap',
    upstream: 'react-intl@7.1.14',
    switchable: true,
    files: ['src/stand-ins/react-intl.ts', SWAPS],
    figure: '21.9 KiB, and about 60 ms of main thread per load',
  },
  {
    name: 'resize observer',
    kind: 'module swap',
    upstream: 'resize-observer-polyfill@1.5.1',
    switchable: true,
    files: ['src/stand-ins/resize-observer-polyfill.ts', SWAPS],
    figure: '2.2 KiB (p 0.45 on time: kept for the bytes)',
  },
  {
    name: 'staged entry',
    kind: 'module swap',
    upstream: 'umi@4.7.22',
    // It also enables the full stylesheet that the critical stylesheet links disabled. Given as
    // webpack's entry, not by an alias (withStagedEntry, performance-plugin.ts, says why).
    switchable: false,
    files: ['src/stand-ins/umi-entry.ts', PERFORMANCE],
    figure: 'the entry evaluated in four tasks of 50–150 ms instead of one of 300–420 ms (4× CPU)',
  },
  {
    name: "the site's own code tabs",
    kind: 'module swap',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [SWAPS],
    figure: TO_BE_MEASURED,
  },
  {
    name: "the site's own highlighter",
    kind: 'module swap',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [SWAPS],
    figure: '12.9 KiB wherever code is rendered in the browser',
  },
  {
    name: 'BABEL_POLYFILL=none',
    kind: 'loader',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: ['.env', SWAPS],
    figure: '2.3 KiB; p 0.042',
  },
  {
    name: 'preset-env targets',
    kind: 'loader',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: [PERFORMANCE],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'dev search index rules',
    kind: 'loader',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: ['src/search/node/search-dev.ts'],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'page chunks: site-wide chunk names dropped',
    kind: 'generated-module rewrite',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [...PAGE_CHUNKS, PERFORMANCE],
    figure: '65 KiB (per-page texts and demos)',
  },
  {
    name: 'page chunks: content tabs loaded lazily',
    kind: 'generated-module rewrite',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [...PAGE_CHUNKS, 'src/runtime/lazy-tab.tsx'],
    figure: '27 KiB (content tabs on demand)',
  },
  {
    name: 'page chunks: a boundary around each demo',
    kind: 'generated-module rewrite',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [...PAGE_CHUNKS, 'src/runtime/demo-boundary.tsx'],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'page chunks: demo dependencies on demand',
    kind: 'generated-module rewrite',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [...PAGE_CHUNKS, 'src/runtime/demo-dependencies.ts'],
    figure: '40 KiB (rc-cascader) on a page whose demos are all below its first screen (/, /zh-CN)',
  },
  {
    name: 'page chunks: route components preloadable',
    kind: 'generated-module rewrite',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: [...PAGE_CHUNKS, 'src/runtime/preloadable-lazy.ts'],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'page chunks: each table of contents with its page',
    kind: 'generated-module rewrite',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: [...PAGE_CHUNKS, 'src/runtime/page-tocs.ts', '.dumi/theme/slots/Toc.tsx'],
    figure: "4.4–5.2 KiB of script a page (the other pages' tables of contents out of the entry)",
  },
  {
    name: 'app script after paint',
    kind: 'HTML rewrite',
    upstream: 'umi@4.7.22',
    switchable: true,
    files: [HTML_REWRITES, 'src/plugins/minify-script.ts', PERFORMANCE],
    figure: 'p 0.007; since React 19 it waits for the first contentful paint to be observed',
  },
  {
    name: 'head scripts once',
    kind: 'HTML rewrite',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: [HTML_REWRITES, PERFORMANCE],
    figure:
      "about 950 bytes gzipped on every page; /demo/simple within a new connection's first round trip (14,602 → 13,626 bytes gzipped)",
  },
  {
    name: 'critical stylesheet',
    kind: 'HTML rewrite',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: [HTML_REWRITES, 'src/plugins/critical-css.ts', 'src/runtime/full-stylesheet.ts', PERFORMANCE],
    figure:
      'first paint no longer held about a second in cold runs (within 400 ms in 7 → 14 of 24 runs); /demo/simple: 156 → 62 KB of HTML',
  },
  {
    name: 'critical CSS matching',
    kind: 'HTML rewrite',
    upstream: 'beasties@0.5.4',
    switchable: false,
    files: ['src/plugins/critical-css.ts'],
    figure: "Beasties' own matching dropped every rule whose selector has :is(); both colour modes' rules kept",
  },
  {
    name: 'page language',
    kind: 'HTML rewrite',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: [HTML_REWRITES, 'src/plugins/pages-plugin.ts'],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'search index tags',
    kind: 'HTML rewrite',
    upstream: 'umi@4.7.22',
    switchable: false,
    files: ['src/search/node/search-plugin.ts'],
    figure: TO_BE_MEASURED,
  },
  {
    name: 'prerendered demo pages',
    kind: 'runtime workaround',
    upstream: 'dumi@2.4.50',
    switchable: false,
    files: ['src/plugins/pages-plugin.ts', 'src/runtime/demo-page-hydration.ts', 'src/runtime/prerendered-locale.ts'],
    figure: 'standalone demo pages prerendered and hydrated: LCP 3.3–3.7 s → 0.9–1.2 s',
  },
] as const satisfies readonly Patch[];

export type PatchName = (typeof PATCHES)[number]['name'];

/** What the patch tally counts: a patch, or one part of it (`staged entry: boot stages`). */
export type PatchPart = PatchName | `${PatchName}: ${string}`;

/**
 * The patches that `SITE_WITHOUT_PATCHES="<name>,…" npm run build` leaves out, to measure what each
 * buys (tests/perf/README.md). Throws on a name that is not in PATCHES and on a patch that is not
 * switchable.
 */
export function patchesLeftOut(names: string | undefined): ReadonlySet<PatchName> {
  const listed = (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const left = new Set<PatchName>();
  for (const name of listed) {
    const patch = PATCHES.find((candidate) => candidate.name === name);
    if (!patch) throw new Error(`SITE_WITHOUT_PATCHES names "${name}", which is not a patch of src/plugins/patches.ts.`);
    if (!patch.switchable) throw new Error(`SITE_WITHOUT_PATCHES names "${name}", a patch the site does not work without.`);
    left.add(patch.name);
  }
  return left;
}
