import { expect, test } from '@playwright/test';
import { waitForApp } from '../../support/page-health';

test('a client-side navigation to an unknown path shows PAGE NOT FOUND inside the layout', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  // The router follows a history change to a path no page has (as a stale link would).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demo/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page.locator('.dumi-default-header')).toBeVisible();
  await page.getByRole('link', { name: /Back to homepage/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-cascader');
});
