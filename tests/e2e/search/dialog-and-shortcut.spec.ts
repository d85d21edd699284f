/**
 * Search where the header has no room for its box (phones and tablets, up to 1024 px): the header's
 * button opens the search dialog. Control+K at every width, and on a wide screen scrolled past the
 * header.
 */
import type { Page } from '@playwright/test';
import { axeProblems } from '../../support/axe';
import { useColourMode, waitForApp } from '../../support/page-health';
import { searchPopover } from '../../support/search';
import { themeMessage } from '../../support/theme-messages';
import { expect, test } from '../fixture';

const PHONE = { width: 375, height: 812 };
// Up to 1024 px (the default theme's tablet range) the header has no room for its box either.
const TABLET = { width: 768, height: 1024 };
const searchDialog = (page: Page) => page.getByRole('dialog');

for (const [screen, viewport] of [
  ['a phone', PHONE],
  ['a tablet', TABLET],
] as const)
  for (const locale of ['en-US', 'zh-CN'] as const) {
    test(`on ${screen}, the header's search button opens a search that finds and follows a result (${locale})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(locale === 'zh-CN' ? '/zh-CN/demo/simple' : '/demo/simple');
      await waitForApp(page);
      // The header's own box has no room, and the header fits the screen.
      await expect(page.locator('.dumi-default-header .dumi-default-search-bar-input')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const button = page
        .locator('.dumi-default-header')
        .getByRole('button', { name: themeMessage(locale, 'site.search.open'), exact: true });
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport({ ratio: 1 });
      await button.click();

      const dialog = searchDialog(page);
      await expect(dialog).toHaveAccessibleName(themeMessage(locale, 'site.search.dialog'));
      const box = dialog.getByPlaceholder(themeMessage(locale, 'header.search.placeholder'), { exact: true });
      await expect(box).toBeFocused();
      await expect(box).toBeInViewport({ ratio: 1 });
      await box.fill('loadData');
      const row = dialog.locator(`a[href="${locale === 'zh-CN' ? '/zh-CN/' : '/'}#api-loaddata"]`);
      await expect(row).toBeVisible();
      expect(await axeProblems(page, { include: ['.site-search-dialog'], state: `${locale}, light` })).toEqual([]);
      // The results fit the screen.
      const results = await dialog.locator('.dumi-default-search-modal-content').boundingBox();
      expect(results!.x).toBeGreaterThanOrEqual(0);
      expect(results!.x + results!.width).toBeLessThanOrEqual(viewport.width);
      await row.click();
      await expect(page).toHaveURL(/#api-loaddata$/);
      await expect(searchDialog(page)).toHaveCount(0);
      await expect(page.locator('#api-loaddata')).toBeInViewport();
    });
  }

for (const viewport of [PHONE, TABLET, { width: 1440, height: 900 }]) {
  test(`Control+K opens search at ${viewport.width} px, and Escape closes it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/demo/simple');
    await waitForApp(page);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Control+k');
    const headerBox = page.locator('.dumi-default-header .dumi-default-search-bar-input');
    // Where the header's box is on the screen, the shortcut focuses it; elsewhere it opens the dialog.
    const box = viewport.width <= 1024 ? searchDialog(page).getByPlaceholder('Type keywords...', { exact: true }) : headerBox;
    await expect(box).toBeFocused();
    await page.keyboard.insertText('changelog');
    const results = viewport.width <= 1024 ? searchDialog(page).locator('dd > a') : searchPopover(page).locator('dd > a');
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('Escape');
    if (viewport.width <= 1024) await expect(searchDialog(page)).toHaveCount(0);
    else await expect(headerBox).not.toBeFocused();
  });
}

test('on a wide screen scrolled past the header, Control+K opens the search dialog (dark mode)', async ({ page }) => {
  await useColourMode(page, 'dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForApp(page);
  // The home page's header stays at the top of the page, over the hero.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.locator('.dumi-default-header')).not.toBeInViewport();
  await page.keyboard.press('Control+k');
  const box = searchDialog(page).getByPlaceholder('Type keywords...', { exact: true });
  await expect(box).toBeFocused();
  await box.fill('showSearch');
  await expect(searchDialog(page).locator('a[href="/#api-showsearch"]')).toBeVisible();
  expect(await axeProblems(page, { include: ['.site-search-dialog'], state: 'dark' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toHaveCount(0);
});
