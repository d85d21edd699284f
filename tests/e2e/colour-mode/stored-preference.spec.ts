import type { Page } from '@playwright/test';
import { COLOUR_STORAGE_KEY } from '../../../src/inline-scripts/colour-mode';
import { waitForApp } from '../../support/page-health';
import { expect, test, type WatchedPage } from '../fixture';

const switchSelect = (page: Page) => page.locator('.dumi-default-color-switch select');
const mode = (page: Page) => page.locator('html').getAttribute('data-prefers-color');
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), COLOUR_STORAGE_KEY);

async function storeBeforeLoad(page: Page, value: string) {
  await page.addInitScript(([key, preference]) => window.localStorage.setItem(key, preference), [COLOUR_STORAGE_KEY, value]);
}

/**
 * Blocks the site's own script files and its full stylesheet: what remains is the prerendered HTML,
 * its inline scripts and the rules it inlines (src/plugins/critical-css.ts). Each blocked file logs
 * a load failure, and nothing else may.
 */
async function blockScriptsAndStylesheet(page: Page, pageWatch: WatchedPage) {
  pageWatch.allow('console.error: Failed to load resource: net::ERR_FAILED');
  await page.route(/\.(js|css)(\?|$)/, (route) => route.abort());
}

/** The page's and its header's background colours. */
const backgrounds = (page: Page) =>
  page.evaluate(() =>
    [document.body, document.querySelector('.dumi-default-header')!].map((element) => getComputedStyle(element).backgroundColor),
  );

test('a choice is stored under dumi:prefers-color and reflected on <html>', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  expect(await mode(page)).toBe('light');

  await switchSelect(page).selectOption({ label: 'Dark Mode' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
  expect(await stored(page)).toBe('dark');

  await switchSelect(page).selectOption({ label: 'Light Mode' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
  expect(await stored(page)).toBe('light');

  // The choice survives a reload and a visit to another page.
  await switchSelect(page).selectOption({ label: 'Dark Mode' });
  await page.goto('/changelog');
  await waitForApp(page);
  expect(await mode(page)).toBe('dark');
  await expect(switchSelect(page)).toHaveValue('dark');
});

test('defaults to light when nothing is stored, even if the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForApp(page);
  expect(await mode(page)).toBe('light');
});

test('an unknown stored value falls back to light', async ({ page }) => {
  await storeBeforeLoad(page, 'sepia');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForApp(page);
  expect(await mode(page)).toBe('light');
});

test('Follow System resolves to the system scheme and switches live when it changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/demo/simple');
  await waitForApp(page);
  await switchSelect(page).selectOption({ label: 'Follow System' });
  expect(await stored(page)).toBe('auto');
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
});

test('a stored dark mode is applied by the prerendered page and its inline rules, before any bundle or the full stylesheet (no light flash)', async ({
  page,
  pageWatch,
}) => {
  await storeBeforeLoad(page, 'dark');
  await blockScriptsAndStylesheet(page, pageWatch);
  await page.goto('/demo/simple');
  expect(await mode(page)).toBe('dark');
  for (const background of await backgrounds(page)) expect(background).not.toMatch(/^rgba?\(255, 255, 255/);
});

test('Follow System is applied before any bundle or the full stylesheet as well', async ({ page, pageWatch }) => {
  await storeBeforeLoad(page, 'auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await blockScriptsAndStylesheet(page, pageWatch);
  await page.goto('/');
  expect(await mode(page)).toBe('dark');
  for (const background of await backgrounds(page)) expect(background).not.toMatch(/^rgba?\(255, 255, 255/);
});
