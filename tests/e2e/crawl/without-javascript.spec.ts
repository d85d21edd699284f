import { docPages } from '../../support/site';
import { expect, test } from '../fixture';

/**
 * Every documentation page is prerendered, and reads whole before any script has run (and without
 * scripts at all): its title, heading, article and every demo are in the HTML where they belong,
 * not held back for scripts to move into place (src/stand-ins/react-dom-server.ts).
 */
test.use({ javaScriptEnabled: false });

for (const doc of docPages()) {
  test(`${doc.path} is prerendered: its article and every demo show without JavaScript`, async ({ page, pageWatch }) => {
    const response = await page.goto(doc.path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1');
    expect(html).toContain(doc.heading);
    await expect(page).toHaveTitle(`${doc.title} – rc-cascader`);
    await expect(page.getByRole('heading', { level: 1, name: doc.heading, exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText(doc.heading);
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(200);
    expect(pageWatch.foreignRequests).toEqual([]);
    const demos = page.locator('.dumi-default-previewer-demo');
    for (const demo of await demos.all()) await expect(demo).toBeVisible();
    await expect(page.locator('.dumi-default-content')).toBeVisible();
    await expect(page.locator('.dumi-default-content [hidden]:not(option)')).toHaveCount(0);
  });
}
