/**
 * Drives the header search box in the language of the page it is on.
 */
import { expect, type Page } from '@playwright/test';
import type { LocaleId } from '../../src/site';
import { themeMessage } from './theme-messages';

/** The header's search box, found by the placeholder it has in `locale`. */
export const searchBox = (page: Page, locale: LocaleId = 'en-US') =>
  page.getByPlaceholder(themeMessage(locale, 'header.search.placeholder'), { exact: true });
export const searchPopover = (page: Page) => page.locator('.dumi-default-search-popover');
export const searchResults = (page: Page) => searchPopover(page).locator('dd > a');

/** Types `query` into an emptied box and resolves once its answer has been painted, every result of it. */
export async function search(page: Page, query: string, locale: LocaleId = 'en-US'): Promise<void> {
  const box = searchBox(page, locale);
  // Start from an empty box, so the answer waited for below is this query's, not the last one's.
  await box.fill('');
  await expect(searchResults(page)).toHaveCount(0);
  await box.fill(query);
  // The query is debounced and answered by a worker: wait for its answer to be painted.
  await expect(searchPopover(page).locator('dl, .dumi-default-search-empty').first()).toBeVisible();
  await expect(searchPopover(page)).not.toContainText(themeMessage(locale, 'search.loading'));
  // A long answer is painted in two steps, the first screen of results and then the rest.
  await expect(searchPopover(page).locator('[aria-busy="true"]')).toHaveCount(0);
}
