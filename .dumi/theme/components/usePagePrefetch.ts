import { filesMeta } from '@@/dumi/meta';
import { matchRoutes, useAppData } from 'dumi';
import { useEffect } from 'react';
import { preloadLazy } from '../../../src/runtime/demo-boundary';
import { notePagePreload } from '../../../src/runtime/page-transition';
import { prefetchRoutes } from '../../../src/runtime/route-prefetch';

/** Fetches the code of a page's demos: the module that lists them, then each demo's component. */
async function preloadDemos(routeId: string): Promise<unknown> {
  const getter = filesMeta[routeId]?.demoIndex?.getter;
  if (!getter) return undefined;
  const { demos } = await getter();
  return Promise.all(
    Object.values(demos).map(({ component }) => (component as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );
}

/**
 * Prefetches the code of the pages the visitor is about to open (src/runtime/route-prefetch.ts).
 * A page's code is its route's lazy component, and its demos' (each loaded by the page once it
 * renders, a second round trip after the page's): this calls the loaders React would call, as
 * umi's own `preloadRoute` does for the route (its `routePrefetch` config), but keeps the promise,
 * so that a chunk that fails (offline, or gone after a deploy) is left to the click instead of an
 * unhandled rejection. React calls the loaders again when the page renders, and webpack then
 * answers from the loaded chunks. A click to a page whose code was asked for is then shown by a
 * transition, with no loading fallback (src/runtime/page-transition.ts).
 */
export default function usePagePrefetch(): void {
  const { clientRoutes, routeComponents, basename } = useAppData();
  useEffect(
    () =>
      prefetchRoutes(window, (path, reason) => {
        const ids = (matchRoutes(clientRoutes, path, basename) ?? []).flatMap(({ route }: { route: { id?: string } }) => route.id ?? []);
        return notePagePreload(
          path,
          Promise.all(ids.flatMap((id: string) => [preloadLazy(routeComponents[id]), reason === 'intent' ? preloadDemos(id) : undefined])),
        );
      }),
    [clientRoutes, routeComponents, basename],
  );
}
