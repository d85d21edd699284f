/**
 * The site search's engine: what a locale's index file holds (written by the build,
 * src/search/node/search-plugin.ts) and how a query is answered from it (in the search worker,
 * ./search-worker.ts). Runs in Node (build, unit tests) and in the worker.
 *
 * Exact matches follow the specification's scores: a query is split at spaces into keywords,
 * matched as substrings ignoring case (so a word cut short, `optionRend`, and Chinese inside text
 * without spaces, `级联`, match), and each keyword found counts 100 in a page's title, 10 in a
 * section's (or demo's) title and 1 in its text. A keyword found nowhere in the locale is taken as
 * misspelt: MiniSearch, over the index's vocabulary, finds the words within one edit of it (for a
 * keyword of 4 letters or more) or two (8 or more), and those words count as the keyword would,
 * divided by 1000. So a typo's matches always rank after an exact match of the same query.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

/** How a result reads: its title shown whole, and its page as a breadcrumb (the nav's title goes first, in the page). */
export interface ResultLabel {
  title: string;
  /** The breadcrumb after the nav's title. */
  crumbs: string[];
  /** The page's title, which the nav's is left out for when they are the same. */
  pageTitle: string;
}

/** A section of a page: the text before its first heading, or under one heading. */
export interface IndexedSection {
  /** The heading's own text ('' for the text before the first heading). */
  rawTitle: string;
  /** "Page - Heading", as the results' title reads before the label replaces it. */
  title: string;
  link: string;
  paragraphs: string[];
  label: ResultLabel;
}

export interface IndexedDemo {
  link: string;
  rawTitle: string;
  title: string;
  description: string;
  label: ResultLabel;
}

export interface IndexedPage {
  /** The page's title with its front-matter keywords in brackets. */
  title: string;
  link: string;
  sections: IndexedSection[];
  demos: IndexedDemo[];
  label: ResultLabel;
}

/** A locale's index file. */
export interface SearchIndexFile {
  version: 1;
  locale: string;
  pages: IndexedPage[];
  /** MiniSearch's index of every word of the pages, for the typos. */
  words: AsPlainObject;
}

/** One piece of a highlighted text. */
export interface HighlightedText {
  text: string;
  highlighted?: boolean;
}

export type HintType = 'page' | 'title' | 'content' | 'demo';

/** A result, in the shape of dumi's results list, with its label. */
export interface SearchHint {
  type: HintType;
  link: string;
  priority: number;
  highlightTitleTexts: HighlightedText[];
  highlightTexts: HighlightedText[];
  pageTitle: string;
  label: ResultLabel;
}

/** The answer: the results in one group, best first (the list names the group). */
export type SearchAnswer = { title?: string; priority: number; hints: SearchHint[] }[];

/** What a typo's match counts, against an exact match of the same keyword in the same place. */
export const TYPO_WEIGHT = 1 / 1000;

/** The edits forgiven in a word of `length` characters: 1 from 4 letters, 2 from 8. */
export function editsFor(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

const HAN = /\p{Script=Han}/u;
const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;

/**
 * The words of a text, for MiniSearch: split at anything but letters and digits (`fieldNames` stays
 * one word), and a run of Chinese, which has no spaces, cut into words by Intl.Segmenter.
 */
export function words(text: string): string[] {
  const found: string[] = [];
  for (const piece of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!piece) continue;
    if (segmenter && HAN.test(piece)) {
      for (const { segment, isWordLike } of segmenter.segment(piece)) if (isWordLike) found.push(segment);
    } else found.push(piece);
  }
  return found;
}

const WORDS_OPTIONS: Options = { fields: ['text'], storeFields: [], tokenize: words };

/** The text of a page that MiniSearch indexes: every word of it. */
function pageText(page: IndexedPage): string {
  return [
    page.title,
    ...page.sections.flatMap((section) => [section.rawTitle, ...section.paragraphs]),
    ...page.demos.flatMap((demo) => [demo.rawTitle, demo.description]),
  ].join('\n');
}

/** A locale's index file, from its pages. */
export function searchIndexFile(locale: string, pages: IndexedPage[]): SearchIndexFile {
  const index = new MiniSearch(WORDS_OPTIONS);
  index.addAll(pages.map((page, id) => ({ id, text: pageText(page) })));
  return { version: 1, locale, pages, words: index.toJSON() };
}

/** A loaded index: the pages, and MiniSearch's words, loaded when a typo first needs them. */
export interface LoadedIndex {
  pages: IndexedPage[];
  words: () => MiniSearch;
}

export function loadIndex(file: SearchIndexFile): LoadedIndex {
  let words: MiniSearch | undefined;
  return { pages: file.pages, words: () => (words ??= MiniSearch.loadJS(file.words, WORDS_OPTIONS)) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word to look for, and the keyword of the query it stands for (itself, or a typo's match). */
interface Wanted {
  word: string;
  keyword: number;
  weight: number;
}

/** Where `word` occurs in `text`, ignoring case: each match's start and end. */
function occurrences(text: string, word: string): [number, number][] {
  return [...text.matchAll(new RegExp(escape(word), 'gi'))].map((match) => [match.index, match.index + match[0].length]);
}

/** `text` in pieces, the ranges of `found` marked; ranges that overlap or touch are marked as one. */
function markRanges(text: string, found: readonly [number, number][]): HighlightedText[] {
  const ranges: [number, number][] = [];
  for (const [start, end] of [...found].sort((a, b) => a[0] - b[0])) {
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  const pieces: HighlightedText[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: text.slice(start, end), highlighted: true });
    at = end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at) });
  return pieces;
}

/**
 * The site's one highlighter: `text` in pieces, each of `words` marked wherever it occurs,
 * ignoring case. The worker marks its results with it, and the results list a result's title
 * and breadcrumb with the words the worker marked.
 */
export function highlightWords(text: string, words: readonly string[]): HighlightedText[] {
  return markRanges(
    text,
    words.flatMap((word) => (word.trim() ? occurrences(text, word.trim()) : [])),
  );
}

/** The pieces of `text` with the wanted words marked, and the score of each keyword found in it. */
function highlight(text: string, wanted: readonly Wanted[], weight: number): [HighlightedText[], Map<number, number>] {
  const scores = new Map<number, number>();
  if (!text || wanted.length === 0) return [[{ text }], scores];
  const found: [number, number][] = [];
  for (const entry of wanted) {
    const matches = occurrences(text, entry.word);
    found.push(...matches);
    if (matches.length) scores.set(entry.keyword, Math.max(scores.get(entry.keyword) ?? 0, weight * entry.weight));
  }
  const pieces = markRanges(text, found);
  // The text before the first match is cut to its last 20 characters.
  const first = pieces[0];
  if (pieces.length > 1 && !first.highlighted && first.text.length > 20) pieces[0] = { text: `...${first.text.slice(-20)}` };
  return [pieces, scores];
}

const total = (...parts: Map<number, number>[]) => {
  const best = new Map<number, number>();
  for (const part of parts) for (const [keyword, score] of part) best.set(keyword, Math.max(best.get(keyword) ?? 0, score));
  return [...best.values()].reduce((sum, score) => sum + score, 0);
};

/** Whether `text` holds `word`, ignoring case. */
const holds = (text: string, word: string) => text.toLowerCase().includes(word);

function foundAnywhere(pages: readonly IndexedPage[], keyword: string): boolean {
  const word = keyword.toLowerCase();
  return pages.some(
    (page) =>
      holds(page.title, word) ||
      page.sections.some((section) => holds(section.rawTitle, word) || section.paragraphs.some((text) => holds(text, word))) ||
      page.demos.some((demo) => holds(demo.rawTitle, word) || holds(demo.description, word)),
  );
}

/**
 * The words of the index a misspelt keyword may stand for: only a keyword of one word (not
 * `aria-labl`, whose parts would each be forgiven), of 4 letters or more.
 */
function typoMatches(index: LoadedIndex, keyword: string): string[] {
  const parts = words(keyword);
  if (parts.length !== 1) return [];
  const edits = editsFor([...parts[0]].length);
  if (edits === 0) return [];
  const matches = new Set<string>();
  const lower = parts[0].toLowerCase();
  for (const result of index.words().search(parts[0], { fuzzy: edits, prefix: false })) {
    for (const term of result.terms) if (term !== lower) matches.add(term);
  }
  return [...matches];
}

/** The words a query looks for: its keywords, and for each found nowhere, the words it may be a typo of. */
function wantedWords(index: LoadedIndex, query: string): Wanted[] {
  const keywords = query.trim().split(/\s+/).filter(Boolean);
  const wanted: Wanted[] = [];
  keywords.forEach((keyword, at) => {
    wanted.push({ word: keyword, keyword: at, weight: 1 });
    if (!foundAnywhere(index.pages, keyword)) {
      for (const word of typoMatches(index, keyword)) wanted.push({ word, keyword: at, weight: TYPO_WEIGHT });
    }
  });
  return wanted;
}

/** The answer to a query: every result, best first (an empty query has none). */
export function search(index: LoadedIndex, query: string): SearchAnswer {
  const wanted = wantedWords(index, query);
  if (wanted.length === 0) return [];
  const pattern = new RegExp(wanted.map(({ word }) => escape(word)).join('|'), 'i');
  const hints: SearchHint[] = [];
  for (const page of index.pages) {
    const pageTitle = page.title;
    const pageMatches = pattern.test(pageTitle);
    for (const section of page.sections) {
      const paragraph = section.paragraphs.find((text) => pattern.test(text));
      if (paragraph !== undefined) {
        const [titleTexts, titleScores] = highlight(section.title, wanted, 10);
        const [texts, textScores] = highlight(paragraph, wanted, 1);
        hints.push({
          type: 'content',
          link: section.link,
          priority: total(textScores, titleScores),
          highlightTitleTexts: titleTexts,
          highlightTexts: texts,
          pageTitle,
          label: section.label,
        });
      } else if (pattern.test(section.rawTitle) && !pageMatches) {
        const [titleTexts, titleScores] = highlight(section.title, wanted, 10);
        const [texts] = highlight(section.paragraphs[0] ?? '', wanted, 1);
        hints.push({
          type: 'title',
          link: section.link,
          priority: total(titleScores),
          highlightTitleTexts: titleTexts,
          highlightTexts: texts,
          pageTitle,
          label: section.label,
        });
      }
    }
    for (const demo of page.demos) {
      if (!pattern.test(demo.rawTitle) && !pattern.test(demo.description)) continue;
      const [titleTexts, titleScores] = highlight(demo.title, wanted, 10);
      const [texts, textScores] = highlight(demo.description, wanted, 1);
      hints.push({
        type: 'demo',
        link: demo.link,
        priority: total(textScores, titleScores),
        highlightTitleTexts: titleTexts,
        highlightTexts: texts,
        pageTitle,
        label: demo.label,
      });
    }
    if (pageMatches) {
      const [titleTexts, titleScores] = highlight(pageTitle, wanted, 100);
      const [texts] = highlight(page.sections[0]?.paragraphs[0] ?? '', wanted, 1);
      hints.push({
        type: 'page',
        link: page.link,
        priority: total(titleScores),
        highlightTitleTexts: titleTexts,
        highlightTexts: texts,
        pageTitle,
        label: page.label,
      });
    }
  }
  if (hints.length === 0) return [];
  // A stable sort: results of one score keep the pages' order.
  hints.sort((a, b) => b.priority - a.priority);
  return [{ title: undefined, priority: 0, hints }];
}
