import { defineConfig } from 'dumi';
import rehypeCodeChips from './src/plugins/rehype-code-chips';
import rehypeNextOnlyDemos from './src/plugins/rehype-next-only-demos';
import rehypePackageSections from './src/plugins/rehype-package-sections';
import rehypeSearchTexts from './src/search/node/rehype-search-texts';
import rehypeTableLabels from './src/plugins/rehype-table-labels';
import remarkHeadingIds from './src/plugins/remark-heading-ids';
import { COLOUR_MODE_SCRIPT } from './src/inline-scripts/colour-mode';
import { EARLY_INPUT_SCRIPT } from './src/inline-scripts/early-input-script';
import { PACKAGE_CHOICE_SCRIPT } from './src/package-choice/inline-script';
import { COMPONENT_REPOSITORY_URL, LOCALES, ROUTE_ALIASES, SITE_BASE, SITE_REPOSITORY, SITE_URL, SKETCH_SCRIPT_FILE } from './src/site';

const isProduction = process.env.NODE_ENV === 'production';

/** @public dumi reads its configuration from this default export. */
export default defineConfig({
  base: SITE_BASE,
  publicPath: SITE_BASE,
  outputPath: 'dist',
  // robots.txt and sitemap.xml with absolute URLs under SITE_URL.
  // A light first load, with every patch of dumi's and umi's code checked (src/plugins/performance-plugin.ts).
  // Each page's <html lang>, and the standalone demo pages prerendered (src/plugins/pages-plugin.ts).
  // The site's own interface text in every locale (src/plugins/locales-plugin.ts).
  // Every page as Markdown (`/demo/simple.md`), and /llms.txt, /llms-full.txt per locale (src/plugins/llms-plugin.ts).
  // The site search's index, one file per locale, built from the prerendered pages (src/search/node/search-plugin.ts).
  // The live editor compiles with the site's compiler, which stops endless loops (src/plugins/tech-stack-plugin.ts).
  // Every demo on @rc-component/cascader 1.x, converted from its 3.x files (src/package-choice/node/next-demos-plugin.ts).
  // The 1.x API reference loads with its line, in a chunk of its own (src/package-choice/node/next-reference-plugin.ts).
  plugins: [
    './src/plugins/seo-plugin.ts',
    './src/plugins/performance-plugin.ts',
    './src/plugins/pages-plugin.ts',
    './src/plugins/locales-plugin.ts',
    './src/plugins/llms-plugin.ts',
    './src/search/node/search-plugin.ts',
    './src/plugins/tech-stack-plugin.ts',
    './src/package-choice/node/next-demos-plugin.ts',
    './src/package-choice/node/next-reference-plugin.ts',
  ],
  favicons: [`${SITE_BASE}favicon.svg`],
  // Applies the stored colour mode before the first paint (no light flash for dark-mode visitors).
  // Keeps what a visitor types or clicks before the app is interactive (src/inline-scripts/early-input.ts).
  // Names the chosen Package line on <html> before the first paint, 1.x for an address whose #hash is in
  // the 1.x API reference (src/package-choice/inline-script.ts).
  headScripts: [{ content: COLOUR_MODE_SCRIPT }, { content: PACKAGE_CHOICE_SCRIPT }, { content: EARLY_INPUT_SCRIPT }],
  // English at the root (dumi's id for it is en-US); Chinese under /zh-CN, from the `*.zh-CN.md`
  // counterpart of each page (`docs/demo/simple.zh-CN.md` is /zh-CN/demo/simple).
  locales: LOCALES.map(({ id, name }) => ({ id, name })),
  // `## Install {#install}`: a heading may name its own id, so a translated heading can keep its
  // English counterpart's and anchors stay the same in every locale (src/plugins/remark-heading-ids.ts).
  extraRemarkPlugins: [remarkHeadingIds],
  // Where the paragraphs, list items and table rows of each page's texts begin, for the site search
  // (src/search/node/rehype-search-texts.ts); the rendered page is unchanged. Each table cell's column
  // name, for a table laid out as blocks on a narrow screen (src/plugins/rehype-table-labels.ts).
  // Inline code chips too long to be sure of fitting on a phone's line are marked, to wrap inside
  // (src/plugins/rehype-code-chips.ts). The sections of one Package line (the API reference of each) are
  // blocks of their own, marked with their line, for the stylesheet to show the chosen one's
  // (src/plugins/rehype-package-sections.ts). Each demo that exists only on 1.x is in the page's toc,
  // as a demo of dumi's is (src/plugins/rehype-next-only-demos.ts).
  extraRehypePlugins: [rehypeNextOnlyDemos, rehypeSearchTexts, rehypeTableLabels, rehypeCodeChips, rehypePackageSections],
  // The published site's address, for the `hreflang` links between counterparts (.dumi/theme/layouts/DocLayout.tsx).
  // The client reads these through src/site, as the build does.
  define: { 'process.env.SITE_URL': SITE_URL, 'process.env.SITE_BASE': SITE_BASE },
  themeConfig: {
    name: 'rc-cascader',
    logo: `${SITE_BASE}logo.svg`,
    socialLinks: { github: COMPONENT_REPOSITORY_URL },
    editLink: `https://github.com/${SITE_REPOSITORY}/edit/main/{filename}`,
    lastUpdated: true,
    prefersColor: { default: 'light', switch: true },
    // The page-loading progress bar on client-side navigation (configured in .dumi/app.ts).
    nprogress: true,
    footer: `Documentation for <a href="${COMPONENT_REPOSITORY_URL}">rc-cascader</a>, released under the MIT licence.`,
  },
  // `ANALYZE=1 npm run build` writes the bundle analyzer's report to .analyze/ (outside dist/).
  analyze: { analyzerMode: 'json', reportFilename: '../.analyze/bundles.json' },
  // Browsers served: those with ES2022 and CSS nesting-era features, Chrome/Edge 111+, Firefox 115+,
  // Safari 16.4+ (all released by mid-2023). They need no core-js polyfills, so none are bundled.
  targets: { chrome: 111, edge: 111, firefox: 115, safari: '16.4' },
  // umi adds es2015 to the minifier's targets, so esbuild rewrote object spread and other newer
  // syntax into helpers in every chunk; the minifier gets the same browsers instead.
  jsMinifierOptions: { target: ['chrome111', 'edge111', 'firefox115', 'safari16.4'] },
  polyfill: { imports: [] },
  // Prerender every route to static HTML at build time, then hydrate in the browser.
  ssr: isProduction ? {} : false,
  exportStatic: {
    extraRoutePaths: Object.keys(ROUTE_ALIASES),
  },
  // "Copy to Sketch": the script is copied from the installed package, never fetched from a CDN,
  // and loaded only when a visitor copies a demo (src/runtime/sketch.ts); dumi's `html2sketch`
  // option stays off, as it would add the script to every page's head.
  // umi resolves `to` against the project root, so it names the output folder.
  copy: [{ from: `node_modules/html2sketch/dist/${SKETCH_SCRIPT_FILE}`, to: `dist/${SKETCH_SCRIPT_FILE}` }],
});
