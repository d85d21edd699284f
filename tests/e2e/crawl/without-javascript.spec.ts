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
