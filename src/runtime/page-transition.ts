/**
 * Shows a page whose code the prefetch has asked for (src/runtime/route-prefetch.ts) without the
 * loading fallback, and at once when that code is there.
 *
 * Why: a click is a discrete event, so the router's update renders at React's synchronous
 * priority. The new page is a `React.lazy` component rendered for the first time, and a lazy
 * component suspends on its first render even when its chunk is already there (the `import()` it
 * starts settles a microtask later). A render at that priority cannot wait, so React commits the
 * route's Suspense fallback (the loading skeleton) and reveals the page no sooner than 300 ms after
 * that fallback appeared (react-dom's FALLBACK_THROTTLE_MS). That was the whole first-visit time
 * once the prefetch had fetched the code: 350 ms after a 100 ms hover, against 64 ms for a page
 * visited before (`npm run bench -- --only nav`).
 *
 * As a transition, the same update keeps the current page on screen while the lazy component
 * settles, then renders on: no fallback is committed, so nothing is held back. Each demo sits in a
 * new boundary of its own (./demo-boundary.tsx), where React yields once and finds its loaded code
 * settled. When the click comes before the prefetch has finished (a slow connection), the page
 * stays as it is until the code is there, under the same progress bar as before. A page whose code
 * was never asked for, or failed to load, keeps the urgent update: the skeleton and the progress
 * bar show while its chunk downloads, and a chunk that fails reaches PageLoadErrorBoundary as before.
 */
import nprogress from 'nprogress';
import { startTransition } from 'react';

/** What the router's history tells its listeners (history v5's `Update`, as far as used here). */
interface Update {
  location: { pathname: string };
}

/** The part of a history object that changes: how the router listens to it. */
interface Listenable<U extends Update> {
  listen(listener: (update: U) => void): () => void;
}

/** How far the code of a page asked for ahead of a click has come: its load, and whether it is there. */
export interface PagePreload {
  done: Promise<unknown>;
  loaded: boolean;
}

/** The pages whose code has been asked for ahead of a click, by path; a failed one is forgotten. */
const preloads = new Map<string, PagePreload>();

/** Records the load of the code of the page at `path`; returns it as given. */
export function notePagePreload<T>(path: string, load: Promise<T>): Promise<T> {
  const preload: PagePreload = { done: load, loaded: false };
  preloads.set(path, preload);
  load.then(
    () => {
      preload.loaded = true;
    },
    () => {
      if (preloads.get(path) === preload) preloads.delete(path);
    },
  );
  return load;
}

/** The load of the code of the page at `path` asked for ahead of a click, if any. */
export function pagePreload(path: string): PagePreload | undefined {
  return preloads.get(path);
}

/** Shows the page-loading bar until `done` settles (once: the router has two listeners). */
function showProgressUntil(done: Promise<unknown>): void {
  if (nprogress.isStarted()) return;
  nprogress.start();
  const finish = () => nprogress.done();
  done.then(finish, finish);
}

/**
 * The history the router renders from, its updates to a page whose code was asked for ahead
 * delivered inside a transition (with the loading bar while that code is still on its way);
 * everything else about it (its location, push, replace, back) is the original's.
 */
export function withPageTransitions<U extends Update, H extends Listenable<U>>(history: H, preloadOf = pagePreload): H {
  const listen = (listener: (update: U) => void) =>
    history.listen((update) => {
      const preload = preloadOf(update.location.pathname);
      if (!preload) {
        listener(update);
        return;
      }
      if (!preload.loaded) showProgressUntil(preload.done);
      startTransition(() => listener(update));
    });
  // A proxy, not a copy: `location` and `action` are getters of the original.
  return new Proxy(history, {
    get: (target, property) => (property === 'listen' ? listen : Reflect.get(target, property, target)),
  });
}
