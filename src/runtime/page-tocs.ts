/**
 * Each page's table of contents, brought by the page's own module rather than by dumi's meta table,
 * which would put every page's in the entry bundle (the patch "page chunks: each table of contents
 * with its page", src/plugins/page-chunks.ts). In production, the browser's meta table holds
 * TOC_WITH_PAGE for each page, and the page's module calls `registerToc` when webpack evaluates it.
 * The server's meta table and the dev server's keep dumi's tables, which `usePageToc` returns as they are.
 */
import type { useRouteMeta } from 'dumi';

type Toc = ReturnType<typeof useRouteMeta>['toc'];

/** @public The meta table as page-chunks.ts rewrites it imports it by name: its value for a table of contents that comes with its page. */
export const TOC_WITH_PAGE: Toc = Object.freeze([]) as unknown as Toc;

const tocs = new Map<string, Toc>();
const arrivals = new Map<string, { promise: Promise<void>; resolve: () => void }>();

/** @public Called by name from the code page-chunks.ts writes into each page's module (`file` is its front matter's `filename`), when it is evaluated. */
export function registerToc(file: string, toc: Toc): void {
  tocs.set(file, toc);
  arrivals.get(file)?.resolve();
}

/** Settles when the page of `file` has registered its table of contents. */
function arrival(file: string): Promise<void> {
  let entry = arrivals.get(file);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    entry = { promise, resolve };
    arrivals.set(file, entry);
  }
  return entry.promise;
}

/**
 * A page's (or content tab's) table of contents, from its route meta. When the page's module brings
 * it and has not been evaluated yet, the caller suspends until it has: while the page hydrates, its
 * boundary keeps the prerendered list, which then hydrates against the same entries.
 */
export function usePageToc(page: { toc: Toc; frontmatter: { filename?: string } }): Toc {
  if (page.toc !== TOC_WITH_PAGE) return page.toc;
  const file = page.frontmatter.filename;
  const toc = file === undefined ? undefined : tocs.get(file);
  if (toc) return toc;
  if (file === undefined) throw new Error('A page whose table of contents comes with it has no front-matter filename.');
  throw arrival(file);
}
