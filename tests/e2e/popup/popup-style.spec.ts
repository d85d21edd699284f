import type { Locator, Page } from '@playwright/test';
import { useColourMode, waitForApp, type ColourMode } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * rc-cascader renders its popup at the end of <body>, outside the layout and the article: the
 * popup, its results list, its empty state and its loading icon must still have the font of the
 * prose and the colours of the colour mode in use.
 */

const MODES: ColourMode[] = ['light', 'dark'];

/** The font, text colour and background an element shows. */
const looks = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, color: style.color };
  });

/** The prose's font (an article paragraph's), and the theme's popup colours resolved for the current mode. */
async function siteLooks(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--cascader-text)';
    probe.style.backgroundColor = 'var(--cascader-surface)';
    document.body.append(probe);
    const { color, backgroundColor } = getComputedStyle(probe);
    probe.remove();
    return { fontFamily: getComputedStyle(document.querySelector('article .markdown p')!).fontFamily, color, backgroundColor };
  });
}

const popup = (page: Page) => page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useColourMode(page, mode);
    });

    test('the menu and its options have the site font and colours', async ({ page, pageWatch }) => {
      await page.goto('/demo/simple');
      await waitForApp(page);
      await page.getByLabel('Destination').click();
      const site = await siteLooks(page);
      // The browser's own default font, which the popup had before, is not the site's.
      expect(site.fontFamily).not.toBe(await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily));

      const menu = popup(page);
      await expect(menu).toBeVisible();
      expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(site.backgroundColor);
      for (const part of [menu, menu.getByRole('menuitemcheckbox', { name: 'Japan' })]) {
        expect(await looks(part)).toEqual({ fontFamily: site.fontFamily, color: site.color });
      }
      expect(pageWatch.problems).toEqual([]);
    });

    test('the search results list and the empty state have the site font and colours', async ({ page, pageWatch }) => {
      await page.goto('/demo/search');
      await waitForApp(page);
      const site = await siteLooks(page);
      const input = page.getByLabel('City (default search)');
      await input.fill('on');
      await expect(popup(page).getByRole('menuitemcheckbox').first()).toBeVisible();
      expect(await looks(popup(page).getByRole('menuitemcheckbox').first())).toEqual({ fontFamily: site.fontFamily, color: site.color });

      await input.fill('qwerty');
      const empty = popup(page).locator('.rc-cascader-menu-empty');
      await expect(empty).toHaveText('Not Found');
      expect((await looks(empty)).fontFamily).toBe(site.fontFamily);
      expect(pageWatch.problems).toEqual([]);
    });

    test('the loading icon of an option whose children load has the site font', async ({ page, pageWatch }) => {
      await page.goto('/demo/dynamic-options');
      await waitForApp(page);
      const site = await siteLooks(page);
      await page.getByLabel('Delivery city').click();
      await popup(page).getByRole('menuitemcheckbox', { name: 'Japan' }).click();
      const loading = popup(page).locator('.rc-cascader-menu-item-loading-icon');
      await expect(loading).toBeVisible();
      expect((await looks(loading)).fontFamily).toBe(site.fontFamily);
      expect(pageWatch.problems).toEqual([]);
    });
  });
}
