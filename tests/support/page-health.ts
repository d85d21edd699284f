import { expect, type BrowserContext, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { COLOUR_STORAGE_KEY, type ColourMode } from '../../src/inline-scripts/colour-mode';
import { appIsReady, firstScreenIsReady, SITE_MARKS } from './app-ready';
import { HYDRATION_ERROR, hydrationRecorder } from './hydration-errors';

export type { ColourMode };

export interface PageWatch {
  /** Console errors and warnings, and uncaught page errors, in the order they happened. */
  problems: string[];
  /** Requests to any origin but the site's own (data: and blob: URLs are local). */
  foreignRequests: string[];
}

/** The requests a watched page has made that have neither finished nor failed yet. */
const inFlight = new WeakMap<Page, Set<Request>>();

/** How long a watched page must have no request in flight for its network to count as settled. */
const QUIET_MS = 100;

/**
 * Resolves once none of the page's requests has been in flight for QUIET_MS, on a page `watchPage`
 * watches: a request one piece of code makes as another arrives starts within it. (Playwright's
 * `networkidle`, which waits for 500 ms, cost every test that much.) On another page, at
 * `networkidle`.
 */
async function networkSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (pending.size > 0 || Date.now() - quietSince < QUIET_MS) {
    if (pending.size > 0) quietSince = Date.now();
    if (Date.now() > deadline) throw new Error(`Still loading after 30 s: ${[...pending].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Records everything that would make a page unhealthy: console errors and warnings, page errors,
 * every hydration error React creates, reported or not (logged to the console by the recorder in
 * ./hydration-errors.ts), and requests to other origins, which are
 * recorded and then aborted, so that a test never waits on the network. Attach it before the
 * page loads (before `goto`), or problems during the load go unseen. Given a browser context, it
 * watches every page of the context, from the first byte of each: also a popup the site opens.
 */
export async function watchPage(target: Page | BrowserContext, siteOrigin: string): Promise<PageWatch> {
  const watch: PageWatch = { problems: [], foreignRequests: [] };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      watch.problems.push(`console.${message.type()}: ${message.text()}`);
    }
  };
  const onError = (error: Error) => watch.problems.push(`page error: ${error.message}`);
  if ('goto' in target) {
    target.on('console', onConsole);
    target.on('pageerror', onError);
    const pending = new Set<Request>();
    inFlight.set(target, pending);
    target.on('request', (request) => pending.add(request));
    target.on('requestfinished', (request) => pending.delete(request));
    target.on('requestfailed', (request) => pending.delete(request));
  } else {
    target.on('console', onConsole);
    target.on('weberror', (webError) => onError(webError.error()));
  }
  await target.addInitScript(hydrationRecorder, { pattern: HYDRATION_ERROR.source, report: true });
  await target.route(
    (url) => !['data:', 'blob:'].includes(url.protocol) && url.origin !== siteOrigin,
    async (route) => {
      watch.foreignRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return watch;
}

/** Stores a colour preference before any of the page's scripts run. */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COLOUR_STORAGE_KEY, mode] as const);
}

/**
 * Resolves once React owns the page and the network has settled. Prerendered pages are hydrated
 * from the whole document, boundary by boundary (each lazy page and demo hydrates when its code
 * arrives), so this waits until the article, every demo and every cascader input are hydrated;
 * before that, a key press can reach an element React does not yet listen to. The standalone demo
 * pages are rendered into #root.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(appIsReady, SITE_MARKS);
  await networkSettled(page);
}

/**
 * Opens a documentation page (on a page the fixture watches from before the load: tests/e2e/fixture.ts):
 * it must answer 200; resolves once React owns it (waitForApp) and its article's first section is there
 * (the page's Markdown body can arrive after the layout).
 */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `the status of ${path}`).toBe(200);
  await waitForApp(page);
  await expect(page.locator('article h2').first()).toBeAttached();
}

/**
 * Resolves once React owns what is on the first screen and the network has settled, without
 * scrolling (`waitForApp` scrolls each demo that waits for the viewport into view): for tests of
 * the page as it loads.
 */
export async function waitForFirstScreen(page: Page): Promise<void> {
  await page.waitForFunction(firstScreenIsReady, SITE_MARKS);
  await networkSettled(page);
}
