import { firstScreenIsReady, SITE_MARKS } from '../../support/app-ready';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixture';
import { CHUNK_LOAD_FAILED, HYDRATION_GAVE_UP, LOAD_FAILED, saveData } from '../../support/failed-loads';

/** A string of rc-cascader's own code (its search mark), in whichever chunk carries the component. */
const CASCADER_CODE = '__rc_cascader_search_mark__';
const HYDRATED = '[data-site-hydrated]';

test.use({ viewport: { width: 412, height: 823 } });

test('a demo far below the screen loads and hydrates only when the visitor scrolls near it', async ({ page }) => {
  const scripts: string[] = [];
  const readScript = async (response: Response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  };
  page.on('response', readScript);
  await page.goto('/');
  await expect(page.locator('article')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page is React's, but the demo under "First usage" (far below the hero) waits, as served.
  await page.waitForFunction(firstScreenIsReady, SITE_MARKS);
  const demo = page.locator('#docs-demo-first-cascader .dumi-default-previewer-demo');
  await expect(demo.locator('.rc-cascader')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(demo).not.toHaveAttribute('data-site-hydrated');
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => script.includes(CASCADER_CODE))).toEqual([]);

  await demo.scrollIntoViewIfNeeded();
  await expect(page.locator(`#docs-demo-first-cascader .dumi-default-previewer-demo${HYDRATED}`)).toHaveCount(1);
  // A script's body is read after it has arrived, so it may be read after the demo ran it.
  await expect.poll(() => scripts.some((script) => script.includes(CASCADER_CODE))).toBe(true);
  // No body is asked for after this: one read as the test ends could not be.
  page.off('response', readScript);
  await demo.locator('.rc-cascader').click();
  await page.getByRole('menuitemcheckbox', { name: 'Fruit' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Pear' }).click();
  await expect(demo).toContainText('Value: ["fruit","pear"]');
});

test('a demo on the first screen hydrates without waiting for a scroll', async ({ page }) => {
  await page.goto('/demo/simple');
  await expect(page.locator(`#docs-demo-simple-demo-city-picker .dumi-default-previewer-demo${HYDRATED}`)).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a demo whose code fails to load twice offers the reload in its box, and the reload brings it', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHUNK_LOAD_FAILED, HYDRATION_GAVE_UP);
  // A connection that saves data: no prefetch at idle brings the demo's code ahead of the scroll.
  await saveData(page);
  await page.goto('/');
  await expect(page.locator('article')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(firstScreenIsReady, SITE_MARKS);
  // Every script asked for from now on (the demo's) does not arrive.
  const tries = new Map<string, number>();
  await page.route(/\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    tries.set(path, (tries.get(path) ?? 0) + 1);
    return route.abort('connectionfailed');
  });
  const box = page.locator('#docs-demo-first-cascader');
  await box.scrollIntoViewIfNeeded();
  const offer = box.getByRole('alert');
  await expect(offer).toContainText('This demo did not load, even on a second try');
  // The demo's code was asked for twice (load-once.ts), and no more.
  expect(Math.max(...tries.values()), 'tried once more').toBe(2);

  await page.unroute(/\.js$/);
  await offer.getByRole('button', { name: 'Reload the page' }).click();
  await page.waitForURL('/');
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator(`#docs-demo-first-cascader .dumi-default-previewer-demo${HYDRATED}`)).toHaveCount(1);
  await expect(box.getByRole('alert')).toHaveCount(0);
  await expect(box.locator('.rc-cascader')).toHaveCount(1);
});
