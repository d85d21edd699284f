/**
 * Each prerendered page inlines the rules its HTML uses (src/plugins/critical-css.ts) and links the
 * full stylesheet disabled (src/plugins/html-rewrites.ts); the app's entry requests it once the page
 * has painted, and hydrates only once it has loaded (src/runtime/full-stylesheet.ts). Held back, the full
 * stylesheet changes nothing on the first screen, in either colour mode, and what needs it (a
 * popup, the search results, the next page) appears only once it is there, styled.
 */
import type { Page } from '@playwright/test';
import { useColourMode, waitForApp, type ColourMode } from '../../support/page-health';
import { search, searchPopover } from '../../support/search';
import { expect, test } from '../fixture';

/** The site's full stylesheet, as umi names it. */
const FULL_STYLESHEET = /\/umi\.[0-9a-f]+\.css$/;

/** Holds the full stylesheet's response until `release()`; `requested` settles once the page asks for it. */
async function holdStylesheet(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(FULL_STYLESHEET, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

let held: Awaited<ReturnType<typeof holdStylesheet>> | undefined;
// A test that fails while the stylesheet is held lets it go, so that its request ends with the test.
test.afterEach(() => {
  held?.release();
  held = undefined;
});

/** The page's inline critical CSS: the <style> before the full stylesheet's link. */
const criticalCss = (page: Page) =>
  page.locator('link[data-site-stylesheet]').evaluate((link) => (link.previousElementSibling as HTMLStyleElement).textContent!);

/** Where each element on the first screen is, and how it looks. */
const firstScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      if (y >= window.innerHeight || width === 0) return [];
      const style = getComputedStyle(element);
      const looks = ['display', 'color', 'background-color', 'border-top-color', 'font-family', 'font-size', 'font-weight', 'line-height'];
      return [[element.tagName, x, y, width, height, ...looks.map((property) => style.getPropertyValue(property))].join(' ')];
    }),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/demo/simple', '/zh-CN']) {
    test(`${path} is styled by its inline rules and the full stylesheet in <noscript>`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator('.dumi-default-header-content').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
      const applied = await page.evaluate(() =>
        [...document.styleSheets].filter((sheet) => sheet.href?.includes('/umi.')).map((sheet) => sheet.media.mediaText),
      );
      // The <noscript> link, for all media (the other is disabled until a script enables it).
      expect(applied).toContain('');
    });
  }
});

for (const path of ['/demo/simple', '/zh-CN']) {
  test(`${path} inlines a part of the stylesheet and loads the whole of it once, without blocking`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForApp(page);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(FULL_STYLESHEET);
    const full = await page.request.get(stylesheets[0]).then((response) => response.text());
    const critical = await criticalCss(page);
    expect(critical).toContain('.dumi-default-header');
    expect(critical.length).toBeLessThan(full.length / 2);
    // Linked for print until it has loaded, then for all media.
    await expect(page.locator('link[data-site-stylesheet]')).toHaveAttribute('media', 'all');
  });
}

for (const mode of ['light', 'dark'] as ColourMode[]) {
  test(`${mode} mode: with the full stylesheet held back, the first screen looks as it will, and the app waits for it`, async ({
    page,
  }) => {
    await useColourMode(page, mode);
    held = await holdStylesheet(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const themeApi = page.waitForResponse((response) => response.url().includes('/boot-theme-api.'));
    await page.goto('/demo/simple', { waitUntil: 'domcontentloaded' });
    await held.requested;
    // Requested once the page has painted, by the app's entry.
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await themeApi;
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    const before = await firstScreen(page);
    expect(before.length).toBeGreaterThan(50);
    // The full stylesheet applied beside the held one (at another address) changes nothing there;
    // compared before hydration, which changes some texts (the search box's shortcut, for one).
    const href = await page.locator('link[data-site-stylesheet]').getAttribute('href');
    await page.addStyleTag({ url: `${href}?beside` });
    expect(await firstScreen(page)).toEqual(before);

    // The stage before umi's entry has run; umi's entry, which hydrates, is not asked for.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(requests.filter((path) => path.includes('/boot-app.'))).toEqual([]);
    held.release();
    await waitForApp(page);
  });
}

test('popups, search results and the next page, which the first screen does not inline, are styled once the held stylesheet has loaded', async ({
  page,
}) => {
  held = await holdStylesheet(page);
  await page.goto('/demo/simple', { waitUntil: 'domcontentloaded' });
  await held.requested;
  const critical = await criticalCss(page);
  for (const selector of ['.rc-cascader-menus', '.dumi-default-search-popover', '.dumi-default-hero-title'])
    expect(critical).not.toContain(selector);
  held.release();
  await waitForApp(page);

  await page.getByLabel('Destination').click();
  const menus = page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) .rc-cascader-menus');
  await expect(menus).toBeVisible();
  expect(await menus.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  await page.keyboard.press('Escape');

  await search(page, 'loadData');
  expect(await searchPopover(page).evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  await page.keyboard.press('Escape');

  await page.locator('.dumi-default-header').getByRole('link', { name: 'rc-cascader' }).first().click();
  const title = page.locator('.dumi-default-hero-title');
  await expect(title).toBeVisible();
  expect(parseFloat(await title.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThan(40);
});
