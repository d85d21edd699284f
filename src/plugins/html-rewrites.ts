/**
 * Rewrites of the HTML that umi writes for every page (applied by src/plugins/performance-plugin.ts and pages-plugin.ts).
 * Each throws a StalePatchError when its target is missing, so that a changed page template fails
 * the build instead of shipping the page unrewritten.
 */
import { minifyScript } from './minify-script';
import { expectApplied } from './patch-guard';

/** umi's bootstrap script as React 19 writes it: `<script src="/umi.<hash>.js" id="_R_" async="">`. */
const APP_SCRIPT = /<script src="([^"]*\/umi\.[0-9a-f]+\.js)"(?: id="[^"]*")? async(?:="")?><\/script>/;
/** The script tag of a page that umi does not prerender (it renders in the browser from scratch). */
const CLIENT_RENDERED_APP_SCRIPT = /<script src="[^"]*\/umi\.[0-9a-f]+\.js"><\/script>/;

/** The global in which umi writes a prerendered page's head for React to hydrate. */
const METADATA = 'window.__UMI_METADATA_LOADER_DATA__';

/** How long the loader waits for a first paint it can observe before it runs the bundle anyway. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The inline script that runs the app's bundle once the browser reports the page's first
 * contentful paint (a `paint` PerformanceObserver entry): at once in a hidden tab, which paints
 * nothing; after the next frame in a browser without paint timing; and after FIRST_PAINT_WAIT_MS
 * if no paint is reported by then.
 */
export function appScriptLoader(src: string): string {
  return minifyScript(
    [
      '(function () {',
      '  var started = false;',
      '  function run() {',
      '    if (started) return;',
      '    started = true;',
      "    var script = document.createElement('script');",
      `    script.src = ${JSON.stringify(src)};`,
      '    document.body.appendChild(script);',
      '  }',
      "  if (document.visibilityState === 'hidden') return run();",
      "  var types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];",
      "  if (types.indexOf('paint') === -1) return requestAnimationFrame(function () { setTimeout(run, 0); });",
      '  new PerformanceObserver(function (list, observer) {',
      '    var entries = list.getEntries();',
      '    for (var index = 0; index < entries.length; index += 1) {',
      "      if (entries[index].name === 'first-contentful-paint') {",
      '        observer.disconnect();',
      '        return run();',
      '      }',
      '    }',
      "  }).observe({ type: 'paint', buffered: true });",
      "  document.addEventListener('visibilitychange', run, { once: true });",
      `  setTimeout(run, ${FIRST_PAINT_WAIT_MS});`,
      '})();',
    ].join('\n'),
  );
}

/**
 * The prerendered pages paint before the app's script runs.
 *
 * umi ends every page with `<script src="/umi.<hash>.js" async>`. An async script runs as soon as
 * it arrives, which on a fast line is before the browser's first paint: the visitor then sees
 * nothing until the whole bundle has been evaluated (hundreds of milliseconds on a phone), although
 * the page's HTML is all there. This replaces that tag with a preload, which fetches the script as
 * early as before, and a small inline script at the very end of the document that runs the bundle
 * once the first paint has been observed (not merely scheduled: Lighthouse's simulation counts a
 * script requested before the observed paint into the largest paint). The tag sits outside the
 * React tree (umi passes it to React as a bootstrap script), so hydration is unaffected. A page that umi renders in the browser from scratch (the
 * template of the standalone demo pages, `/~demos/:id`) runs its script at once, as umi wrote it.
 */
export function runAppScriptAfterPaint(html: string): string {
  if (!html.includes(METADATA)) {
    expectApplied(
      CLIENT_RENDERED_APP_SCRIPT.test(html),
      'app script after paint',
      'a page umi renders in the browser has no <script src=".../umi.<hash>.js">',
    );
    return html;
  }
  const match = APP_SCRIPT.exec(html);
  expectApplied(match, 'app script after paint', 'the prerendered page has no <script src=".../umi.<hash>.js" async> to replace');
  const src = match![1];
  return `${html.replace(match![0], `<link rel="preload" as="script" href="${src}"/>`)}<script>${appScriptLoader(src)}</script>`;
}

const HTML_LANG = /<html lang="[^"]*"/;

/**
 * Gives a built page the language of its locale on <html>. umi writes its template's `lang` on
 * every page, and applies a page's own (from react-helmet) only in the browser, after the first
 * paint: a Chinese page would be served as English to search engines and screen readers. The
 * template of client-rendered pages (`/~demos/:id`) gets its language in the browser.
 */
export function withLanguage(html: string, lang: string): string {
  if (!html.includes(METADATA)) return html;
  expectApplied(HTML_LANG.test(html), 'page language', 'the page has no <html lang="…"> to set');
  return html.replace(HTML_LANG, `<html lang="${lang}"`);
}

/** The stylesheet umi links from every page's head. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"\/>/g;
/** Where umi tells its client which stylesheets to render into the head while hydrating. */
const CLIENT_CSS = /window\.__UMI_BUILD_ClIENT_CSS__ = "([^"]*)"/;

/** The stylesheet's `url(…)`s, relative to its own address, made absolute paths for a page anywhere on the site. */
export function withAbsoluteUrls(css: string, href: string): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, url: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return whole;
    const base = new URL(href, 'https://site.invalid');
    const absolute = new URL(url, base);
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`;
  });
}

/**
 * The site's stylesheet inlined at the end of the page's head, instead of linked from it.
 *
 * Why: in a cold Lighthouse run (chrome-launcher's flags turn Chrome's RenderDocument off), a page
 * that waits on a render-blocking stylesheet loses a race in Chromium's compositor and its first
 * frame is held about a second; the same page with its styles inline paints at once (measured in
 * tests/perf/README.md). A first load transfers the same bytes, in the document instead of a
 * second request; later pages are client-side navigations that fetch no stylesheet.
 *
 * umi's client renders the head's stylesheet links while it hydrates, from the paths in
 * `window.__UMI_BUILD_ClIENT_CSS__`: emptied here, so that it renders none, as the head now has
 * none. React leaves what follows its own elements at the end of <head> as it finds it (as it
 * does the tags react-helmet writes there), so the <style> stays. `readCss` reads a stylesheet by
 * its address. A page umi renders in the browser (the `/~demos/:id` template) keeps its link.
 */
export function withInlineStylesheet(html: string, readCss: (href: string) => string): string {
  if (!html.includes(METADATA)) return html;
  const patch = 'stylesheet inlined';
  const links = [...html.matchAll(STYLESHEET_LINK)];
  expectApplied(
    links.length === 1,
    patch,
    `the page links ${links.length} stylesheets, where umi wrote one <link rel="stylesheet" href="….css"/>`,
  );
  const href = links[0][1];
  const client = CLIENT_CSS.exec(html);
  expectApplied(client && client[1] === href, patch, `the page has no window.__UMI_BUILD_ClIENT_CSS__ = "${href}" for umi's client`);
  expectApplied(html.split('</head>').length === 2, patch, 'the page has no single </head> to put the styles before');
  const css = withAbsoluteUrls(readCss(href), href).replace(/<\/style/gi, '<\\/style');
  return html
    .replace(links[0][0], '')
    .replace(client![0], 'window.__UMI_BUILD_ClIENT_CSS__ = ""')
    .replace('</head>', `<style>${css}</style></head>`);
}
