import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `false` while React hydrates the prerendered HTML (and on the server), `true` in the render that
 * follows and in any component that mounts later, such as after a client-side navigation: React
 * renders a store's server snapshot on the server and while hydrating, the client one otherwise.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether this component first rendered while React was hydrating the server's HTML, fixed for
 * the component's lifetime. Such a component can keep parts of the prerendered markup as the
 * server wrote them (an empty `dangerouslySetInnerHTML`, which React leaves as it finds it)
 * instead of hydrating them node by node, or loading the code that rendered them.
 *
 * `useHydrated` is false in every render of server markup, and true in every other render (a page
 * reached by client-side navigation, or a boundary that React had to render from scratch), so this
 * is true exactly when there is server markup to keep.
 * It is also true in the prerender itself: a caller that renders differently there checks
 * `isPrerender()`.
 */
export function useKeptFromServer(): boolean {
  const hydrating = !useHydrated();
  const [kept] = useState(hydrating);
  return kept;
}

/** Whether this render is the build's prerender (no browser around it). */
export const isPrerender = () => typeof window === 'undefined';
