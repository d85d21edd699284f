/**
 * The site search as the build left it: a locale's index file, found through the meta tag the home
 * page names it by, answered by the engine the search worker runs (src/search/client/search-engine.ts).
 * Runs in Node, for the tests that read dist/ and for the browser tests that compare the list with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadIndex, search, type LoadedIndex, type SearchIndexFile } from '../../src/search/client/search-engine';
import type { LocaleId } from '../../src/site';
import { DIST } from './site';

const indexes = new Map<LocaleId, LoadedIndex>();

/** A locale's index file as the build wrote it, found through the meta tag dist/index.html names it by. */
export function builtIndexFile(locale: LocaleId): SearchIndexFile {
  const home = readFileSync(join(DIST, 'index.html'), 'utf8');
  const address = new RegExp(`<meta name="search-index" data-locale="${locale}" content="([^"]+)"`).exec(home)?.[1];
  if (!address) throw new Error(`dist/index.html names no search index for ${locale}`);
  return JSON.parse(readFileSync(join(DIST, address), 'utf8')) as SearchIndexFile;
}

function builtIndex(locale: LocaleId): LoadedIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = loadIndex(builtIndexFile(locale));
    indexes.set(locale, index);
  }
  return index;
}

/** The links of the built index's answer to `query`, in the order the results list shows them. */
export function builtAnswer(locale: LocaleId, query: string): string[] {
  return search(builtIndex(locale), query.trim()).flatMap((group) => group.hints.map((hint) => hint.link));
}
