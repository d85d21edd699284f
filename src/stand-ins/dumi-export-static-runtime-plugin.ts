/**
 * Stands in for: dumi@2.4.50 dumi/exportStaticRuntimePlugin.ts, the runtime plugin its exportStatic feature generates (swap "demo page hydration").
 *
 * Replaces dumi's runtime plugin for the standalone demo pages (`/~demos/<id>`).
 *
 * dumi writes those pages as empty shells that the browser renders from scratch, and turns off
 * hydration on them. This site prerenders them like every other page (src/build/module-swaps.ts),
 * so they paint at once and hydrate; a demo page whose HTML is still an empty shell (one that
 * dumi added and the build did not prerender) is rendered from scratch, as before.
 *
 * A page is also rendered from scratch when its HTML was prerendered in another language than the
 * one its path asks for: the static host serves the one 404.html, prerendered in English, for every
 * unknown path, also for `/zh-CN/…`, where the app renders the not-found page in Chinese. Hydrating
 * English markup with Chinese text would be one hydration mismatch after another.
 */
// umi accepts only runtime-plugin keys as this module's exports: helpers live elsewhere.
import { prerenderedForLocale } from '../runtime/prerendered-locale';

/** dumi's route of the standalone demo pages, under the site's base. */
const DEMO_PAGE_PREFIX = '/~demos/';

interface RenderOptions {
  hydrate?: boolean;
  history: { location: { pathname: string } };
}

export function modifyClientRenderOpts<T extends RenderOptions>(memo: T): T {
  const { hydrate, history } = memo;
  const { pathname } = history.location;
  const demoPage = pathname.includes(DEMO_PAGE_PREFIX);
  const emptyShell = !document.getElementById('root')?.hasChildNodes();
  const sameLanguage = prerenderedForLocale(pathname, document.documentElement.lang);
  return { ...memo, hydrate: hydrate && !(demoPage && emptyShell) && sameLanguage };
}
