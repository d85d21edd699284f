/**
 * The page's sections listed under its sidebar link (frontmatter `toc: 'menu'`, dumi's default).
 * .dumi/theme/slots/Toc.tsx renders the list from the route's metadata, so it is in the prerendered
 * HTML, and marks the section being read with these helpers once the page has hydrated.
 */

/** One entry of dumi's route `toc`: a heading or a demo, with its anchor id. */
export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

/**
 * The entries the list shows: second- and third-level ones (demo titles are third-level), or only
 * second-level ones on a page whose front matter says `tocDepth: 2` (the changelog, whose 113
 * releases are third-level headings: its list goes by major version).
 */
export function listedSections<T extends TocEntry>(toc: readonly T[], tocDepth: unknown = 3): T[] {
  const deepest = tocDepth === 2 ? 2 : 3;
  return toc.filter(({ depth }) => depth >= 2 && depth <= deepest);
}

/**
 * The part of the window a reader looks at: `top` is the bottom of the sticky header, `middle` the
 * line half-way down the window.
 */
export interface ReadingView {
  top: number;
  middle: number;
}

/**
 * Which section is being read, from the tops of the sections (distance from the top of the window;
 * `null` for one not laid out yet): the first section that starts below the header, if it starts in
 * the upper half of the window, or else the one before it, which is still being read. `preferred`
 * is the section the address points at: just after its link is followed it wins while its top is
 * in the upper half, since the page may not scroll far enough to bring it right under the header.
 * At the top of the page, or with nothing laid out, the first section is marked, so one always is.
 */
export function currentSection(tops: readonly (number | null)[], view: ReadingView, preferred = -1): number {
  if (tops.length === 0) return -1;
  const inUpperHalf = (top: number | null) => top !== null && top >= view.top - 1 && top < view.middle;
  if (preferred >= 0 && preferred < tops.length && inUpperHalf(tops[preferred])) return preferred;
  const next = tops.findIndex((top) => top !== null && top >= view.top - 1);
  if (next === -1) {
    // Every section laid out has scrolled above the header: the last of them is being read.
    let last = tops.length - 1;
    while (last > 0 && tops[last] === null) last -= 1;
    return last;
  }
  return inUpperHalf(tops[next]) ? next : Math.max(next - 1, 0);
}
