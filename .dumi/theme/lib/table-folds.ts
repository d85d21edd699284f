/**
 * A wide table scrolls sideways in its box (.dumi/theme/builtins/Table.tsx); a shadow on a side
 * shows that more of it is hidden there. The theme's styles draw them from `data-left-folded` and
 * `data-right-folded`.
 */

export interface Folds {
  left: boolean;
  right: boolean;
}

/**
 * The sides of a scrolling box that hide some of its content (the site is written left to right);
 * a pixel of rounding is ignored.
 */
export function foldsOf(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): Folds {
  const hiddenRight = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return { left: box.scrollLeft > 1, right: hiddenRight > 1 };
}

/** The data attributes the theme's styles read, absent (not false) for a side with nothing hidden. */
export function foldAttributes(folds: Folds): Record<'data-left-folded' | 'data-right-folded', true | undefined> {
  return { 'data-left-folded': folds.left || undefined, 'data-right-folded': folds.right || undefined };
}
