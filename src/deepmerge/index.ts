/**
 * `deepmerge` for dumi's route-meta runtime, which merges every route's meta into the route's own
 * `meta` when the app starts: `deepmerge(route.meta, routeMeta)`. Every route's own meta is
 * `undefined`, and deepmerge asks `key in undefined` for each key of the source, inside a
 * try/catch: two thrown and caught TypeErrors per key, for every route, about 50 ms of main thread
 * on Lighthouse's throttled phone. Merging into `{}` gives the same result (a deep copy of the
 * source) without throwing. The build gives dumi's meta runtime this module
 * (src/plugins/performance.ts).
 */
import deepmerge from 'deepmerge';

export default function mergeIntoRouteMeta<T>(target: unknown, source: T, options?: deepmerge.Options): T {
  return deepmerge((target === undefined ? {} : target) as Partial<T>, source, options) as T;
}
