/**
 * Brings the newest column of an open cascader into view when its columns scroll sideways.
 *
 * On a narrow screen the popup is no wider than the screen and scrolls its columns sideways
 * (src/styles/demo-theme.css); so does a Cascader.Panel wider than its container. When a click,
 * a key or a hover opens another column (or loadData adds one later), the newest column may be
 * hidden past the right edge: this scrolls the columns, not the page, until it shows. It acts only
 * when a cascader's number of columns grows, so a visitor who swiped back to an earlier column
 * keeps it in view while choosing in it. On a desktop the columns never overflow and nothing moves.
 */

const MENUS_SELECTOR = '.rc-cascader-menus';

/** How far to scroll `menus` so that `column` lies inside it (negative: towards the start). */
export function scrollNeeded(menus: DOMRect, column: DOMRect, rtl: boolean): number {
  if (rtl) return column.left < menus.left ? column.left - menus.left : 0;
  return column.right > menus.right ? column.right - menus.right : 0;
}

/** Scrolls each overflowing column row whose number of columns grew to its newest column. */
function revealNewestColumns(root: ParentNode, seen: WeakMap<Element, number>): void {
  for (const menus of root.querySelectorAll<HTMLElement>(MENUS_SELECTOR)) {
    const count = menus.children.length;
    const before = seen.get(menus) ?? 0;
    seen.set(menus, count);
    if (count <= before || menus.scrollWidth <= menus.clientWidth) continue;
    const newest = menus.children[count - 1];
    const rtl = getComputedStyle(menus).direction === 'rtl';
    const by = scrollNeeded(menus.getBoundingClientRect(), newest.getBoundingClientRect(), rtl);
    if (by !== 0) menus.scrollLeft += by;
  }
}

/** Watches the document for new columns (a popup renders into <body>, so the whole body). */
export function keepNewestColumnInView(doc: Document): void {
  const seen = new WeakMap<Element, number>();
  let scheduled = false;
  const check = () => {
    scheduled = false;
    revealNewestColumns(doc, seen);
  };
  const observer = new MutationObserver((mutations) => {
    if (scheduled) return;
    // Only a change inside a cascader's columns, or a popup added to <body>, can add a column.
    const relevant = mutations.some((mutation) => {
      const target = mutation.target as Element;
      return (
        mutation.addedNodes.length > 0 &&
        (target === doc.body || target.closest?.(MENUS_SELECTOR) || target.querySelector?.(MENUS_SELECTOR))
      );
    });
    if (!relevant) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  const start = () => observer.observe(doc.body, { childList: true, subtree: true });
  if (doc.body) start();
  else doc.addEventListener('DOMContentLoaded', start, { once: true });
}
