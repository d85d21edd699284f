/**
 * A `React.lazy` component that keeps its loader as `preload`, so that its code can be fetched
 * ahead of its first render (the page prefetch) without reading React's private fields. The build
 * makes umi's route table create its page components with it (src/plugins/page-chunks.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Loader = () => Promise<{ default: ComponentType }>;

export type PreloadableLazy = LazyExoticComponent<ComponentType> & { preload: Loader };

export function preloadableLazy(load: Loader): PreloadableLazy {
  return Object.assign(lazy(load), { preload: load });
}

/** Fetches a component's code when it is preloadable; resolves at once for anything else. */
export function preload(component: unknown): Promise<unknown> {
  const load = (component as Partial<PreloadableLazy> | null | undefined)?.preload;
  return typeof load === 'function' ? Promise.resolve(load()) : Promise.resolve();
}
