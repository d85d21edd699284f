/**
 * The prerendered pages paint before the app's script runs.
 *
 * umi ends every page with `<script src="/umi.<hash>.js" async>`. An async script runs as soon as
 * it arrives, which on a fast line is before the browser's first paint: the visitor then sees
 * nothing until the whole bundle has been evaluated (hundreds of milliseconds on a phone), although
 * the page's HTML is all there. The build replaces that tag with a preload, which fetches the
 * script as early as before, and a small inline script at the very end of the document, which runs
 * the bundle once a frame with the prerendered page has been painted (at once in a hidden tab, which
 * paints no frames). The tag sits outside the React tree (umi passes it to React as a bootstrap
 * script), so hydration is unaffected.
 */

const APP_SCRIPT = /<script src="([^"]*\/umi\.[0-9a-f]+\.js)" async(?:="")?><\/script>/;

/** The inline script that runs the app's bundle after the first paint. */
export function appScriptLoader(src: string): string {
  return [
    '(function () {',
    '  function run() {',
    "    var script = document.createElement('script');",
    `    script.src = ${JSON.stringify(src)};`,
    '    document.body.appendChild(script);',
    '  }',
    "  if (document.visibilityState === 'hidden') run();",
    '  else requestAnimationFrame(function () { setTimeout(run, 0); });',
    '})();',
  ].join('\n');
}

/**
 * Rewrites a built page so that its app script is preloaded where umi put it and run after the
 * first paint; a page without umi's script tag is returned unchanged.
 */
export function runAppScriptAfterPaint(html: string): string {
  const match = APP_SCRIPT.exec(html);
  if (!match) return html;
  const src = match[1];
  return `${html.replace(match[0], `<link rel="preload" as="script" href="${src}"/>`)}<script>${appScriptLoader(src)}</script>`;
}
