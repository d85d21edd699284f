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
}

export function umiPage({ head = '', root = '', clientCss = '/umi.1a2b.css', scripts = '' }: UmiPageParts = {}): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title data-rh="true">T</title></head>` +
    `<body><div id="root">${root}</div><script>window.__UMI_LOADER_DATA__ = {}; window.__UMI_METADATA_LOADER_DATA__ = {"headScripts":[]}; ` +
    `window.__UMI_BUILD_ClIENT_CSS__ = "${clientCss}"</script>${scripts}</body></html>`
  );
}
