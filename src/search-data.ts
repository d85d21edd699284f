/**
 * Stands in for the `useSearchData` hook of dumi's site search (swapped by src/plugins/performance.ts).
 *
 * dumi's search box calls `load()` on every keystroke through a callback that keeps the first
 * render's closure, in which no data has been loaded yet. So each keystroke fetched the route meta
 * and the demos again and stored a new copy: the search worker rebuilt its index once per keystroke
 * (after serialising every route on the main thread), and each late copy sent the query again, which
 * answered it a second time after its results were on screen.
 *
 * Here the data is loaded once and stored once; the same `[data, load]` as dumi's hook.
 */
import { getFullDemos, getFullRoutesMeta } from 'dumi';
import { useLocaleDocRoutes } from 'dumi/dist/client/theme-api/utils.js';
import { useCallback, useState } from 'react';
import { loadOnce } from './load-once';

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

/** Every page's meta and every demo, fetched once for the whole visit; a failed fetch is tried again. */
const loadSources = loadOnce(() => Promise.all([getFullRoutesMeta(), getFullDemos()]));

export default function useSearchData(): [SearchData | null, () => Promise<void>] {
  const routes = useLocaleDocRoutes();
  const [data, setData] = useState<SearchData | null>(null);
  const load = useCallback(
    () =>
      loadSources().then(([routesMeta, demos]) => {
        // Stored once: a new copy would make the search worker index everything again.
        setData((current) => current ?? searchData(routes, routesMeta, demos));
      }),
    [routes],
  );
  return [data, load];
}
