import { expect, test as base, type Page } from '@playwright/test';
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
 * The `test` of every e2e spec. Its `page` is watched from the moment it exists, before any
 * `goto`, so that console errors and warnings, page errors and requests to other origins are seen
 * from the first byte of the first load; when the test ends, its routes and listeners are removed,
 * then it fails on any of those problems the test has not allowed. A page the test opens itself (`context.newPage()`, a popup) is watched by the test,
 * with `watchPage`.
 */
export const test = base.extend<{ pageWatch: WatchedPage }>({
  page: async ({ page, baseURL }, use) => {
    const allowed: (string | RegExp)[] = [];
    const watch: WatchedPage = Object.assign(await watchPage(page, new URL(baseURL!).origin), {
      allow: (...expected: (string | RegExp)[]) => void allowed.push(...expected),
    });
    watches.set(page, watch);
    await use(page);
    // What the test started on its page and context ends before they close: every route and every
    // listener is removed, and a handler still running (a held-back chunk, a late response) can no
    // longer fail the test once it has ended ("Test ended", "Response has been disposed").
    const context = page.context();
    await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
    await Promise.all(
      TEST_EVENTS.flatMap((event) => [
        page.removeAllListeners(event, { behavior: 'ignoreErrors' }),
        context.removeAllListeners(event, { behavior: 'ignoreErrors' }),
      ]),
    );
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
