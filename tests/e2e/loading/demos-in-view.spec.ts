import { firstScreenIsReady, SITE_MARKS } from '../../support/app-ready';
import { expect, test } from '../fixture';

/** A string of rc-cascader's own code (its search mark), in whichever chunk carries the component. */
const CASCADER_CODE = '__rc_cascader_search_mark__';
const HYDRATED = '[data-site-hydrated]';

test.use({ viewport: { width: 412, height: 823 } });

test('a demo far below the screen loads and hydrates only when the visitor scrolls near it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
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
  expect(scripts.some((script) => script.includes(CASCADER_CODE))).toBe(true);
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
