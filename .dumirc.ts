import { defineConfig } from 'dumi';
import { COLOUR_MODE_SCRIPT } from './src/colour-mode';
import { COMPONENT_REPOSITORY_URL, ROUTE_ALIASES, SITE_BASE, SITE_REPOSITORY } from './src/site';

const isProduction = process.env.NODE_ENV === 'production';

export default defineConfig({
  base: SITE_BASE,
  publicPath: SITE_BASE,
  outputPath: 'dist',
  // robots.txt and sitemap.xml with absolute URLs under SITE_URL.
  plugins: ['./src/plugins/seo.ts'],
  favicons: [`${SITE_BASE}favicon.svg`],
  // Applies the stored colour mode before the first paint (no light flash for dark-mode visitors).
  headScripts: [{ content: COLOUR_MODE_SCRIPT }],
  // One English locale served at the root; dumi's id for English is en-US.
  locales: [{ id: 'en-US', name: 'English' }],
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
  // Prerender every route to static HTML at build time, then hydrate in the browser.
  ssr: isProduction ? {} : false,
  exportStatic: {
    extraRoutePaths: Object.keys(ROUTE_ALIASES),
  },
  // "Copy to Sketch": the script is copied from the installed package, never fetched from a CDN.
  html2sketch: { scriptUrl: `${SITE_BASE}html2sketch.min.js` },
  // umi resolves `to` against the project root, so it names the output folder.
  copy: [{ from: 'node_modules/html2sketch/dist/html2sketch.min.js', to: 'dist/html2sketch.min.js' }],
});
