/**
 * A page's head tags leave with it (.dumi/theme/components/Head.tsx): react-helmet-async keeps the
 * tags of a render React throws away for the rest of the visit, and a navigation right after the app
 * has started, or a page shown by a transition (whose first render React throws away while the page's
 * lazy component settles, src/runtime/page-transition.ts), must not leave another page's tags behind.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/** Hovers the header's link named `name` until its page's code has loaded, then follows it. */
async function hoverAndFollow(page: Page, name: string, heading: string) {
  const link = page.locator('.dumi-default-navbar').getByRole('link', { name });
  await link.hover();
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('from the home page to the not-found page and on, each page has its own canonical link and no other', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demo/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveTitle('Page not found – rc-cascader');
  // The not-found page has no canonical link, nor links to its counterparts.
  await expect(page.locator('link[data-rh]')).toHaveCount(0);

  await hoverAndFollow(page, 'Versions', 'Which package?');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/versions$/);
  await hoverAndFollow(page, 'Changelog', 'Changelog');
  await expect(page).toHaveTitle('Changelog – rc-cascader');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /\/changelog$/);
});
