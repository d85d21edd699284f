/**
 * Whether React owns the page: the document (or a standalone demo's #root) is a React container, and
 * the article, every demo and every cascader input carry a React fiber. Runs in the page, so it is
 * self-contained; both browser drivers poll it (page-health.ts for Playwright, ../firefox/support.ts
 * for Firefox).
 */
export function appIsReady(): boolean {
  const owns = (node: object | null, prefix: string) =>
    Boolean(node) && Object.keys(node!).some((key) => key.startsWith(prefix));
  if (![document, document.getElementById('root')].some((node) => owns(node, '__reactContainer'))) return false;
  const parts = document.querySelectorAll('article, .dumi-default-previewer-demo > *, .rc-cascader-selection-search-input, #root > *');
  return Array.from(parts).every((element) => owns(element, '__reactFiber'));
}
