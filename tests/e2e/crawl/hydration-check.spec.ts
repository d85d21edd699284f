import { HYDRATION_ERROR_LINE } from '../../support/hydration-errors';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * Every e2e test fails on a hydration error that React creates in its page, reported or not
 * (../../support/hydration-errors.ts, installed by the fixture's page watch), so every page the
 * suite opens is checked for clean hydration: the a11y specs open each documentation page in both
 * colour modes. This proves the check sees a mismatch: the served HTML of a page is altered so that
 * React's first render no longer matches it.
 */
test('a prerendered page that React cannot hydrate as served is reported', async ({ page, pageWatch }) => {
  await page.route('**/demo/simple', async (route) => {
    const response = await route.fetch();
    const served = await response.text();
    const html = served.replace('>Simple</h1>', '>Not what React renders</h1>');
    expect(html, 'the page was altered').not.toBe(served);
    await route.fulfill({ response, body: html });
  });
  // What React logs for the mismatch it recovers from is expected here.
  pageWatch.allow(/./);
  await page.goto('/demo/simple');
  await waitForApp(page);
  expect(pageWatch.problems.filter((problem) => problem.startsWith(`console.error: ${HYDRATION_ERROR_LINE}`)).length).toBeGreaterThan(0);
});

test('a page that hydrates as served records no hydration error', async ({ page, pageWatch }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
  expect(await page.evaluate(() => (window as unknown as { __hydrationErrors: string[] }).__hydrationErrors)).toEqual([]);
  expect(pageWatch.problems).toEqual([]);
});
