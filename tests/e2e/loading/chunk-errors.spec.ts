import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { HYDRATION_GAVE_UP, LOAD_FAILED } from '../../support/failed-loads';

const CHANGELOG_SCRIPT = /docs__changelog\.md\.[^/]*\.js$/;

/** What a blocked file logs, whatever it is. */
/** What the page logs when the changelog's chunk fails: the error its boundary caught, with the file. */
const CHANGELOG_CHUNK_FAILED =
  /^console\.error: ChunkLoadError: Loading chunk \S+ failed\.\n\(error: \S+\/docs__changelog\.md\.[^/\s]*\.js\)\n/;

// The chunk is blocked from the start: the page prefetches the header's pages once the visitor is
// there (src/runtime/route-prefetch.ts). The click then loads /changelog afresh (as after a deploy),
// where the chunk fails again: that second failure is shown (tests/e2e/loading/deploy.spec.ts).
test('when a page script chunk fails to load, the visitor sees why, and a reload recovers', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHANGELOG_CHUNK_FAILED, HYDRATION_GAVE_UP);
  await page.route(CHANGELOG_SCRIPT, (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Changelog' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('you may be offline, or the site was updated');
  await expect(alert).toContainText(/Loading chunk \S+ failed/);
  // The layout survives: header and navigation still work.
  await expect(page.locator('.dumi-default-header')).toBeVisible();

  await page.unroute(CHANGELOG_SCRIPT);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('after a failed page, navigating elsewhere works again', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHANGELOG_CHUNK_FAILED, HYDRATION_GAVE_UP);
  await page.route(CHANGELOG_SCRIPT, (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
