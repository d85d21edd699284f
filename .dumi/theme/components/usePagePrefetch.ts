import { filesMeta } from '@@/dumi/meta';
// `useDemo` is read outside a render (`demoData`): named so that no one takes it for a hook there.
import { matchRoutes, useAppData, useDemo as readDemo } from 'dumi';
import { useEffect } from 'react';
import { notePagePreload } from '../../../src/runtime/page-transition';
import { preload } from '../../../src/runtime/preloadable-lazy';
import { prefetchRoutes } from '../../../src/runtime/route-prefetch';

/**
 * The data of the demo with this id, from dumi's demo cache. dumi's `useDemo` is no React hook: it
 * reads the cache, filling it on the first call, and throws the entry's promise until it settles
 * (dumi's own `use`), as a component's render expects. Called here, ahead of the render, it fills
 * the cache with what the render will read.
 */
function demoData(id: string): Promise<unknown> {
  try {
    return Promise.resolve(readDemo(id));
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
}

/**
 * Fetches the code of a page's demos and settles their data: the module that lists them, then each
 * demo's component. The page's DumiDemos then find their data in dumi's cache, settled: dumi throws
 * a pending entry's promise as it is, which React cannot wait on in place, so even a demo whose
 * code had loaded showed its boundary's empty fallback, and React showed it 300 ms later at the
 * soonest (src/runtime/page-transition.ts).
 */
async function preloadDemos(routeId: string): Promise<unknown> {
  const index = filesMeta[routeId]?.demoIndex;
  if (!index) return undefined;
  // The module that lists them first, by itself: dumi keeps a demo's entry for good, a failed one
  // too, so only a module already loaded is read through its cache (a load that fails here is left
  // to the click, which loads it afresh).
  await index.getter();
  const demos = await Promise.all(index.ids.map(demoData));
  return Promise.all(
    demos.map((demo) => (demo as { component?: { preload?: () => Promise<unknown> } } | undefined)?.component?.preload?.()),
  );
}

/**
 * Prefetches the code of the pages the visitor is about to open (src/runtime/route-prefetch.ts).
 * A page's code is its route's lazy component, and its demos' (each loaded by the page once it
 * renders, a second round trip after the page's): this calls the loaders React would call, which
 * the build keeps on each as `preload` (src/runtime/preloadable-lazy.ts), and keeps the promise,
 * so that a chunk that fails (offline, or gone after a deploy) is left to the click instead of an
 * unhandled rejection. React calls the loaders again when the page renders, and webpack then
 * answers from the loaded chunks. A click to a page whose code has loaded is then shown by a
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
          Promise.all(ids.flatMap((id: string) => [preload(routeComponents[id]), reason === 'intent' ? preloadDemos(id) : undefined])),
        );
      }),
    [clientRoutes, routeComponents, basename],
  );
}
