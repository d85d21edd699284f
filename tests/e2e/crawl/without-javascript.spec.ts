import { docPages } from '../../support/site';
import { expect, test } from '../fixture';

/**
 * A prerendered page reads whole before any script has run (and without scripts at all): the
 * article and every demo are in the HTML where they belong, not held back for scripts to move into
 * place (src/react-dom/server.ts).
 */
test.use({ javaScriptEnabled: false });

for (const doc of docPages()) {
  test(`${doc.path} shows its article and every demo without JavaScript`, async ({ page }) => {
    await page.goto(doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.heading, exact: true })).toBeVisible();
    const demos = page.locator('.dumi-default-previewer-demo');
    for (const demo of await demos.all()) await expect(demo).toBeVisible();
    await expect(page.locator('.dumi-default-content')).toBeVisible();
    await expect(page.locator('.dumi-default-content [hidden]:not(option)')).toHaveCount(0);
  });
}
