/**
 * Markdown tables (the API reference on / is sixteen of them): a prerendered table is kept as the
 * server wrote it while the page hydrates, so these check that nothing of it is lost, that its
 * links still navigate on the client, and that a wide table can still be scrolled and shows it.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/** Each table's cells as text, in order; from the page as it is now, or from HTML. */
function tableCells(html?: string): string[][] {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  return Array.from(root.querySelectorAll('article table'), (table) =>
    Array.from(table.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/** Marks the document, so that a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('after hydration the home page tables hold every cell the server wrote, and no hydration error', async ({
  page,
  pageWatch,
}) => {
  const html = await (await page.request.get('/')).text();
  await page.goto('/');
  await waitForApp(page);
  const served = await page.evaluate(tableCells, html);
  expect(served.length).toBeGreaterThan(10);
  expect(await page.evaluate(tableCells, undefined)).toEqual(served);
  // React reports a hydration mismatch as a page error.
  expect(pageWatch.problems).toEqual([]);
});

test('a link in a prerendered table navigates on the client and lands on its target', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const row = page.locator('article table tr', { has: page.locator('#api-autoclearsearchvalue') });
  await row.getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\/multiple-search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multiple search');
  expect(await isSameDocument(page)).toBe(true);

  // Back on the home page, its tables are rendered in the browser, complete.
  await page.goBack();
  await expect(page.locator('#api-autoclearsearchvalue')).toBeAttached();
  expect(await isSameDocument(page)).toBe(true);
  const html = await (await page.request.get('/')).text();
  expect(await page.evaluate(tableCells, undefined)).toEqual(await page.evaluate(tableCells, html));
});

test('a link in a prerendered table to an anchor of the page lands on it', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const link = page.locator('article table a[href^="#"], article table a[href^="/#"]').first();
  const href = (await link.getAttribute('href'))!;
  const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test('a modified click on a table link is left to the browser', async ({ page, context }) => {
  await page.goto('/');
  await waitForApp(page);
  const link = page.locator('article table a[href^="/demo/"]').first();
  const opened = context.waitForEvent('page');
  await link.click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(await link.getAttribute('href'));
  await expect(page).toHaveURL(/\/$/);
});

test('a table wider than a phone scrolls sideways, by keyboard too, and shades the hidden side', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Opened at a row's address: the page lands on it, so the table is on screen.
  await page.goto('/#api-options');
  await waitForApp(page);
  await expect(page.locator('#api-options')).toBeInViewport();
  const box = page.locator('.dumi-default-table-content', { has: page.locator('#api-options') });
  await expect(box).toHaveAttribute('data-right-folded', 'true');
  await expect(box).not.toHaveAttribute('data-left-folded');

  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(box).toHaveAttribute('data-left-folded', 'true');
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(box).not.toHaveAttribute('data-right-folded');
});
