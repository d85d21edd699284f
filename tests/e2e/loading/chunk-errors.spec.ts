import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const CHANGELOG_SCRIPT = /docs__changelog\.md\.[^/]*\.js$/;

/** What a blocked file logs, whatever it is. */
const LOAD_FAILED = 'console.error: Failed to load resource: net::ERR_CONNECTION_FAILED';
/** What the page logs when the changelog's chunk fails: the error its boundary caught, with the file. */
const CHANGELOG_CHUNK_FAILED =
  /^console\.error: ChunkLoadError: Loading chunk \S+ failed\.\n\(error: \S+\/docs__changelog\.md\.[^/\s]*\.js\)\n/;

test('when a page script chunk fails to load, the visitor sees why, and a reload recovers', async ({
  page,
  pageWatch,
}) => {
  pageWatch.allow(LOAD_FAILED, CHANGELOG_CHUNK_FAILED);
  await page.goto('/');
  await waitForApp(page);
  await page.route(CHANGELOG_SCRIPT, (route) => route.abort('connectionfailed'));
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Changelog' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('Loading chunk failed');
  await expect(alert).toContainText(/docs__changelog\.md\.[^/\s]*\.js/);
  // The layout survives: header and navigation still work.
  await expect(page.locator('.dumi-default-header')).toBeVisible();

  await page.unroute(CHANGELOG_SCRIPT);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('after a failed page, navigating elsewhere works again', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHANGELOG_CHUNK_FAILED);
  await page.goto('/');
  await waitForApp(page);
  await page.route(CHANGELOG_SCRIPT, (route) => route.abort('connectionfailed'));
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

