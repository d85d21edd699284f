/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/useSiteSearch/useSearchData.js (swap "search data once").
 *
 * Stands in for the `useSearchData` hook of dumi's site search (swapped by src/build/module-swaps.ts).
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
 * (.dumi/theme/slots/SearchResult.tsx). The next keystroke tries again, but dumi keeps a failed load
 * of its demo index for the rest of the visit, so the box asks for a reload.
 */
import { filesMeta, tabsMeta } from '@@/dumi/meta';
import { getFullDemos, type getFullRoutesMeta } from 'dumi';
import { useLocaleDocRoutes } from 'dumi/dist/client/theme-api/utils.js';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { loadOnce } from '../runtime/load-once';

type FullDemos = Awaited<ReturnType<typeof getFullDemos>>;
type FullRoutesMeta = Awaited<ReturnType<typeof getFullRoutesMeta>>;
type DocRoutes = ReturnType<typeof useLocaleDocRoutes>;

/** A demo as the search worker receives it: without its component and render options (not cloneable). */
export type SearchDemo = Omit<FullDemos[string], 'component' | 'renderOpts' | 'context'>;

/** The routes, each with its meta, and the demos: what dumi's search worker indexes. */
export type SearchData = [routes: DocRoutes, demos: Record<string, SearchDemo>];

/** The routes with their meta, and the demos stripped of what cannot be posted to a worker. */
export function searchData(routes: DocRoutes, routesMeta: FullRoutesMeta, demos: FullDemos): SearchData {
  const routesWithMeta: DocRoutes = {};
  for (const [id, route] of Object.entries(routes)) {
    routesWithMeta[id] = { ...route, meta: routesMeta[id] };
  }
  const searchDemos: Record<string, SearchDemo> = {};
  for (const [id, demo] of Object.entries(demos)) {
    const { component: _component, renderOpts: _renderOpts, context: _context, ...rest } = demo;
    searchDemos[id] = rest;
  }
  return [routesWithMeta, searchDemos];
}

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

/** Every page's meta, with its texts: what dumi's `getFullRoutesMeta` gives. */
export async function fullRoutesMeta(): Promise<FullRoutesMeta> {
  const ids = Object.keys(filesMeta);
  const metas = await Promise.all(ids.map(routeMetaWithTexts));
  return Object.fromEntries(ids.map((id, index) => [id, metas[index]]));
}

/** Every page's meta and every demo, fetched once for the whole visit; a failed fetch is tried again. */
const loadSources = loadOnce(() => Promise.all([fullRoutesMeta(), getFullDemos()]));

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
  const [data, setData] = useState<SearchData | null>(null);
  const load = useCallback(() => {
    setLoadFailure(null);
    return loadSources().then(
      ([routesMeta, demos]) => {
        // Stored once: a new copy would make the search worker index everything again.
        setData((current) => current ?? searchData(routes, routesMeta, demos));
      },
      (error: unknown) => setLoadFailure(describeLoadFailure(error)),
    );
  }, [routes]);
  return [data, load];
}
