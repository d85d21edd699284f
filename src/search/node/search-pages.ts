/**
 * The entries of a locale's search index (src/search/client/search-engine.ts), from its pages' meta and
 * the demos, as the build has them (./search-plugin.ts). The pages are first shaped for
 * search (./search-index.ts: an entry per API row, a line per table row, the keywords
 * after the title, content tabs as pages of their own); then, for each page:
 * - a section for the text before its first heading, and one for each heading (a demo's heading
 *   is left out: the demo is an entry of its own), titled "Page - Heading" (a top heading: "Page");
 * - its demos, each with its title and description;
 * - and each entry's label: its title whole, and the page's breadcrumb (the nav's title is put
 *   first in the browser, which has the nav).
 */
import type { IndexedDemo, IndexedPage, IndexedSection, ResultLabel } from '../client/search-engine';
import { pageLink, searchRoutes, type PageText, type SearchRoute, type TocEntry } from './search-index';

/** A demo as the build reads it: its page, its anchor, title and description. */
export interface SearchDemoAsset {
  routeId: string;
  asset?: { id: string; title?: string; description?: string };
}

/** The paragraphs under the heading `tocIndex` (undefined: before the first heading), one per paragraph id. */
function paragraphsUnder(texts: readonly PageText[], tocIndex: number | undefined): string[] {
  const byId: string[] = [];
  for (const text of texts) if (text.tocIndex === tocIndex) byId[text.paraId] = (byId[text.paraId] ?? '') + text.value;
  return byId.filter(Boolean);
}

/** The heading an entry of the toc is under (the nearest before it of a lower depth). */
function parentOf(toc: readonly TocEntry[], index: number): TocEntry | undefined {
  for (let before = index - 1; before >= 0; before -= 1) if (toc[before].depth < toc[index].depth) return toc[before];
  return undefined;
}

/** The search entries of a locale's pages: `routes` each with its meta (and content tabs), and every demo. */
export function searchPages(routes: Record<string, SearchRoute>, demos: Record<string, SearchDemoAsset>): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const [id, route] of Object.entries(searchRoutes(routes))) {
    const meta = route.meta;
    if (!meta) continue;
    const link = pageLink(route.path);
    const title = meta.frontmatter.title;
    const pageTitle = meta.frontmatter.pageTitle ?? title;
    const pageLabel: ResultLabel = { title, crumbs: [], pageTitle };
    const routeDemos = Object.values(demos).filter((demo) => demo.routeId === id && demo.asset);
    const demoIds = new Set(routeDemos.map((demo) => demo.asset!.id));
    const sections: IndexedSection[] = [];
    const before = paragraphsUnder(meta.texts, undefined);
    if (before.length) sections.push({ rawTitle: '', title, link, paragraphs: before, label: pageLabel });
    meta.toc.forEach((entry, index) => {
      if (demoIds.has(entry.id) || entry.depth < 1) return;
      const parent = parentOf(meta.toc, index);
      const label: ResultLabel =
        entry.depth === 1
          ? { title: pageTitle, crumbs: [], pageTitle }
          : { title: entry.title, crumbs: parent && parent.depth > 1 ? [pageTitle, parent.title] : [pageTitle], pageTitle };
      sections.push({
        rawTitle: entry.title,
        title: entry.depth === 1 ? title : `${title} - ${entry.title}`,
        link: `${link}#${entry.id}`,
        paragraphs: paragraphsUnder(meta.texts, index),
        label,
      });
    });
    const pageDemos: IndexedDemo[] = routeDemos.map(({ asset }) => ({
      link: `${link}#${asset!.id}`,
      rawTitle: asset!.title ?? '',
      title: asset!.title || title,
      description: asset!.description ?? '',
      label: { title: asset!.title || title, crumbs: [pageTitle], pageTitle },
    }));
    pages.push({ title, link, sections, demos: pageDemos, label: pageLabel });
  }
  return pages;
}
