/**
 * The search answer is shown in two steps (./SearchResultList.tsx): the results that
 * fill the box first, painted at once, then the rest, added right after that paint. A query such as
 * "cascader" matches about 80 results; building and laying out all of them before the first paint
 * made the visitor wait for rows below the fold.
 */

/** How many results the first step shows: more than the box holds, even in the tall modal. */
export const FIRST_STEP_RESULTS = 20;

/** A group of results (one page), as dumi's search answers: its results are `hints`. */
export interface ResultGroup {
  hints: readonly unknown[];
}

/**
 * The first `limit` results, in their groups: the same array when it holds no more than that;
 * otherwise the groups that hold them, the last one cut short.
 */
export function leadingResults<G extends ResultGroup>(groups: readonly G[], limit: number): readonly G[] {
  const total = groups.reduce((sum, group) => sum + group.hints.length, 0);
  if (total <= limit) return groups;
  let left = limit;
  const leading: G[] = [];
  for (const group of groups) {
    if (left === 0) break;
    leading.push(group.hints.length <= left ? group : { ...group, hints: group.hints.slice(0, left) });
    left -= Math.min(group.hints.length, left);
  }
  return leading;
}

/**
 * Runs `callback` once the browser has painted the next frame: a task queued from an animation
 * frame callback runs after that frame's rendering. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
