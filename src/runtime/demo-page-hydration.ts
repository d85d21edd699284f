/**
 * A runtime plugin (registered by src/plugins/pages-plugin.ts after dumi's own) that lets the
 * standalone demo pages (`/~demos/<id>`) hydrate.
 *
 * dumi writes those pages as empty shells that the browser renders from scratch, and its own
 * runtime plugin turns hydration off on them. This site prerenders them like every other page
 * (prerenderDemoPages, pages-plugin.ts), so they paint at once and hydrate; a page whose HTML
 * is an empty shell is rendered from
 * scratch, as before. Under `dumi dev` nothing is prerendered, and umi hydrates nothing.
 *
 * A page is also rendered from scratch when its HTML was prerendered in another language than the
 * one its path asks for: the static host serves the one 404.html, prerendered in English, for every
 * unknown path, also for `/zh-CN/…`, where the app renders the not-found page in Chinese. Hydrating
 * English markup with Chinese text would be one hydration mismatch after another.
 */
// umi accepts only runtime-plugin keys as this module's exports: helpers live elsewhere.
import { prerenderedForLocale } from './prerendered-locale';

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
  // On a demo page, dumi's plugin, which ran before this one, has turned hydration off.
  const wanted = demoPage ? !emptyShell : hydrate;
  return { ...memo, hydrate: Boolean(wanted) && sameLanguage };
}
