/**
 * Whether React owns the page: the document (or a standalone demo's #root) is a React container, and
 * the article, every demo and every cascader input carry a React fiber. Runs in the page, so it is
 * self-contained; both browser drivers poll it (page-health.ts for Playwright, ../firefox/support.ts
 * for Firefox).
 *
 * A demo far below the screen hydrates only once it comes near the viewport
 * (src/runtime/demo-boundary.tsx). While one waits, each poll scrolls the first such demo into view,
 * as a reader would; once every demo is hydrated, the page goes back to where it was.
 */
export function appIsReady(): boolean {
  const owns = (node: object | null, prefix: string) => Boolean(node) && Object.keys(node!).some((key) => key.startsWith(prefix));
  const state = window as unknown as { __scrollBeforeDemos?: [number, number] };
  const ready =
    [document, document.getElementById('root')].some((node) => owns(node, '__reactContainer')) &&
    Array.from(
      document.querySelectorAll('article, .dumi-default-previewer-demo > *, .rc-cascader-selection-search-input, #root > *'),
    ).every((element) => owns(element, '__reactFiber'));
  if (ready) {
    if (state.__scrollBeforeDemos) {
      window.scrollTo({ left: state.__scrollBeforeDemos[0], top: state.__scrollBeforeDemos[1], behavior: 'instant' });
      delete state.__scrollBeforeDemos;
    }
    return true;
  }
  const waiting = document.querySelector('.dumi-default-previewer-demo:not([data-site-hydrated])');
  if (waiting && !owns(waiting.firstElementChild, '__reactFiber')) {
    state.__scrollBeforeDemos ??= [window.scrollX, window.scrollY];
    waiting.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
  return false;
}

/**
 * Whether React owns what a visitor sees without scrolling: the document is a React container, the
 * article carries a React fiber, and so does every demo and cascader input on the first screen (a
 * demo further down waits until it is scrolled near). Unlike `appIsReady`, it never scrolls.
 */
export function firstScreenIsReady(): boolean {
  const owns = (node: object | null, prefix: string) => Boolean(node) && Object.keys(node!).some((key) => key.startsWith(prefix));
  // Shown (a <template> has no box) and starting above the bottom of the window.
  const onFirstScreen = (element: Element) =>
    element.getClientRects().length > 0 && element.getBoundingClientRect().top < window.innerHeight;
  return (
    [document, document.getElementById('root')].some((node) => owns(node, '__reactContainer')) &&
    Array.from(document.querySelectorAll('article, .dumi-default-previewer-demo > *, .rc-cascader-selection-search-input, #root > *'))
      .filter((element) => element.matches('article') || onFirstScreen(element))
      .every((element) => owns(element, '__reactFiber'))
  );
}
