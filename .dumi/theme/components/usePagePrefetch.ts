import { matchRoutes, useAppData } from 'dumi';
import { useEffect } from 'react';
import { prefetchRoutes } from '../../../src/runtime/route-prefetch';

/** A route component as umi declares it: `React.lazy(() => import(…))`, whose loader React keeps in its payload. */
interface LazyRouteComponent {
  _payload?: { _result?: unknown };
}

/**
 * Prefetches the code of the pages the visitor is about to open (src/runtime/route-prefetch.ts).
 * A page's code is its route's lazy component: this calls the loader React would call, as umi's
 * own `preloadRoute` does (its `routePrefetch` config), but keeps the promise, so that a chunk that
 * fails (offline, or gone after a deploy) is left to the click instead of an unhandled rejection.
 * React calls the loader again when the page renders, and webpack then answers from the loaded chunk.
 */
export default function usePagePrefetch(): void {
  const { clientRoutes, routeComponents, basename } = useAppData();
  useEffect(
    () =>
      prefetchRoutes(window, (path) => {
        const loads = (matchRoutes(clientRoutes, path, basename) ?? []).map(({ route }: { route: { id?: string } }) => {
          const { id } = route;
          const load = id ? (routeComponents[id] as LazyRouteComponent | undefined)?._payload?._result : undefined;
          return typeof load === 'function' ? (load as () => Promise<unknown>)() : undefined;
        });
        return Promise.all(loads);
      }),
    [clientRoutes, routeComponents, basename],
  );
}
