/**
 * Rewrites of the HTML that umi writes for every page (applied by src/plugins/performance-plugin.ts and pages-plugin.ts).
 * Each throws a StalePatchError when its target is missing, so that a changed page template fails
 * the build instead of shipping the page unrewritten.
 */
import { FULL_STYLESHEET_ATTRIBUTE } from '../runtime/full-stylesheet';
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

/** umi's data for its client on a prerendered page: the JSON it writes between these two assignments. */
const METADATA_JSON = /window\.__UMI_METADATA_LOADER_DATA__ = (\{[\s\S]*?\}); window\.__UMI_BUILD_ClIENT_CSS__/;

/**
 * The head scripts written once. umi writes the head scripts the site configures (the colour mode
 * and the early input, .dumirc.ts) twice into every prerendered page: in the head, where they run,
 * and as strings in `window.__UMI_METADATA_LOADER_DATA__`, from which its client renders the same
 * elements as React hydrates the document's head. React 19 leaves elements of the head that the
 * client does not render as it finds them, so the second copy is only bytes: 2.2 KB, about 950
 * bytes gzipped on every page, out of gzip's reach of the first (they are over 32 KB apart, the
 * inline stylesheet between them). On `/demo/simple` they took the page past the first round trip
 * of a new connection (14,602 bytes gzipped as the site's host sends it; 13,626 without them).
 */
export function withHeadScriptsOnce(html: string): string {
  if (!html.includes(METADATA)) return html;
  const patch = 'head scripts once';
  const match = METADATA_JSON.exec(html);
  expectApplied(match, patch, 'the page has no window.__UMI_METADATA_LOADER_DATA__ = {…}; window.__UMI_BUILD_ClIENT_CSS__');
  const data = JSON.parse(match![1]) as { headScripts?: unknown };
  const scripts = Array.isArray(data.headScripts) ? (data.headScripts as { content?: unknown }[]) : [];
  expectApplied(scripts.length > 0, patch, "umi's data for its client has no head scripts");
  const head = html.slice(0, html.indexOf('</head>'));
  for (const { content } of scripts)
    expectApplied(
      typeof content === 'string' && head.includes(`<script>${content}</script>`),
      patch,
      "a head script of umi's data for its client is not in the page's head",
    );
  const kept = JSON.stringify({ ...data, headScripts: [] });
  return html.replace(match![0], () => `window.__UMI_METADATA_LOADER_DATA__ = ${kept}; window.__UMI_BUILD_ClIENT_CSS__`);
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

/** The stylesheet umi links from every page's head (a prerendered page's as React writes it, `/>`; the template's, `>`). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"\/?>/g;
/** Where umi tells its client which stylesheets to render into the head while hydrating. */
const CLIENT_CSS = /window\.__UMI_BUILD_ClIENT_CSS__ = "([^"]*)"/;

/**
 * The full stylesheet, linked disabled: the app's entry enables it once the page has painted
 * (src/runtime/full-stylesheet.ts). As `media="print"` until it has loaded, it never holds rendering.
 * Without JavaScript, the <noscript> link applies it as an ordinary stylesheet.
 */
export function fullStylesheetLink(href: string): string {
  const loaded = "this.media='all'";
  const failed = `this.setAttribute('${FULL_STYLESHEET_ATTRIBUTE}','failed')`;
  return (
    `<link rel="stylesheet" href="${href}" media="print" disabled="" ${FULL_STYLESHEET_ATTRIBUTE}="" onload="${loaded}" onerror="${failed}"/>` +
    `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
  );
}

/** A page's share of the site's stylesheet (./critical-css.ts, CriticalCss). */
export interface PageCss {
  /** The rules of the stylesheet at `href` that `page` (with no stylesheet linked) uses. */
  of(page: string, href: string): Promise<string>;
  /** The stylesheet's @font-face rules, which its file no longer holds. */
  fontFaces(href: string): string;
}

/**
 * The rules of the site's stylesheet that the page uses (`css.of` finds them) inlined at the end of
 * its head, and the full stylesheet linked after them without blocking the first paint
 * (fullStylesheetLink).
 *
 * Why inline: in a cold Lighthouse run (chrome-launcher's flags turn Chrome's RenderDocument off), a
 * page that waits on a render-blocking stylesheet loses a race in Chromium's compositor and its
 * first frame is held about a second (measured in tests/perf/README.md). Why only the page's rules:
 * the whole stylesheet is 130 KB; a page's first view uses a quarter of it, and the rest (popups,
 * search results, other pages) arrives as one cached file, which the app waits on before it
 * hydrates, so nothing that needs it can appear before it.
 *
 * umi's client renders the head's stylesheet links while it hydrates, from the paths in
 * `window.__UMI_BUILD_ClIENT_CSS__`: emptied here, so that it renders none. React leaves what
 * follows its own elements at the end of <head> as it finds it (as it does the tags react-helmet
 * writes there). A page umi renders in the browser (the `/~demos/:id` template) keeps its link,
 * with the stylesheet's font faces inline before it.
 */
export async function withCriticalStylesheet(html: string, css: PageCss): Promise<string> {
  const patch = 'critical stylesheet';
  const links = [...html.matchAll(STYLESHEET_LINK)];
  expectApplied(
    links.length === 1,
    patch,
    `the page links ${links.length} stylesheets, where umi wrote one <link rel="stylesheet" href="….css"/>`,
  );
  const [link, href] = links[0];
  if (!html.includes(METADATA)) return html.replace(link, `<style>${css.fontFaces(href)}</style>${link}`);
  const client = CLIENT_CSS.exec(html);
  expectApplied(client && client[1] === href, patch, `the page has no window.__UMI_BUILD_ClIENT_CSS__ = "${href}" for umi's client`);
  expectApplied(html.split('</head>').length === 2, patch, 'the page has no single </head> to put the styles before');
  const page = html.replace(link, '').replace(client![0], 'window.__UMI_BUILD_ClIENT_CSS__ = ""');
  const critical = (await css.of(page, href)).replace(/<\/style/gi, '<\\/style');
  return page.replace('</head>', `<style>${critical}</style>${fullStylesheetLink(href)}</head>`);
}
