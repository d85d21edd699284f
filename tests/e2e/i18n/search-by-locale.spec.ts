/**
 * The header search reads the locale being read: its text is that locale's, and it finds only that
 * locale's pages (dumi's search indexes the current locale's routes).
 */
import type { Page } from '@playwright/test';
import { localeOfPath, type LocaleId } from '../../../src/site';
import { waitForApp } from '../../support/page-health';
import { search, searchBox, searchPopover, searchResults } from '../../support/search';
import { themeMessage } from '../../support/theme-messages';
import { expect, test } from '../fixture';

/** A word only the Chinese pages have ("cascade"), and one both locales' pages have. */
const CHINESE_ONLY = '级联';
const IN_BOTH = 'cascader';
const NO_MATCH = 'zqxjv';

/** The locale of each result's link target, one per result. */
async function resultLocales(page: Page): Promise<LocaleId[]> {
  const hrefs = await searchResults(page).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => localeOfPath(new URL(href).pathname));
}

async function expectOnlyResultsIn(page: Page, locale: LocaleId) {
  const locales = await resultLocales(page);
  expect(locales.length).toBeGreaterThan(0);
  expect(new Set(locales)).toEqual(new Set([locale]));
}

test('on a zh-CN page, the search box speaks Chinese and finds only zh-CN pages', async ({ page }) => {
  await page.goto('/zh-CN/demo/simple');
  await waitForApp(page);
  await expect(searchBox(page, 'zh-CN')).toHaveAttribute('placeholder', themeMessage('zh-CN', 'header.search.placeholder'));

  await search(page, CHINESE_ONLY, 'zh-CN');
  await expect(searchResults(page).first().locator('mark').first()).toHaveText(CHINESE_ONLY);
  await expectOnlyResultsIn(page, 'zh-CN');

  await search(page, IN_BOTH, 'zh-CN');
  await expectOnlyResultsIn(page, 'zh-CN');

  await search(page, NO_MATCH, 'zh-CN');
  await expect(searchResults(page)).toHaveCount(0);
  await expect(searchPopover(page)).toContainText(themeMessage('zh-CN', 'search.not.found'));
});

test('on an English page, the same queries find only English pages', async ({ page }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
  await expect(searchBox(page, 'en-US')).toBeVisible();

  await search(page, IN_BOTH);
  await expectOnlyResultsIn(page, 'en-US');

  // Only the Chinese pages have it: nothing to find in English.
  await search(page, CHINESE_ONLY);
  await expect(searchResults(page)).toHaveCount(0);
  await expect(searchPopover(page)).toContainText(themeMessage('en-US', 'search.not.found'));
});
