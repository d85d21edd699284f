/**
 * Stands in for: dumi@2.4.50 dumi/exportStaticRuntimePlugin.ts, the runtime plugin its exportStatic feature generates (swap "demo page hydration").
 *
 * Replaces dumi's runtime plugin for the standalone demo pages (`/~demos/<id>`).
 *
 * dumi writes those pages as empty shells that the browser renders from scratch, and turns off
 * hydration on them. This site prerenders them like every other page (src/build/module-swaps.ts),
 * so they paint at once and hydrate; a demo page whose HTML is still an empty shell (one that
 * dumi added and the build did not prerender) is rendered from scratch, as before.
 */
/** dumi's route of the standalone demo pages, under the site's base. */
const DEMO_PAGE_PREFIX = '/~demos/';

interface RenderOptions {
  hydrate?: boolean;
  history: { location: { pathname: string } };
}

export function modifyClientRenderOpts<T extends RenderOptions>(memo: T): T {
  const { hydrate, history } = memo;
  const demoPage = history.location.pathname.includes(DEMO_PAGE_PREFIX);
  const emptyShell = !document.getElementById('root')?.hasChildNodes();
  return { ...memo, hydrate: hydrate && !(demoPage && emptyShell) };
}
