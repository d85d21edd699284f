import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { watchPage, type PageWatch } from '../support/page-health';

export { expect };

export interface WatchedPage extends PageWatch {
  /**
   * Declares console output or page errors that the test causes on purpose (a blocked script, a
   * 404): each pattern must match a whole problem line as `PageWatch.problems` records it. Anything
   * else still fails the test.
   */
  allow(...expected: (string | RegExp)[]): void;
}

const watches = new WeakMap<Page, WatchedPage>();

/**
 * The events a test listens to on its page or context, whose listeners the fixture removes when the
 * test ends. Not `close`: Playwright's own teardown listens to it.
 */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'weberror',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'dialog',
  'popup',
  'page',
  'framenavigated',
];

/**
 * Ends what a test started on its context and on every page of it (its `page`, one it opened, a
 * popup) before they close: every route and every listener is removed, so that a handler still
 * running (a held-back chunk, a late response) can no longer fail the test once it has ended ("Test
 * ended", "Response has been disposed").
 */
async function release(context: BrowserContext): Promise<void> {
  const pages = context.pages();
  await Promise.all([
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    ...pages.map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })),
  ]);
  await Promise.all(
    TEST_EVENTS.flatMap((event) => [
      context.removeAllListeners(event, { behavior: 'ignoreErrors' }),
      ...pages.map((page) => page.removeAllListeners(event, { behavior: 'ignoreErrors' })),
    ]),
  );
}

/**
 * The `test` of every e2e spec: a spec imports it, never `@playwright/test`'s own. Its `page` is
 * watched from the moment it exists, before any `goto`, so that console errors and warnings, page
 * errors and requests to other origins are seen from the first byte of the first load; when the test
 * ends, the routes and listeners on its context and every page of it are removed, then it fails on
 * any of those problems the test has not allowed. A page the test opens itself (`context.newPage()`,
 * a popup) is watched by the test, with `watchPage`; a test that needs other browser options (a
 * viewport, no JavaScript) sets them with `test.use`, rather than opening a context of its own,
 * which this cleanup would not reach.
 */
export const test = base.extend<{ pageWatch: WatchedPage }>({
  // A test that uses the context and not `page` (it opens its own pages) is released here.
  context: async ({ context }, use) => {
    await use(context);
    await release(context);
  },

  page: async ({ page, baseURL }, use) => {
    const allowed: (string | RegExp)[] = [];
    const watch: WatchedPage = Object.assign(await watchPage(page, new URL(baseURL!).origin), {
      allow: (...expected: (string | RegExp)[]) => void allowed.push(...expected),
    });
    watches.set(page, watch);
    await use(page);
    await release(page.context());
    const isAllowed = (problem: string) =>
      allowed.some((pattern) => (typeof pattern === 'string' ? problem === pattern : pattern.test(problem)));
    expect(
      watch.problems.filter((problem) => !isAllowed(problem)),
      'console errors or warnings, or page errors',
    ).toEqual([]);
    expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
  },

  /** What has been recorded on `page` so far (using it creates `page`). */
  pageWatch: async ({ page }, use) => {
    await use(watches.get(page)!);
  },
});
