import { builtRoutes } from '../../support/site';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/** What Chromium logs for a page that answers 404 (the status the not-found page must have). */
const NOT_FOUND_LOG = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test.describe('not-found page', () => {
  test('an unknown path answers 404 with PAGE NOT FOUND inside the layout and a link home', async ({ page, pageWatch }) => {
    pageWatch.allow(NOT_FOUND_LOG);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    await expect(page.locator('.dumi-default-header')).toBeVisible();

    await page.getByRole('link', { name: /Back to homepage/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-cascader');
    await expect(page.getByRole('heading', { name: 'What it is' })).toBeVisible();
  });
});

test.describe('trailing slash', () => {
  test('is removed in place, keeping the query and the hash', async ({ page }) => {
    await page.goto('/demo/simple/?from=test#props-in-this-demo');
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/demo/simple');
    expect(new URL(page.url()).search).toBe('?from=test');
    expect(new URL(page.url()).hash).toBe('#props-in-this-demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  });

  test('the home page keeps its single slash', async ({ page }) => {
    await page.goto('/?q=1');
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('standalone demo route', () => {
  const simpleDemo = builtRoutes().find((route) => route.path.endsWith('city-picker'));

  test('renders the simple demo alone, outside the documentation layout', async ({ page }) => {
    expect(simpleDemo, 'a standalone page for the city picker demo').toBeDefined();
    await page.goto(`${simpleDemo!.path}?locale=en-US`);
    await waitForApp(page);
    await expect(page.locator('.dumi-default-header')).toHaveCount(0);
    await expect(page.getByText('Nothing picked yet.')).toBeVisible();
    await page.getByRole('combobox').click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ontario' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ottawa' }).click();
    await expect(page.getByRole('status')).toContainText('Canada / Ontario / Ottawa');
  });
});
