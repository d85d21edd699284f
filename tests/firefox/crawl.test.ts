import { describe, expect, test } from 'vitest';
import { builtRoutes } from '../support/site';
import { useSiteInFirefox, waitForApp, watchPage } from '../support/firefox';

/**
 * The crawl's health checks in Firefox: every documentation page the build wrote, one standalone demo
 * page and the not-found page load, hydrate, and stay silent: no console error or warning, no uncaught
 * error, no request to another origin, no hydration error (reported or discarded, see support.ts).
 */
const routes = builtRoutes();
const pages = routes.filter((route) => route.kind === 'page').map((route) => route.path);
/** The city picker's standalone page when there is one (the previewer tests open it too), else the first. */
const demos = routes.filter((route) => route.kind === 'demo').map((route) => route.path);
const demo = demos.find((path) => path.endsWith('-city-picker')) ?? demos[0];
const NOT_FOUND = '/no-such-page-here';

const firefox = useSiteInFirefox();

test('the build holds documentation pages and a standalone demo to crawl', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(demo).toBeDefined();
});

const cases = [
  ...pages.map((path) => ({ path, status: 200 })),
  { path: demo ?? '/~demos/none-built', status: 200 },
  { path: NOT_FOUND, status: 404 },
];

// The pages load side by side, each in a browser context of its own, as many at once as the
// config's maxConcurrency allows: most of a page's time is spent waiting on the page.
// Firefox drops a tab it is creating while another context opens or closes ("BrowsingContext does
// no longer exist"): contexts open and close one at a time (`oneAtATime`), and only the pages'
// loads overlap. Each page gets a window of its own: tabs share one window, where all but the newest
// are hidden, and a hidden page's frames and timers are throttled to about one a second (the first
// page of the crawl then took 17 s to hydrate on a busy machine, against 2 s when visible).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(step: () => Promise<T>): Promise<T> {
  const done = queue.then(step);
  queue = done.catch(() => undefined);
  return done;
}

describe.concurrent.each(cases)('$path in Firefox', ({ path, status }) => {
  test(`answers ${status}, hydrates, and logs nothing, fetches nothing foreign, mismatches nothing`, async ({ expect }) => {
    const { context, page } = await oneAtATime(async () => {
      const opened = await firefox.browser.createBrowserContext();
      return { context: opened, page: await opened.newPage({ type: 'window' }) };
    });
    try {
      const watch = await watchPage(page, firefox.site.origin);
      const response = await page.goto(firefox.site.url(path));
      expect(response?.status()).toBe(status);
      // A visitor's page is shown while it loads; a hidden one would be timed at one frame a second.
      expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
      await waitForApp(page);

      expect(await watch.hydrationErrors(), 'hydration errors, reported or not').toEqual([]);
      expect(watch.problems, 'console errors, warnings or page errors').toEqual([]);
      expect(watch.foreignRequests, 'requests to other origins').toEqual([]);
    } finally {
      await oneAtATime(() => context.close());
    }
  });
});
