/**
 * The site's full stylesheet on a prerendered page. The page inlines only the rules it uses and
 * links the full stylesheet without blocking its first paint (src/plugins/html-rewrites.ts); the
 * app's entry waits for it before it hydrates (src/stand-ins/umi-entry.ts), since what React renders
 * then (a popup, the search results, the next page) is styled by rules the page may not have inlined.
 */

/** The attribute of the full stylesheet's link; `failed` once it could not be loaded. */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/**
 * Settles once the page's full stylesheet has loaded, or failed to (the page then keeps the rules it
 * inlined); at once on a page that links it as umi wrote it (the `/~demos/:id` template).
 */
export function fullStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.sheet || link.getAttribute(FULL_STYLESHEET_ATTRIBUTE) === 'failed') return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
