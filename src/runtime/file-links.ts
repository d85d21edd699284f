/**
 * A link to a file the site serves beside its pages (a page's Markdown copy `/demo/simple.md`,
 * `/llms.txt`) is followed by the browser. dumi writes every site-relative link of a Markdown page
 * as a router link, and the router, which has no route for a file, would show the not-found page
 * in its place. Installed once in the browser (.dumi/app.ts).
 */

/** The paths of the files the site serves beside its pages. */
export const FILE_PATH = /\.(?:md|txt|xml|png|svg)$/i;

/** Whether a click on `anchor` should reach the browser rather than the router. */
function isFileLink(anchor: { href: string } | null | undefined, origin: string): boolean {
  if (!anchor?.href) return false;
  const url = new URL(anchor.href, origin);
  return url.origin === origin && FILE_PATH.test(url.pathname);
}

/**
 * Stops a click on a link to such a file before React sees it (a listener on the window, capture
 * phase, runs before React's on its root): the router never handles it, the browser follows it.
 */
export function leaveFileLinksToBrowser(scope: Window): void {
  scope.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const anchor = typeof target?.closest === 'function' ? (target.closest('a[href]') as HTMLAnchorElement | null) : null;
      if (isFileLink(anchor, scope.location.origin)) event.stopPropagation();
    },
    true,
  );
}
