import type { Page, Route } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { openPopup } from '../../support/popup';
import { searchBox, searchResults } from '../../support/search';
import { expect, test } from '../fixture';

/**
 * What a visitor does before the page is interactive is not lost (src/inline-scripts/early-input.ts).
 * The page's app script, or one demo's code, is held back until the test releases it, so that the
 * input certainly happens before React listens; the CPU runs 4× slower, as on a phone (but for the
 * shortcuts on the two longest pages).
 */

const APP_SCRIPT = /\/umi\.[0-9a-f]+\.js$/;

// Hydrating a page on a 4× slower CPU takes seconds.
test.describe.configure({ timeout: 120_000 });
const HYDRATED = { timeout: 60_000 };

/** Holds back every request `shouldHold` picks until `release()`; the rest go through. */
async function holdBack(page: Page, url: RegExp, shouldHold: (body: string) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    // A request the page cancels meanwhile (Chrome drops a speculative fetch on a loaded machine)
    // has its response disposed: there is nothing to hold or to answer then.
    const body = await response.text().catch(() => undefined);
    if (body === undefined) return;
    if (shouldHold(body)) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('before the app script has run', () => {
  test('a query typed into the search box is answered once the app runs, with its text and caret kept', async ({ page, pageWatch }) => {
    await slowCpu(page);
    const app = await holdBack(page, APP_SCRIPT);
    await page.goto('/demo/simple', { waitUntil: 'domcontentloaded' });

    await searchBox(page).click();
    await page.keyboard.type('load data');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(searchResults(page)).toHaveCount(0);
    expect(app.held).toHaveLength(1);

    app.release();
    await expect(searchResults(page).first()).toBeVisible(HYDRATED);
    await expect(searchResults(page).first()).toContainText(/load/i);
    await expect(searchBox(page)).toHaveValue('load data');
    await expect(searchBox(page)).toBeFocused();
    expect(await searchBox(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([5, 5]);
    expect(pageWatch.problems).toEqual([]);
  });

  for (const [shortcut, path] of [
    ['Control+k', '/'],
    ['/', '/changelog'],
  ]) {
    test(`${shortcut} focuses the search box at once on ${path}, and the query typed then is answered`, async ({ page, pageWatch }) => {
      // The app script is held back, so the keys certainly come first. The CPU runs at full speed:
      // the first test already types on a slowed one, and these two long pages took 10 s and more
      // to hydrate slowed.
      const app = await holdBack(page, APP_SCRIPT);
      await page.goto(path, { waitUntil: 'domcontentloaded' });

      await page.locator('body').press(shortcut);
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('fieldNames');

      app.release();
      await expect(searchResults(page).first()).toBeVisible(HYDRATED);
      await expect(searchBox(page)).toHaveValue('fieldNames');
      expect(pageWatch.problems).toEqual([]);
    });
  }

  for (const how of ['a tap on the search button', 'Control+k'] as const) {
    test(`on a phone, ${how} opens the search dialog once the app runs`, async ({ page, pageWatch }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await slowCpu(page);
      const app = await holdBack(page, APP_SCRIPT);
      await page.goto('/demo/simple', { waitUntil: 'domcontentloaded' });

      if (how === 'Control+k') await page.locator('body').press(how);
      else await page.locator('.site-search-button').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(app.held).toHaveLength(1);

      app.release();
      const box = page.getByRole('dialog').locator('.dumi-default-search-bar-input');
      await expect(box).toBeFocused(HYDRATED);
      await page.keyboard.insertText('fieldNames');
      await expect(page.getByRole('dialog').locator('.dumi-default-search-result dd > a').first()).toBeVisible();
      expect(pageWatch.problems).toEqual([]);
    });
  }

  test("a click on a demo's cascader opens its menu once the demo is interactive", async ({ page, pageWatch }) => {
    await slowCpu(page);
    const app = await holdBack(page, APP_SCRIPT);
    await page.goto('/demo/simple', { waitUntil: 'domcontentloaded' });

    await page.getByLabel('Destination').click();
    await expect(openPopup(page)).toHaveCount(0);

    app.release();
    await expect(openPopup(page)).toHaveCount(1, HYDRATED);
    await expect(openPopup(page).getByRole('menuitemcheckbox', { name: 'Japan' })).toBeVisible();
    // The menu answers as usual from then on.
    await openPopup(page).getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(openPopup(page).getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();
    expect(pageWatch.problems).toEqual([]);
  });

  test('a checkbox clicked and text typed in the playground take effect once it is interactive, over the address', async ({
    page,
    pageWatch,
  }) => {
    await slowCpu(page);
    const app = await holdBack(page, APP_SCRIPT);
    await page.goto('/playground?expandTrigger=hover', { waitUntil: 'domcontentloaded' });

    await page.getByLabel('checkable', { exact: true }).click();
    await page.getByLabel('placeholder', { exact: true }).fill('Early bird');
    await expect(page.locator('.site-playground[data-hydrated]')).toHaveCount(0);

    app.release();
    await expect(page).toHaveURL(/\/playground\?checkable=true&placeholder=Early\+bird&expandTrigger=hover$/, HYDRATED);
    await expect(page.getByLabel('checkable', { exact: true })).toBeChecked();
    await expect(page.locator('.site-playground-stage > .rc-cascader-multiple')).toContainText('Early bird');
    await expect(page.locator('.site-playground-code pre')).toContainText('expandTrigger="hover"');
    // Played once: the checkbox answers as usual from then on.
    await page.getByLabel('checkable', { exact: true }).click();
    await expect(page).toHaveURL(/\/playground\?placeholder=Early\+bird&expandTrigger=hover$/);
    expect(pageWatch.problems).toEqual([]);
  });

  test("a click on a standalone demo page's cascader opens its menu once the demo is interactive", async ({ page, pageWatch }) => {
    await slowCpu(page);
    const app = await holdBack(page, APP_SCRIPT);
    await page.goto('/~demos/docs-demo-simple-demo-city-picker', { waitUntil: 'domcontentloaded' });

    await page.getByLabel('Destination').click();
    app.release();
    await expect(openPopup(page)).toHaveCount(1, HYDRATED);
    expect(pageWatch.problems).toEqual([]);
  });

  test("keys pressed in a demo's cascader take effect once the demo is interactive", async ({ page, pageWatch }) => {
    await slowCpu(page);
    const app = await holdBack(page, APP_SCRIPT);
    await page.goto('/demo/search', { waitUntil: 'domcontentloaded' });

    const input = page.getByLabel('City (word-start search)');
    await input.focus();
    await page.keyboard.type('kyo');
    app.release();
    await expect(openPopup(page).getByRole('menuitemcheckbox')).toHaveText(['Japan › Kansai › Kyoto'], HYDRATED);
    await expect(input).toHaveValue('kyo');
    expect(pageWatch.problems).toEqual([]);
  });
});

test("a click that reaches the page after React listens, but before the demo's code has arrived, opens its menu when it arrives", async ({
  page,
  pageWatch,
}) => {
  await slowCpu(page);
  // The chunk with the demo's own component (not its source text, nor its data).
  const demo = await holdBack(page, /\.async\.js$/, (body) => body.includes('"city-picker"') && body.includes('useState'));
  await page.goto('/demo/simple');
  await expect.poll(() => demo.held.length).toBe(1);
  // React listens to the page's events from here on (the site's own mark, src/runtime/early-input.ts).
  await page.waitForFunction(() => Boolean((window as { __siteEarlyInput?: { reactListens?: boolean } }).__siteEarlyInput?.reactListens));
  await page.getByLabel('Destination').click();
  await expect(openPopup(page)).toHaveCount(0);

  demo.release();
  await expect(openPopup(page)).toHaveCount(1, HYDRATED);
  expect(pageWatch.problems).toEqual([]);
});

test('a page nobody touches records nothing', async ({ page }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
  expect(
    await page.evaluate(() => (window as unknown as { __siteEarlyInput: { pending: unknown[]; searchReady: boolean } }).__siteEarlyInput),
  ).toEqual({
    pending: [],
    reactListens: true,
    searchReady: true,
  });
  // Every demo's area carries the mark its boundary sets once it has hydrated.
  const areas = page.locator('.dumi-default-previewer-demo');
  expect(await areas.count()).toBeGreaterThan(0);
  for (const area of await areas.all()) await expect(area).toHaveAttribute('data-site-hydrated', '');
});
