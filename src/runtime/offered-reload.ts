/**
 * The reload the site offers when a piece of code loaded after the first paint (the live editor,
 * the search, a demo below the fold, the export) failed twice (./load-once.ts): the usual cause is
 * a deploy that replaced the chunks this tab runs, or being offline. What the visitor typed is kept
 * across that reload: just before it, each piece that holds typed text (a live editor's edited
 * code, the search box's query) hands it over, and it is noted in the tab's session storage under
 * the page's path; after it, each piece takes its own back, once, and the note is forgotten.
 */
import { tabStorage } from './deploy-reload';

/** Where the typed text is noted across an offered reload (per tab). */
export const KEPT_KEY = 'site:kept-input';

/** What was typed, by piece (`editor:<demo id>`, `search`), on the page at `path`. */
interface KeptInput {
  path: string;
  entries: Record<string, string>;
}

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key a live editor's code is kept under: its demo's id (the page's path is the note's). */
export const editorKey = (demoId: string) => `editor:${demoId}`;
export const SEARCH_KEY = 'search';

function readKept(storage: KeptStorage): KeptInput | undefined {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_KEY) ?? 'null') as Partial<KeptInput> | null;
    return typeof kept?.path === 'string' && kept.entries && typeof kept.entries === 'object' ? (kept as KeptInput) : undefined;
  } catch {
    return undefined;
  }
}

/** Notes what was typed on the page at `path`; an empty hand-over forgets any older note. */
export function keepInput(storage: KeptStorage, path: string, entries: Record<string, string>): void {
  if (Object.keys(entries).length === 0) storage.removeItem(KEPT_KEY);
  else storage.setItem(KEPT_KEY, JSON.stringify({ path, entries } satisfies KeptInput));
}

/**
 * The text kept for `key` on the page at `path`, taken: it is removed from the note (and the note
 * with its last entry), so that it comes back once. A note of another page is left alone.
 */
export function takeInput(storage: KeptStorage, path: string, key: string): string | undefined {
  const value = peekInput(storage, path, key);
  if (value === undefined) return undefined;
  const { [key]: _taken, ...rest } = readKept(storage)!.entries;
  keepInput(storage, path, rest);
  return value;
}

/** The text kept for `key` on the page at `path`, left in the note. */
export function peekInput(storage: KeptStorage, path: string, key: string): string | undefined {
  const kept = readKept(storage);
  const value = kept?.path === path ? kept.entries[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The pieces that hold typed text now: each returns its entries (none when nothing was typed). */
const holders = new Set<() => Record<string, string>>();

/** Registers a piece's typed text for the offered reload; returns the unregistering function. */
export function holdInput(collect: () => Record<string, string>): () => void {
  holders.add(collect);
  return () => holders.delete(collect);
}

/** Loads the page afresh, first noting what every piece holds typed (see `holdInput`). */
export function reloadKeepingInput(): void {
  const storage = tabStorage();
  if (storage) {
    const entries = Object.assign({}, ...[...holders].map((collect) => collect())) as Record<string, string>;
    try {
      keepInput(storage, window.location.pathname, entries);
    } catch {
      // Storage full or blocked: the reload goes ahead without the text.
    }
  }
  window.location.reload();
}

/** Takes back the text a piece kept across the offered reload, once (see `takeInput`). */
export function takeKeptInput(key: string): string | undefined {
  const storage = tabStorage();
  return storage ? takeInput(storage, window.location.pathname, key) : undefined;
}

/**
 * The text kept for `key` on this page, left in the note: what a render may read (a render React
 * throws away must lose nothing); the effect of the render that shows it takes it (`takeKeptInput`).
 */
export function peekKeptInput(key: string): string | undefined {
  const storage = tabStorage();
  return storage ? peekInput(storage, window.location.pathname, key) : undefined;
}
