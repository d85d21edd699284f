import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * `React.lazy`, plus a `preload()` that fetches the component's chunk ahead of rendering. Once the
 * chunk has arrived the component renders synchronously, so a prerendered page whose chunk was
 * preloaded (.dumi/app.ts) hydrates it at once: it never sits dehydrated behind its Suspense
 * boundary, where an early update would make React replace the server HTML with the fallback.
 * Before that, it suspends like `React.lazy`.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType<P> })));

  function PreloadableLazy(props: P) {
    return createElement((Loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(PreloadableLazy, { preload });
}
