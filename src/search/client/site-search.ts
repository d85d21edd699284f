/**
 * The site search, as the header's search bar uses it (.dumi/theme/slots/SearchBar.tsx): the
 * locale's index, built with the site (src/search/node/search-plugin.ts), loaded into a worker of our own
 * (./search-worker.ts) when a visitor first shows intent to search, and the hook that asks it.
 *
 * `loadSearchIndex` starts the worker and hands it the index file the page names for its locale
 * (`<meta name="search-index" data-locale="…">`); it runs once per locale through `loadOnce`, so a
 * failed load is tried again on the next call, and the failure is kept for the results box to say
 * (`useSearchLoadFailure`). The hook keeps the specification's behaviour: the query is trimmed and
 * sent 200 ms after the last keystroke (or once the index is ready, if that is later), an empty query
 * clears the results, and the box shows it is loading until the answer to the latest query is in.
 */
import { useIntl } from 'dumi';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { loadOnce } from '../../runtime/load-once';
import type { SearchAnswer } from './search-engine';
import type { WorkerReply, WorkerRequest } from './search-worker';

/** How long the search waits after a keystroke before it asks (the specification's debounce). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * How long a query typed at `typedAt` still waits, at `now`, before it is asked: what is left of the
 * debounce. A query typed while the index loaded is asked as soon as the index is ready, if its
 * debounce has run out by then, not a whole debounce later.
 */
export function remainingDebounce(typedAt: number, now: number): number {
  return Math.max(0, SEARCH_DEBOUNCE_MS - (now - typedAt));
}

let worker: Worker | undefined;
const pending = new Map<number, (answer: SearchAnswer) => void>();
const indexLoads = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();

/**
 * What went wrong when the index did not load, for the box to say: the page names no index
 * (`missing`), the request for it got no answer (`network`), the server answered it with an error
 * (`http`), the worker did not start (`worker`), or the file arrived but could not be read (`read`).
 */
type LoadFailureKind = 'missing' | 'network' | 'http' | 'worker' | 'read';

/** A failed load of the index, with what happened (its kind) and the details (its message). */
class SearchLoadError extends Error {
  constructor(
    readonly kind: LoadFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SearchLoadError';
  }
}
let lastRequest = 0;

function onReply({ data }: MessageEvent<WorkerReply>) {
  if (data.action === 'search-result') {
    pending.get(data.id)?.(data.result);
    pending.delete(data.id);
  } else {
    const load = indexLoads.get(data.locale);
    indexLoads.delete(data.locale);
    if (data.action === 'index-loaded') load?.resolve();
    else load?.reject(new SearchLoadError('read', data.reason));
  }
}

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./search-worker.ts', import.meta.url), { name: 'site-search' });
    worker.addEventListener('message', onReply);
    // The worker's script failed to load or run: every load waiting for it fails, and the next starts another.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker = undefined;
      const error = new SearchLoadError('worker', `the search worker failed${event.message ? `: ${event.message}` : ''}`);
      for (const load of indexLoads.values()) load.reject(error);
      indexLoads.clear();
    });
  }
  return worker;
}

const post = (request: WorkerRequest, transfer: Transferable[] = []) => searchWorker().postMessage(request, transfer);

/** The address of a locale's index file, as the page names it. */
function indexAddress(locale: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="search-index"][data-locale="${locale}"]`)?.content || undefined;
}

async function fetchIndex(locale: string): Promise<ArrayBuffer> {
  const address = indexAddress(locale);
  if (!address) throw new SearchLoadError('missing', `this page names no search index for ${locale}`);
  let response: Response;
  try {
    response = await fetch(address);
  } catch (error) {
    throw new SearchLoadError('network', `${address}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SearchLoadError('http', `${address}: HTTP ${response.status}`, response.status);
  return response.arrayBuffer();
}

const loaders = new Map<string, () => Promise<void>>();

/** Loads a locale's index into the worker, once (a failed load is tried again on the next call). */
function loadSearchIndex(locale: string): Promise<void> {
  let load = loaders.get(locale);
  if (!load) {
    load = loadOnce(async () => {
      // The worker starts while the file downloads.
      searchWorker();
      const json = await fetchIndex(locale);
      await new Promise<void>((resolve, reject) => {
        indexLoads.set(locale, { resolve, reject });
        post({ action: 'load-index', args: { locale, json } }, [json]);
      });
    });
    loaders.set(locale, load);
  }
  return load();
}

/** Why the index failed to load: what happened, and the details on one line. */
export interface LoadFailure {
  kind: LoadFailureKind;
  reason: string;
  status?: number;
}

/** Why the index failed to load the last time it was tried; `null` while loading or once loaded. */
let loadFailure: LoadFailure | null = null;
const failureListeners = new Set<() => void>();

function setLoadFailure(failure: LoadFailure | null) {
  if (failure === loadFailure) return;
  loadFailure = failure;
  failureListeners.forEach((listener) => listener());
}

/** What a failed load says: its kind (`read` for an error of no known kind) and its reason, on one line. */
function describeLoadFailure(error: unknown): LoadFailure {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.replace(/\s+/g, ' ').trim() || 'unknown error';
  if (!(error instanceof SearchLoadError)) return { kind: 'read', reason };
  return error.status === undefined ? { kind: error.kind, reason } : { kind: error.kind, reason, status: error.status };
}

/** Why the search index could not be loaded, or `null`: for the results box. */
export function useSearchLoadFailure(): LoadFailure | null {
  return useSyncExternalStore(
    (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    () => loadFailure,
    () => null,
  );
}

/** Starts loading a locale's index, as a visitor shows intent; resolves whether or not it loads (a failure is kept to be shown). */
export function prepareSearch(locale: string): Promise<boolean> {
  setLoadFailure(null);
  return loadSearchIndex(locale).then(
    () => true,
    (error: unknown) => {
      setLoadFailure(describeLoadFailure(error));
      return false;
    },
  );
}

/** Asks the worker for the answer to a query in a locale's index. */
function ask(locale: string, keywords: string): Promise<SearchAnswer> {
  lastRequest += 1;
  const id = lastRequest;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    post({ action: 'get-search-result', args: { locale, keywords, id } });
  });
}

/** The search box's state: what is typed, the answer to it, whether it is on its way, and `load` to start loading the index. */
export function useSiteSearch() {
  const { locale } = useIntl();
  const [keywords, setTyped] = useState('');
  const [result, setResult] = useState<SearchAnswer>([]);
  const [loading, setLoading] = useState(false);
  const [readyLocale, setReadyLocale] = useState<string | null>(null);
  const latest = useRef(0);
  // When the last keystroke came: the debounce counts from it, also for a query typed before the index was ready.
  const typedAt = useRef(0);

  const load = useCallback(() => {
    void prepareSearch(locale).then((ready) => {
      if (ready) setReadyLocale(locale);
    });
  }, [locale]);

  const setKeywords = useCallback(
    (value: string) => {
      load();
      typedAt.current = performance.now();
      setLoading(true);
      setTyped(value);
      // An empty query clears the results.
      if (!value.trim()) setResult([]);
    },
    [load],
  );

  const ready = readyLocale === locale;
  useEffect(() => {
    if (!ready) return undefined;
    const query = keywords.trim();
    latest.current += 1;
    const asked = latest.current;
    if (!query) return undefined;
    const timer = setTimeout(
      () => {
        void ask(locale, query).then((answer) => {
          if (asked !== latest.current) return;
          // Synchronously: the results list listens for the arrow keys from an effect, and an
          // answer rendered as a default update runs its effects a task after it is painted, when
          // a key pressed as the results appear has already gone by unheard. Rendered in sync,
          // its effects run before the browser paints or takes the next key.
          flushSync(() => {
            setResult(answer);
            setLoading(false);
          });
        });
      },
      remainingDebounce(typedAt.current, performance.now()),
    );
    return () => clearTimeout(timer);
  }, [keywords, ready, locale]);

  return { keywords, setKeywords, result: keywords.trim() ? result : NO_RESULT, loading, load };
}

const NO_RESULT: SearchAnswer = [];
