import { expect, test } from '../fixture';

/**
 * What the HTML of every documentation page holds before any script runs (title, heading, article,
 * every demo, nothing hidden by its markup) is checked over dist/ by tests/built/pages.test.ts. What
 * only a browser can tell is whether the stylesheet shows it: every page carries the same one
 * (tests/built/pages.test.ts), so a page of each kind, in each locale, stands for them all.
 */
test.use({ javaScriptEnabled: false });

for (const path of ['/', '/zh-CN/demo/multiple', '/changelog', '/playground']) {
  test(`${path} shows its article and every demo without JavaScript`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.dumi-default-content')).toBeVisible();
    await expect(page.locator('article')).toBeVisible();
    const demos = page.locator('.dumi-default-previewer-demo');
    if (path !== '/changelog' && path !== '/playground') expect(await demos.count()).toBeGreaterThan(0);
    // The playground's cascader and controls (tests/e2e/playground/ checks them in both locales).
    if (path === '/playground') await expect(page.locator('.site-playground .rc-cascader')).toBeVisible();
    for (const demo of await demos.all()) await expect(demo).toBeVisible();
  });
}

// Show Code needs the app's script: without it, each demo's code on both lines is folded under its box
// (src/package-choice/node/static-code.ts). tests/built/demos.test.ts checks every page's HTML for it.
test('each demo folds its code on both lines under its box, and a click opens it, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/demo/visible');
  const boxes = page.locator('.dumi-default-previewer');
  const folds = boxes.locator('details.site-static-code');
  await expect(folds).toHaveCount(await boxes.count());
  const fold = folds.first();
  const blocks = fold.locator('pre');
  await expect(blocks.first()).toBeHidden();
  await fold.getByText('Code, on rc-cascader 3.x and @rc-component/cascader 1.x').click();
  await expect(blocks.first()).toBeVisible();
  await expect(blocks.first()).toContainText("import Cascader from 'rc-cascader';");
  await expect(blocks.first()).toContainText('onOpenChange');
  const next = blocks.filter({ hasText: "import Cascader from '@rc-component/cascader';" });
  await expect(next).toHaveCount(1);
  await expect(next).toContainText('onPopupVisibleChange');
  // A long line scrolls inside its block; the page does not scroll sideways.
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const box = await boxes.first().boundingBox();
  const block = await next.boundingBox();
  expect(block!.x + block!.width).toBeLessThanOrEqual(box!.x + box!.width);
});
