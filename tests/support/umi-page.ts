/**
 * A page as umi's build writes it, before the site's rewrites of the built HTML
 * (src/plugins/html-rewrites.ts, performance-plugin.ts, pages-plugin.ts): for their unit tests.
 */
export interface UmiPageParts {
  /** The head's tags between its charset and its title, e.g. the stylesheet's `<link>`. */
  head?: string;
  /** What the prerender wrote into `<div id="root">`. */
  root?: string;
  /** The stylesheet umi's client expects to render (`__UMI_BUILD_ClIENT_CSS__`). */
  clientCss?: string;
  /** The scripts at the end of the body, after umi's loader data, e.g. the app's `<script src>`. */
  scripts?: string;
  /** The configured head scripts' code: in the head, and in umi's data for its client. */
  headScripts?: string[];
}

/** A head script as the site configures one (the colour mode's, in short). */
export const HEAD_SCRIPT = '(function(){document.documentElement.setAttribute("data-prefers-color","light")})();';

export function umiPage({
  head = '',
  root = '',
  clientCss = '/umi.1a2b.css',
  scripts = '',
  headScripts = [HEAD_SCRIPT],
}: UmiPageParts = {}): string {
  const inHead = headScripts.map((content) => `<script>${content}</script>`).join('');
  const data = JSON.stringify({ headScripts: headScripts.map((content) => ({ content })), styles: [] });
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${inHead}${head}<title data-rh="true">T</title></head>` +
    `<body><div id="root">${root}</div><script>window.__UMI_LOADER_DATA__ = {}; window.__UMI_METADATA_LOADER_DATA__ = ${data}; ` +
    `window.__UMI_BUILD_ClIENT_CSS__ = "${clientCss}"</script>${scripts}</body></html>`
  );
}
