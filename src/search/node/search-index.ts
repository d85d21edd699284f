/**
 * What the header search indexes, shaped from the pages' own texts as the build reads them
 * (./search-pages.ts turns them into the index's entries); this decides what they are:
 *
 * - each row of a table whose first cell holds an anchor (every row of the API reference,
 *   `<span id="api-loaddata">`) is an entry of its own, after its table's heading: the first cell
 *   is its title, the row its text (cells separated by " · "), its anchor its link (`/#api-loaddata`);
 * - every other table row is one line of its section, its cells separated, and a header row is left
 *   out; paragraphs, list items and cells are separate paragraphs (./rehype-search-texts.ts
 *   numbers them), so no two run together; the inline code of a heading, which dumi lists apart
 *   from its heading, is left out (the heading is indexed as such);
 * - a page's front-matter `keywords`, the words people use for it where the page uses others
 *   ("async", "lazy", "异步加载"), follow its title in brackets, as an abbreviation follows a heading;
 * - a content tab (the home page's FAQ, `/?tab=faq`) is a page of its own, titled by its tab.
 */
import type { PageText } from './rehype-search-texts';

export type { PageText };

export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

export interface Frontmatter {
  title: string;
  /** In the search's copy: the page's title without its keywords, for the results to show. */
  pageTitle?: string;
  subtitle?: string;
  keywords?: string[];
  [key: string]: unknown;
}

/** A page's meta, as dumi's search hook gives it (its tabs with their own meta). */
export interface PageMeta {
  frontmatter: Frontmatter;
  toc: TocEntry[];
  texts: PageText[];
  tabs?: { key: string; title?: string; meta: PageMeta }[];
}

/** What separates the cells of a table row in the indexed text. */
export const CELL_SEPARATOR = ' · ';

/** The page's texts and headings as the search indexes them (see above). */
export function searchableText(meta: Pick<PageMeta, 'toc' | 'texts'>): Pick<PageMeta, 'toc' | 'texts'> {
  const { toc, texts } = meta;
  let nextParaId = texts.reduce((max, text) => Math.max(max, text.paraId), -1) + 1;
  /** Entries to insert after each heading (by its index; -1: before the first heading). */
  const rowEntries = new Map<number, TocEntry[]>();
  /** The texts, each with the heading it belongs to as an entry: the old index, or a new row entry. */
  const out: { text: PageText; heading: number | TocEntry | undefined }[] = [];
  for (let index = 0; index < texts.length; index += 1) {
    const text = texts[index];
    if (text.heading) continue;
    if (!text.row) {
      out.push({ text: { value: text.value, paraId: text.paraId }, heading: text.tocIndex });
      continue;
    }
    const rowTexts = texts.slice(index, index + text.row);
    index += text.row - 1;
    if (text.head) continue;
    const cells: string[] = [];
    const cellOf = new Map<number, number>();
    for (const { value, paraId } of rowTexts) {
      if (!cellOf.has(paraId)) {
        cellOf.set(paraId, cells.length);
        cells.push('');
      }
      cells[cellOf.get(paraId)!] += value;
    }
    const line = cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (line.length === 0) continue;
    const value = line.join(CELL_SEPARATOR);
    if (text.anchor) {
      const parent = text.tocIndex === undefined ? undefined : toc[text.tocIndex];
      const entry: TocEntry = { id: text.anchor, depth: (parent?.depth ?? 1) + 1, title: line[0] };
      const key = text.tocIndex ?? -1;
      rowEntries.set(key, [...(rowEntries.get(key) ?? []), entry]);
      out.push({ text: { value, paraId: nextParaId++ }, heading: entry });
    } else {
      out.push({ text: { value, paraId: nextParaId++ }, heading: text.tocIndex });
    }
  }
  const newToc: TocEntry[] = [];
  const newIndex = new Map<number | TocEntry, number>();
  const addRows = (key: number) => {
    for (const entry of rowEntries.get(key) ?? []) {
      newIndex.set(entry, newToc.length);
      newToc.push(entry);
    }
  };
  addRows(-1);
  toc.forEach((entry, index) => {
    newIndex.set(index, newToc.length);
    newToc.push(entry);
    addRows(index);
  });
  return {
    toc: newToc,
    texts: out.map(({ text, heading }) => {
      const tocIndex = heading === undefined ? undefined : newIndex.get(heading);
      return tocIndex === undefined ? text : { ...text, tocIndex };
    }),
  };
}

/** The page title the worker indexes: the title, then the page's keywords in brackets. */
export function searchTitle(frontmatter: Frontmatter): string {
  const keywords = frontmatter.keywords?.filter(Boolean) ?? [];
  return keywords.length ? `${frontmatter.title} (${keywords.join(', ')})` : frontmatter.title;
}

/** The front matter the worker reads: the title with the keywords, and no subtitle (dumi adds it to the title). */
function searchFrontmatter(frontmatter: Frontmatter, title: string): Frontmatter {
  return { ...frontmatter, title: searchTitle({ ...frontmatter, title }), pageTitle: title, subtitle: undefined };
}

/** A route as dumi's search worker reads it. */
export interface SearchRoute {
  id: string;
  path: string;
  meta?: PageMeta;
  [key: string]: unknown;
}

/**
 * The routes the worker indexes: each page's meta made searchable, and each content tab as a page of
 * its own after its page, at `<page>?tab=<key>`, titled by the tab.
 */
export function searchRoutes(routes: Record<string, SearchRoute>): Record<string, SearchRoute> {
  const out: Record<string, SearchRoute> = {};
  for (const [id, route] of Object.entries(routes)) {
    if (!route.meta) {
      out[id] = route;
      continue;
    }
    const { tabs, frontmatter, ...meta } = route.meta;
    out[id] = {
      ...route,
      meta: { ...meta, ...searchableText(meta), frontmatter: searchFrontmatter(frontmatter, frontmatter.title) },
    };
    for (const tab of tabs ?? []) {
      const tabTitle = tab.meta.frontmatter.title || tab.title || tab.key;
      out[`${id}?tab=${tab.key}`] = {
        id: `${id}?tab=${tab.key}`,
        path: `${route.path}?tab=${tab.key}`,
        meta: {
          ...searchableText(tab.meta),
          frontmatter: searchFrontmatter(tab.meta.frontmatter, tabTitle),
        },
      };
    }
  }
  return out;
}

/** The link of a page, as dumi's worker made it from the route's path. */
export const pageLink = (path: string) => path.replace(/^([^/])/, '/$1') || '/';
