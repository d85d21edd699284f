/**
 * The site search's worker (started by ./site-search.ts when a visitor first shows intent to
 * search). It keeps each locale's index as the build wrote it (src/search/node/search-plugin.ts) and
 * answers queries from it (./search-engine.ts). Its messages (README, "Site search"):
 * - `{ action: 'load-index', args: { locale, json } }`, the index file's bytes (transferred):
 *   answered `{ action: 'index-loaded', locale }`, or `{ action: 'index-failed', locale, reason }`;
 * - `{ action: 'get-search-result', args: { locale, keywords, id } }`: answered
 *   `{ action: 'search-result', id, result }`, the results in dumi's shape (one group, best first).
 */
import { loadIndex, search, type LoadedIndex, type SearchIndexFile } from './search-engine';

export type WorkerRequest =
  | { action: 'load-index'; args: { locale: string; json: ArrayBuffer } }
  | { action: 'get-search-result'; args: { locale: string; keywords: string; id: number } };

export type WorkerReply =
  | { action: 'index-loaded'; locale: string }
  | { action: 'index-failed'; locale: string; reason: string }
  | { action: 'search-result'; id: number; result: ReturnType<typeof search> };

const indexes = new Map<string, LoadedIndex>();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (reply: WorkerReply) => void;
};

scope.onmessage = ({ data }) => {
  if (data.action === 'load-index') {
    const { locale, json } = data.args;
    try {
      const index = loadIndex(JSON.parse(new TextDecoder().decode(json)) as SearchIndexFile);
      indexes.set(locale, index);
      scope.postMessage({ action: 'index-loaded', locale });
      // The typos' word index is built once the first query can be answered without it.
      setTimeout(() => index.words(), 0);
    } catch (error) {
      scope.postMessage({ action: 'index-failed', locale, reason: error instanceof Error ? error.message : String(error) });
    }
  } else if (data.action === 'get-search-result') {
    const { locale, keywords, id } = data.args;
    const index = indexes.get(locale);
    scope.postMessage({ action: 'search-result', id, result: index ? search(index, keywords) : [] });
  }
};
