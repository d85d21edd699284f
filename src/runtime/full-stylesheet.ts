/**
 * The site's full stylesheet on a prerendered page. The page inlines only the rules it uses and
 * links the full stylesheet disabled (src/plugins/html-rewrites.ts): the app's entry enables it as it
 * starts, after the first paint, and waits for it before it hydrates (src/stand-ins/umi-entry.ts),
 * since what React renders then (a popup, the search results, the next page) is styled by rules the
 * page may not have inlined.
 *
 * Why disabled: a stylesheet requested while the page loads is counted into its largest paint by
 * Lighthouse's simulation, even one that does not block rendering (`media="print"`): 1.20 s against
 * 0.98–1.01 s with the whole stylesheet inline, on most pages. Requested once the page has painted,
 * it is fetched beside the app's own chunks, which are larger.
 */

/** The attribute of the full stylesheet's link; `failed` once it could not be loaded. */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/**
 * Requests the page's full stylesheet; settles once it has loaded, or failed to (the page then keeps
 * the rules it inlined); at once on a page that links it as umi wrote it (the `/~demos/:id` template).
 */
export function fullStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.sheet || link.getAttribute(FULL_STYLESHEET_ATTRIBUTE) === 'failed') return Promise.resolve();
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  link.removeAttribute('disabled');
  return settled;
}
