/**
 * Stands in for: deepmerge@4.3.1, as dumi's route-meta runtime imports it (swap "route meta merge").
 *
 * `deepmerge` for dumi's route-meta runtime, which merges every route's meta into the route's own
 * `meta` when the app starts (`deepmerge(route.meta, routeMeta)`), then at once replaces the
 * result's `toc` and `texts` with getters that return empty arrays. The build gives dumi's meta
 * runtime this module (src/build/module-swaps.ts). Two things made that merge slow:
 * - every route's own meta is `undefined`, and deepmerge asks `key in undefined` for each key of
 *   the source, inside a try/catch: two thrown and caught TypeErrors per key, for every route,
 *   about 50 ms of main thread on Lighthouse's throttled phone. Merging into `{}` gives the same
 *   result (a deep copy of the source) without throwing;
 * - it deep-copied each page's table of contents, item by item, only for the copy to be replaced.
 *   A route without meta of its own takes them as they are; everything else is still copied.
 */
import deepmerge from 'deepmerge';

/** The fields that dumi's runtime replaces on the merged meta (its `wrapEmpty`). */
const REPLACED = ['toc', 'texts'] as const;

export default function mergeIntoRouteMeta<T>(target: unknown, source: T, options?: deepmerge.Options): T {
  if (target !== undefined) return deepmerge(target as Partial<T>, source, options) as T;
  if (Array.isArray(source) || typeof source !== 'object' || source === null) {
    return deepmerge({} as Partial<T>, source, options) as T;
  }
  const copied: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  const replaced: Record<string, unknown> = {};
  for (const field of REPLACED) {
    if (field in copied) {
      replaced[field] = copied[field];
      delete copied[field];
    }
  }
  return { ...deepmerge({}, copied, options), ...replaced } as T;
}
