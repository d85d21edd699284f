/**
 * Fetches a page's code before the click that needs it. A first visit to a page used to wait
 * for its route chunk after the click (352 ms median in `npm run bench -- --only nav`); now:
 * - on intent, the chunk of the page a link leads to loads as soon as the pointer is over the link,
 *   the link has focus, or a finger touches it (a pointer rests on a link for 100 ms or more before
 *   it clicks);
 * - at idle, the route chunks of the pages linked from the header and from the part of the sidebar
 *   on screen load one by one, in idle time with a pause between two, from a second after the
 *   visitor first moves, scrolls or types: never during the first load's work (hydration, the lazy
 *   demos), nor in an audit that only loads the page.
 * None of it happens on a connection that asks to save data. A chunk that fails to load is left to
 * the click (PageLoadErrorBoundary reloads the page).
 */
import { FILE_PATH } from './file-links';

/**
 * Loads the code of the page at a path of the site; resolves or rejects as that load does. On
 * intent all of it (the page and its demos); at idle only the page's own chunk, the lighter part.
 */
export type PreloadPath = (path: string, reason: 'intent' | 'idle') => Promise<unknown> | undefined;

/** What the visitor does that shows intent to follow a link. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;
/** What tells the idle prefetch that the visitor is there (and the first load's work is over). */
const PRESENCE = ['pointermove', 'scroll', 'keydown', 'touchstart', 'wheel'] as const;
/** The links prefetched at idle, where they are on screen. */
const IDLE_LINKS = '.dumi-default-header a[href], nav.dumi-default-sidebar a[href]';
/** How long after the visitor's first input the idle prefetch starts, and the pause between two pages. */
const IDLE_START_MS = 1_000;
const IDLE_PAUSE_MS = 250;

/** Whether the connection asks to save data (Chromium's Network Information API). */
function savesData(scope: { navigator: Navigator }): boolean {
  return Boolean((scope.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

/**
 * The path of the site's page an anchor leads to, or undefined for anything else: another origin,
 * a file beside the pages (the browser's), a download, a link that opens elsewhere, or a link to
 * a place on the page shown now.
 */
function pagePathOf(anchor: HTMLAnchorElement, location: { origin: string; pathname: string }): string | undefined {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin || FILE_PATH.test(url.pathname) || url.pathname === location.pathname) return undefined;
  return url.pathname;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? (target.closest('a[href]') as HTMLAnchorElement | null) : null;
}

function isOnScreen(element: Element, view: { innerWidth: number; innerHeight: number }): boolean {
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 && bottom > 0 && right > 0 && top < view.innerHeight && left < view.innerWidth;
}

/**
 * Installs the prefetch on a window; returns what removes it. `preload` is asked at most once per
 * path (a failed load is asked again at the next intent).
 */
export function prefetchRoutes(scope: Window, preload: PreloadPath): () => void {
  if (savesData(scope)) return () => undefined;
  const asked = new Map<string, 'intent' | 'idle'>();
  const fetchPage = (path: string | undefined, reason: 'intent' | 'idle'): Promise<unknown> => {
    if (!path || asked.get(path) === 'intent' || (reason === 'idle' && asked.has(path))) return Promise.resolve();
    asked.set(path, reason);
    return Promise.resolve(preload(path, reason)).catch(() => asked.delete(path));
  };

  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    if (anchor) void fetchPage(pagePathOf(anchor, scope.location), 'intent');
  };
  INTENT.forEach((type) => scope.document.addEventListener(type, onIntent, { capture: true, passive: true }));

  let idleHandle: number | undefined;
  let pause: number | undefined;
  // One page per idle period, a pause between two: the idle prefetch never crowds a click's own loads.
  const idle = (run: () => void, delay = IDLE_PAUSE_MS) => {
    pause = scope.setTimeout(() => {
      idleHandle = typeof scope.requestIdleCallback === 'function' ? scope.requestIdleCallback(run) : scope.setTimeout(run, 0);
    }, delay);
  };
  const onPresence = () => {
    PRESENCE.forEach((type) => scope.removeEventListener(type, onPresence, true));
    idle(prefetchOnScreen, IDLE_START_MS);
  };
  const prefetchOnScreen = () => {
    const paths = Array.from(scope.document.querySelectorAll<HTMLAnchorElement>(IDLE_LINKS))
      .filter((anchor) => isOnScreen(anchor, scope))
      .flatMap((anchor) => pagePathOf(anchor, scope.location) ?? []);
    const next = () => {
      const path = paths.shift();
      if (path === undefined) return;
      void fetchPage(path, 'idle').finally(() => idle(next));
    };
    next();
  };
  PRESENCE.forEach((type) => scope.addEventListener(type, onPresence, { capture: true, passive: true, once: true }));

  return () => {
    INTENT.forEach((type) => scope.document.removeEventListener(type, onIntent, true));
    PRESENCE.forEach((type) => scope.removeEventListener(type, onPresence, true));
    scope.clearTimeout(pause);
    if (idleHandle !== undefined) {
      if (typeof scope.cancelIdleCallback === 'function') scope.cancelIdleCallback(idleHandle);
      else scope.clearTimeout(idleHandle);
    }
  };
}
