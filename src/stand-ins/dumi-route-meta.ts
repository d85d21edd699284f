/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/useRouteMeta (swap "route meta in render").
 *
 * The route of the address and its meta (front matter, headings, tabs), for the theme's slots and
 * dumi's own hooks (useSidebarData, useTabMeta, DumiPage). The meta itself still comes from dumi's
 * `getCachedRouteMeta`, unchanged; what differs is how the route is found.
 *
 * Why: dumi's `useMatchedRoute` keeps the route in state. Each of the dozen components that read
 * the meta (the layout, header, sidebar, table of contents, footer, tabs) matched the address
 * against the whole route table for itself (`matchRoutes` compiles a regular expression for each of
 * the site's 180 routes), and after a client-side navigation set the new route in a layout effect:
 * the new page was committed with the previous page's meta, then the whole frame rendered again,
 * synchronously, before the first paint. Here the route is derived while rendering, and matched
 * once per address for all of them. Measured with `npm run bench -- --only nav` (CONTRIBUTING.md).
 */
import { matchRoutes, useAppData, useLocation, useRouteData } from 'dumi';
import { getCachedRouteMeta } from 'dumi/dist/client/theme-api/useRouteMeta.js';
import { getRouteMetaHMRRevision, subscribeRouteMetaHMR } from 'dumi/dist/client/theme-api/routeMetaHMR.js';
import { useEffect, useLayoutEffect, useState } from 'react';

/** @public The module this stands in for exports it, and dumi's theme API re-exports it by name. */
export { getCachedRouteMeta };

/** A route of the table, as dumi's meta cache takes it. */
type Route = Parameters<typeof getCachedRouteMeta>[0];

/** The deepest route matching each address, by route table: the table is the same object for a visit. */
const matched = new WeakMap<object, Map<string, Route | undefined>>();

/** The deepest route of `routes` that matches `pathname`, matched once per table and address. */
export function matchedRouteOf(routes: Parameters<typeof matchRoutes>[0], pathname: string): Route | undefined {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map()));
  if (!byPath.has(pathname)) byPath.set(pathname, matchRoutes(routes, pathname)?.at(-1)?.route as Route | undefined);
  return byPath.get(pathname);
}

/**
 * @public dumi's theme API re-exports it. The route of the address: the one being rendered when it
 * is that page's own (not a layout's), otherwise the deepest route that matches the address.
 */
export function useMatchedRoute(): Route {
  const route = useRouteData().route as Route;
  const { pathname } = useLocation();
  const { clientRoutes } = useAppData();
  if (route.path === pathname && !('isLayout' in route)) return route;
  return matchedRouteOf(clientRoutes, pathname) as Route;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** @public dumi's theme API re-exports it. The meta of the address's route, as dumi's hook gives it. */
export function useRouteMeta(): ReturnType<typeof getCachedRouteMeta> {
  const route = useMatchedRoute();
  const [, forceUpdate] = useState(0);
  // Markdown edited in the dev server: the route's meta is read again (dumi's own behaviour).
  const revision = process.env.NODE_ENV === 'production' ? 0 : getRouteMetaHMRRevision(route.id);
  useIsomorphicLayoutEffect(() => {
    if (process.env.NODE_ENV === 'production') return undefined;
    const unsubscribe = subscribeRouteMetaHMR(route.id, () => forceUpdate((count) => count + 1));
    // An update dispatched between the render and the subscription is not missed.
    if (getRouteMetaHMRRevision(route.id) !== revision) forceUpdate((count) => count + 1);
    return unsubscribe;
  }, [route.id, revision]);
  return getCachedRouteMeta(route, revision);
}
