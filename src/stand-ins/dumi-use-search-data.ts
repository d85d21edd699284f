/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/useSiteSearch/useSearchData.js, and `useNavData` as that hook's folder imports it from 'dumi' (swap "site search inputs").
 *
 * Stands in for the two inputs of dumi's site search hook (swapped by src/build/module-swaps.ts):
 * its `useSearchData` hook (the default export) and the nav it groups results by (`useNavData`).
 *
 * dumi's search box calls `load()` on every keystroke through a callback that keeps the first
 * render's closure, in which no data has been loaded yet. So each keystroke fetched the route meta
 * and the demos again and stored a new copy: the search worker rebuilt its index once per keystroke
 * (after serialising every route on the main thread), and each late copy sent the query again, which
 * answered it a second time after its results were on screen.
 *
 * Here the data is loaded once and stored once; the same `[data, load]` as dumi's hook. dumi calls
 * `load()` without handling a failure, so a failed load rejected unhandled and the results box said
 * "Loading..." for ever: `load()` now always settles, and the failure is kept for the box to show
 * (.dumi/theme/components/SearchResultList.tsx). The next keystroke tries again, but dumi keeps a failed load
 * of its demo index for the rest of the visit, so the box asks for a reload.
 *
 * Only the pages of the locale being read are loaded (dumi's loaded every locale's texts, and
 * indexed one). What the worker indexes is shaped by src/runtime/search-data.ts, loaded with the data:
 * an entry for each API row, a line for each table row, the pages' keywords after their titles,
 * content tabs as pages of their own. The labels of the results (each one's title whole and its page's
 * breadcrumb) are kept there for the results box (`searchLabel`).
 */
import { filesMeta, tabsMeta } from '@@/dumi/meta';
import { getFullDemos, useNavData as useSiteNavData, type getFullRoutesMeta } from 'dumi';
import { useLocaleDocRoutes } from 'dumi/dist/client/theme-api/utils.js';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { loadOnce } from '../runtime/load-once';
import type { SearchData } from '../runtime/search-data';

type FullDemos = Awaited<ReturnType<typeof getFullDemos>>;
type FullRoutesMeta = Awaited<ReturnType<typeof getFullRoutesMeta>>;

type RouteMeta = FullRoutesMeta[string];

/**
 * One page's meta with its texts (and its content tabs', each with its own), as dumi's
 * `getRouteMetaById` gives it. dumi's loads the texts inside a `new Promise(async …)`, so a text
 * chunk that fails to load rejected unhandled and left the page's meta, and the whole search, waiting
 * for ever; here a failure rejects the load, which says so.
 */
async function routeMetaWithTexts(id: string): Promise<RouteMeta> {
  const { frontmatter, toc, textGetter, tabs } = filesMeta[id];
  const { texts } = textGetter ? await textGetter() : { texts: [] };
  const meta: RouteMeta = { frontmatter, toc, texts };
  if (tabs) {
    meta.tabs = await Promise.all(
      tabs.map(async (tabId) => ({
        ...tabsMeta[tabId],
        meta: filesMeta[tabId]
          ? await routeMetaWithTexts(tabId)
          : { frontmatter: { title: tabsMeta[tabId].title }, toc: [], texts: [] },
      })),
    );
  }
  return meta;
}

/** The meta of the pages `ids` (every page by default), with their texts, as dumi's `getFullRoutesMeta` gives. */
export async function fullRoutesMeta(ids: readonly string[] = Object.keys(filesMeta)): Promise<FullRoutesMeta> {
  const known = ids.filter((id) => filesMeta[id]);
  const metas = await Promise.all(known.map(routeMetaWithTexts));
  return Object.fromEntries(known.map((id, index) => [id, metas[index]]));
}

type Shaping = typeof import('../runtime/search-data');
const sourceLoaders = new Map<string, () => Promise<[FullRoutesMeta, FullDemos, Shaping]>>();

/**
 * The meta of a locale's pages and every demo, fetched once for the whole visit (once per locale
 * read); a failed fetch is tried again.
 */
function loadSources(ids: readonly string[]): Promise<[FullRoutesMeta, FullDemos, Shaping]> {
  const key = [...ids].sort().join('\n');
  let load = sourceLoaders.get(key);
  if (!load) {
    load = loadOnce(() => Promise.all([fullRoutesMeta(ids), getFullDemos(), import('../runtime/search-data')]));
    sourceLoaders.set(key, load);
  }
  return load();
}

/** Why the search data failed to load the last time it was tried; `null` while loading or once loaded. */
let loadFailure: string | null = null;
const failureListeners = new Set<() => void>();

function setLoadFailure(failure: string | null) {
  if (failure === loadFailure) return;
  loadFailure = failure;
  failureListeners.forEach((listener) => listener());
}

function subscribeToLoadFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The reason a failed load gives, on one line (a chunk error's message names the file on a second). */
export function describeLoadFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim() || 'unknown error';
}

/** Why the search data could not be loaded, or `null`: for the results box. */
export function useSearchLoadFailure(): string | null {
  return useSyncExternalStore(
    subscribeToLoadFailure,
    () => loadFailure,
    () => null,
  );
}

export default function useSearchData(): [SearchData | null, () => Promise<void>] {
  const routes = useLocaleDocRoutes();
  const nav = useSiteNavData();
  const [data, setData] = useState<SearchData | null>(null);
  const load = useCallback(() => {
    setLoadFailure(null);
    return loadSources(Object.keys(routes)).then(
      ([routesMeta, demos, { searchData, keepLabels }]) => {
        // Stored once: a new copy would make the search worker index everything again.
        setData((current) => {
          if (current) return current;
          const next = searchData(routes, routesMeta, demos);
          keepLabels(next, nav);
          return next;
        });
      },
      (error: unknown) => setLoadFailure(describeLoadFailure(error)),
    );
  }, [routes, nav]);
  return [data, load];
}

/**
 * dumi's search hook imports one thing from 'dumi', `useNavData`, and posts the nav to its search
 * worker, which groups the results by the nav entry each page falls under: the pages outside the
 * nav (this site's home page, with the guide, the API reference and the FAQ) in a first group, then
 * one group per entry, the last entry's first (group priority: nav order × 1000). Whatever a query
 * asks, a loosely matching paragraph of the first group came before the demo page whose title is the
 * query ("disabled": the Disabled page 10th).
 *
 * Here the worker gets no nav entries, so all the pages of the locale form one group and the
 * results follow the specification's scores alone (page title 100, section title 10, content 1 per
 * word). The nav a visitor sees is unchanged, and each result names its page in a breadcrumb
 * (.dumi/theme/components/SearchResultList.tsx).
 */
const NO_NAV: never[] = [];

/** The nav the search worker groups results by: none, the same array at every render (the site's nav still labels each result's page). */
export function useNavData(): never[] {
  return NO_NAV;
}
