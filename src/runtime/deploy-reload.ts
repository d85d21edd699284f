/**
 * What the site does when code it asks for after the first paint does not arrive. The usual
 * cause is not the network but a deploy: the tab runs the old build, whose chunks the new one has
 * replaced, so the only cure is a full load of the page, which brings the new build's HTML and
 * code. A load that fails again at once is not retried (it would loop): the failure is shown.
 */

/**
 * Whether an error is webpack's chunk load error, `ChunkLoadError` ("Loading chunk 12 failed.
 * (error: URL)"). Styles load with no chunk: every page carries the whole stylesheet inline.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk \S+ failed/.test(error.message));
}

/** Where the last full load for a failed chunk is noted (per tab). */
export const RELOAD_KEY = 'site:chunk-reload';
/** Within this long, a second failure at the same address is shown, not reloaded again. */
export const RELOAD_GUARD_MS = 10_000;

interface ReloadNote {
  address: string;
  at: number;
}

type NoteStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The address a reload is about: the path and query, not the #hash. */
export function reloadAddress(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

function readNote(storage: NoteStorage): ReloadNote | undefined {
  try {
    const note = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as Partial<ReloadNote> | null;
    return typeof note?.address === 'string' && typeof note.at === 'number' ? (note as ReloadNote) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a chunk that failed at `href` should be cured by a full load: not when this address was
 * loaded for the same reason less than RELOAD_GUARD_MS ago, nor when the tab cannot note it
 * (storage blocked), as then nothing would stop a loop.
 */
export function mayReload(href: string, now: number, storage: NoteStorage | undefined): boolean {
  if (!storage) return false;
  const note = readNote(storage);
  return !(note && note.address === reloadAddress(href) && now - note.at >= 0 && now - note.at < RELOAD_GUARD_MS);
}

/** Notes the full load about to happen, so that a second failure is shown (see `mayReload`). */
export function noteReload(href: string, now: number, storage: NoteStorage): void {
  storage.setItem(RELOAD_KEY, JSON.stringify({ address: reloadAddress(href), at: now } satisfies ReloadNote));
}

/** The tab's session storage, or undefined where it is blocked. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether the page at the current address may be loaded afresh for a failed chunk (see `mayReload`). */
export function mayReloadHere(): boolean {
  return mayReload(window.location.href, Date.now(), tabStorage());
}

/**
 * Loads the current address afresh for a failed chunk, noting it first; false (and nothing done)
 * where the loop guard forbids it.
 */
export function reloadForNewBuild(): boolean {
  const storage = tabStorage();
  if (!storage || !mayReload(window.location.href, Date.now(), storage)) return false;
  noteReload(window.location.href, Date.now(), storage);
  window.location.reload();
  return true;
}
