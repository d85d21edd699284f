/**
 * Shows a page whose code the prefetch has loaded (src/runtime/route-prefetch.ts) at once, without
 * the loading fallback.
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
 * settled. A page whose code has not loaded (not asked for, still on its way, or failed) keeps the
 * urgent update: the skeleton and the progress bar show while its chunk downloads, instead of a
 * click that seems to do nothing, and a chunk that fails reaches PageLoadErrorBoundary as before.
 */
import { startTransition } from 'react';

/** What the router's history tells its listeners (history v5's `Update`, as far as used here). */
interface Update {
  location: { pathname: string };
}

/** The part of a history object that changes: how the router listens to it. */
interface Listenable<U extends Update> {
  listen(listener: (update: U) => void): () => void;
}

/** Whether a page shown by a transition has yet to scroll to its top (`pageShown`). */
let scrollPending = false;

/**
 * Keeps the current page where it is until the new one is shown: dumi's ContextWrapper scrolls to
 * the top as soon as the address changes, which, while a transition keeps the old page on screen,
 * would show the old page's top for a few frames. The scroll position comes back before the next
 * paint (the listeners run in one go, the microtask after them), and `pageShown` scrolls to the top.
 */
function holdScrollUntilShown(): void {
  if (typeof window === 'undefined') return;
  const { scrollX, scrollY } = window;
  scrollPending = true;
  queueMicrotask(() => {
    if (scrollPending) window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  });
}

/**
 * Called as a new page is committed, before React changes the document (the frame's
 * `getSnapshotBeforeUpdate`): its top is shown. Scrolled then, the window moves over the current
 * page's layout, which is up to date; scrolled after the change, it forced a layout of the new page
 * in the middle of the commit, and the frame laid it out again.
 */
export function pageShown(): void {
  if (!scrollPending) return;
  scrollPending = false;
  document.documentElement.scrollTo(0, 0);
}

/** The paths of the pages whose code the prefetch has loaded. */
const loadedPages = new Set<string>();

/** Records the load of the code of the page at `path`, and the page once it is there; returns the load. */
export function notePagePreload<T>(path: string, load: Promise<T>): Promise<T> {
  load.then(
    () => loadedPages.add(path),
    () => undefined,
  );
  return load;
}

/** Whether the code of the page at `path` has loaded ahead of a click. */
export function isPageLoaded(path: string): boolean {
  return loadedPages.has(path);
}

/**
 * The history the router renders from, its updates to a page whose code has loaded (`isLoaded`)
 * delivered inside a transition; everything else about it (its location, push, replace, back) is
 * the original's.
 */
export function withPageTransitions<U extends Update, H extends Listenable<U>>(history: H, isLoaded = isPageLoaded): H {
  const listen = (listener: (update: U) => void) => {
    let shown = (history as Partial<Update>).location?.pathname;
    return history.listen((update) => {
      const { pathname } = update.location;
      if (isLoaded(pathname)) {
        if (pathname !== shown) holdScrollUntilShown();
        startTransition(() => listener(update));
      } else listener(update);
      shown = pathname;
    });
  };
  // A proxy, not a copy: `location` and `action` are getters of the original.
  return new Proxy(history, {
    get: (target, property) => (property === 'listen' ? listen : Reflect.get(target, property, target)),
  });
}
