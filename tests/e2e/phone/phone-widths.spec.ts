import type { Locator, Page } from '@playwright/test';
import { builtRoutes, docPages } from '../../support/site';
import { useColourMode, waitForApp, type ColourMode } from '../../support/page-health';
import { afterNextFrame } from '../../support/layout-shifts';
import { axeProblems, POPUP_MOVING } from '../../support/axe';
import { openPopup } from '../../support/popup';
import { expect, test } from '../fixture';

/**
 * The site on a phone, and the demos' own look. Layout is measured, not pixels:
 * - no page scrolls sideways at 320, 360, 390 and 412 px, in either locale, as loaded and, on an
 *   English demo page, after its main interaction at 320 and 360 px (every cascader opened and
 *   clicked through to its last column, every panel clicked through; the Chinese page shows the same
 *   demo files); a page is loaded once, at a width that rotates from page to page, and resized
 *   through the others;
 * - every touch target of every page is 24 px or far enough from its neighbours (WCAG 2.2's 2.5.8, axe's
 *   `target-size`) at a small phone's width and at Lighthouse's phone, in the same load;
 * - each standalone demo page (`/~demos/:id`) hydrates cleanly, in light or dark mode by turns;
 * - at 360 px every column of an open menu can be brought on screen, the page never scrolling
 *   sideways (the popup scrolls its columns: src/styles/demo-theme.css, src/runtime/newest-column.ts);
 * - multiple mode: the selector is as high with tags as without, its placeholder centred;
 * - the demos' controls have the prose's font and colour, in both colour modes.
 */

const PHONE_WIDTHS = [320, 360, 390, 412];
/**
 * The widths a demo page's interaction runs at: the narrowest, which leaves an open menu the least
 * room, and 360 px, at which every column of it is brought on screen. (A popup no wider than the
 * screen at 320 px is no wider at 390 or 412: its width follows the screen's.)
 */
const INTERACTION_WIDTHS = [320, 360];
/**
 * The widths at which the touch targets are measured: a small phone's, and Lighthouse's phone (412 px,
 * where a line that wrapped at 360 px fits and its links are shorter). The other rules axe runs, at
 * the default width, are in a11y/axe.spec.ts.
 */
const TOUCH_TARGET_WIDTHS = new Set([360, 412]);
const MODES: ColourMode[] = ['light', 'dark'];
const routes = builtRoutes();
/**
 * The demo pages interacted with: one locale's. A demo is the same file on both locales' pages
 * (its title and description aside, which the other locale's page is checked for as loaded).
 */
const demoPages = docPages().filter((page) => /^\/demo\//.test(page.path));

/** How much wider than the viewport the document is (0 when it does not scroll sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements that reach past the right edge of the viewport, for a failure message. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} (right ${Math.round(element.getBoundingClientRect().right)})`,
      ),
  );

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow,
    `${what}: the page is ${overflow}px wider than the screen; past the edge: ${(await pastTheEdge(page)).join(', ')}`,
  ).toBeLessThanOrEqual(0);
}

/** Whether the open popup is where it was three animation frames ago (a panel has none, and never moves). */
function popupStandsStill(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const popup = document.querySelector('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');
    if (!popup) return true;
    const place = () => {
      const { left, top } = popup.getBoundingClientRect();
      return `${left},${top}`;
    };
    const before = place();
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    return place() === before;
  });
}

/** Clicks the first option that opens another column in the last column of `columns`, until none does. */
async function clickThrough(page: Page, columns: Locator): Promise<number> {
  for (let depth = 0; depth < 6; depth += 1) {
    const count = await columns.count();
    const next = columns
      .nth(count - 1)
      .locator('.rc-cascader-menu-item-expand:not(.rc-cascader-menu-item-disabled)')
      .first();
    if ((await next.count()) === 0) return count;
    // A column may be scrolled out of view on a narrow screen: the option is brought in first. The
    // page's scroll makes the popup align itself again a frame or two later, so the click waits for
    // the popup to stand still, or it lands where the option was.
    const content = next.locator('.rc-cascader-menu-item-content');
    await content.scrollIntoViewIfNeeded();
    await expect.poll(() => popupStandsStill(page)).toBe(true);
    await content.click();
    // An option whose children load (loadData) opens its column once they have arrived.
    await expect(columns).toHaveCount(count + 1);
  }
  return columns.count();
}

/** Every column of the open popup or panel can be brought inside the viewport without the page scrolling sideways. */
async function expectEveryColumnReachable(page: Page, columns: Locator, what: string): Promise<void> {
  const count = await columns.count();
  for (let index = 0; index < count; index += 1) {
    const reach = await columns.nth(index).evaluate((column) => {
      // What a visitor's swipe does: scroll the columns' own scroller (never the page) to the column.
      const menus = column.parentElement!;
      const rect = () => column.getBoundingClientRect();
      menus.scrollLeft += Math.max(0, rect().right - menus.getBoundingClientRect().right);
      menus.scrollLeft -= Math.max(0, menus.getBoundingClientRect().left - rect().left);
      const { left, right } = rect();
      return { left, right, viewport: window.innerWidth, pageScrollX: window.scrollX };
    });
    expect(reach.pageScrollX, `${what}: the page scrolled sideways`).toBe(0);
    expect(reach.left, `${what}: column ${index + 1} of ${count} starts off screen`).toBeGreaterThanOrEqual(-0.5);
    expect(reach.right, `${what}: column ${index + 1} of ${count} ends off screen`).toBeLessThanOrEqual(reach.viewport + 0.5);
  }
  await expectNoSidewaysScroll(page, what);
}

/**
 * A demo page's main interaction: each enabled cascader in turn is opened and clicked through to
 * its last column, each panel clicked through; the page is checked after every step.
 */
async function interactWithDemos(page: Page, width: number, path: string): Promise<void> {
  const cascaders = page.locator('.dumi-default-previewer-demo .rc-cascader:not(.rc-cascader-disabled)');
  for (let index = 0; index < (await cascaders.count()); index += 1) {
    const cascader = cascaders.nth(index);
    const what = `${path} at ${width}px, cascader ${index + 1} opened`;
    await cascader.scrollIntoViewIfNeeded();
    await cascader.click();
    const popup = openPopup(page);
    await expect(popup).toHaveCount(1);
    // A popup that flips to fit moves as it opens: its options are clicked once it has settled.
    await expect(popup).not.toHaveClass(POPUP_MOVING);
    const columns = popup.locator('.rc-cascader-menu');
    await clickThrough(page, columns);
    await expectNoSidewaysScroll(page, what);
    if (width === 360) await expectEveryColumnReachable(page, columns, what);
    await page.keyboard.press('Escape');
    await expect(openPopup(page)).toHaveCount(0);
  }
  const panels = page.locator('.dumi-default-previewer-demo .rc-cascader-panel');
  for (let index = 0; index < (await panels.count()); index += 1) {
    const columns = panels.nth(index).locator('.rc-cascader-menu');
    if ((await columns.count()) === 0) continue;
    const what = `${path} at ${width}px, panel ${index + 1} clicked through`;
    await clickThrough(page, columns);
    await expectNoSidewaysScroll(page, what);
    if (width === 360) await expectEveryColumnReachable(page, columns, what);
  }
}

/**
 * The phone widths starting from the `index`-th: each page is loaded at one width and then resized
 * through the others, and the width it loads at rotates from page to page, so that every width is
 * also checked as loaded, on a quarter of the pages (a load per width per page made this the
 * suite's slowest spec).
 */
const widthsFrom = (index: number) => PHONE_WIDTHS.map((_, offset) => PHONE_WIDTHS[(index + offset) % PHONE_WIDTHS.length]);

/** Sets the viewport's width and waits for the page to be laid out at it (two animation frames). */
async function resizeTo(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await afterNextFrame(page);
}

test.describe('no page scrolls sideways on a phone', () => {
  /**
   * Checks the page as loaded at `widths[0]`, then resized to each of the others: no sideways scroll
   * at any, and the touch targets at TOUCH_TARGET_WIDTHS.
   */
  async function checkAsLoaded(page: Page, path: string, widths: number[]): Promise<void> {
    const touchTargets: string[] = [];
    for (const [step, width] of widths.entries()) {
      if (step > 0) await resizeTo(page, width);
      await expectNoSidewaysScroll(page, `${path} ${step === 0 ? 'loaded' : 'resized'} at ${width}px`);
      if (TOUCH_TARGET_WIDTHS.has(width)) {
        touchTargets.push(...(await axeProblems(page, { state: `${path} at ${width} px`, rules: ['target-size'] })));
      }
    }
    expect(touchTargets, 'touch targets smaller than 24 px and too close to a neighbour').toEqual([]);
  }

  // The demo pages are checked as loaded by their interaction test below, before it interacts.
  const demoPaths = new Set(demoPages.map(({ path }) => path));
  routes
    .filter((route) => !demoPaths.has(route.path))
    .forEach((route, index) => {
      const widths = widthsFrom(index);
      // This is the one load of each standalone demo page in the suite (the documentation pages
      // are also loaded in both colour modes by a11y/axe.spec.ts): it is loaded in light or dark
      // mode by turns, its React tree being the same in both (it has no colour switch). The
      // fixture fails it on a hydration error, console output or a request to another origin.
      const mode = route.kind === 'demo' ? MODES[index % MODES.length] : undefined;
      const title = `${route.path}${mode ? ` in ${mode} mode` : ''}, loaded at ${widths[0]} px, then at ${widths.slice(1).join(', ')} px`;
      test(title, async ({ page }) => {
        if (mode) await useColourMode(page, mode);
        await page.setViewportSize({ width: widths[0], height: 800 });
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await waitForApp(page);
        if (mode) {
          await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
          // A standalone demo renders the demo alone, outside the documentation layout.
          await expect(page.locator('.dumi-default-header')).toHaveCount(0);
          await expect(page.locator('#root')).not.toBeEmpty();
        }
        await checkAsLoaded(page, route.path, widths);
      });
    });

  test('the not-found page, loaded at 320 px, then at every phone width', async ({ page, pageWatch }) => {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await checkAsLoaded(page, 'the not-found page', PHONE_WIDTHS);
    pageWatch.allow(/status of 404/);
  });

  demoPages.forEach((doc, index) => {
    const widths = widthsFrom(index);
    const title = `${doc.path}, loaded at ${widths[0]} px, then at ${widths.slice(1).join(', ')} px, and after its main interaction at ${INTERACTION_WIDTHS.join(' and ')} px`;
    test(title, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: widths[0], height: 800 });
      await page.goto(doc.path);
      await waitForApp(page);
      await checkAsLoaded(page, doc.path, widths);
      for (const width of INTERACTION_WIDTHS) {
        await resizeTo(page, width);
        await page.evaluate(() => window.scrollTo(0, 0));
        // At the second width, the cascaders hold the path chosen at the first: each opens on its
        // chosen path, every column shown, and is checked again at this width.
        await interactWithDemos(page, width, doc.path);
      }
    });
  });
});

test('at 360 px the open menu shows its newest column without a swipe, and its first one after a swipe back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/demo/simple');
  await waitForApp(page);
  await page.getByLabel('Destination').click();
  const popup = openPopup(page);
  await popup.getByRole('menuitemcheckbox', { name: /Canada/ }).click();
  await popup.getByRole('menuitemcheckbox', { name: /British Columbia/ }).click();
  const columns = popup.locator('.rc-cascader-menu');
  await expect(columns).toHaveCount(3);
  const box = (await popup.boundingBox())!;
  expect(box.x, 'the popup starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the popup ends on the screen').toBeLessThanOrEqual(360);
  // The city column was brought into view as it opened.
  await expect(popup.getByRole('menuitemcheckbox', { name: 'Vancouver' })).toBeInViewport({ ratio: 1 });
  const city = (await columns.nth(2).boundingBox())!;
  expect(city.x + city.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  await expectEveryColumnReachable(page, columns, '/demo/simple at 360px');
});

test('on a desktop the open menu is laid out as before: all columns side by side, nothing scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo/simple');
  await waitForApp(page);
  const selector = (await page.locator('.dumi-default-previewer-demo .rc-cascader').first().boundingBox())!;
  await page.getByLabel('Destination').click();
  const popup = openPopup(page);
  await popup.getByRole('menuitemcheckbox', { name: /Canada/ }).click();
  await popup.getByRole('menuitemcheckbox', { name: /British Columbia/ }).click();
  const menus = popup.locator('.rc-cascader-menus');
  await expect(popup.locator('.rc-cascader-menu')).toHaveCount(3);
  const layout = await menus.evaluate((element) => ({
    scrollLeft: element.scrollLeft,
    overflows: element.scrollWidth > element.clientWidth,
  }));
  expect(layout).toEqual({ scrollLeft: 0, overflows: false });
  // Aligned with the selector's left edge, as rc-cascader places it.
  expect(Math.abs((await popup.boundingBox())!.x - selector.x)).toBeLessThanOrEqual(1);
});

/** The selector's box and its placeholder's, or null when it shows none. */
async function selectorGeometry(cascader: Locator) {
  return cascader.evaluate((element) => {
    const box = element.querySelector('.rc-cascader-selector')!.getBoundingClientRect();
    const placeholder = element.querySelector('.rc-cascader-selection-placeholder')?.getBoundingClientRect();
    return {
      height: box.height,
      boxMiddle: box.top + box.height / 2,
      placeholderMiddle: placeholder ? placeholder.top + placeholder.height / 2 : null,
    };
  });
}

/** How far the tag's remove icon stands from its text ("Electronics×" would read as one word). */
const tagGap = (tag: Locator) =>
  tag.evaluate((element) => {
    const text = element.querySelector('.rc-cascader-selection-item-content')!.getBoundingClientRect();
    const remove = element.querySelector('.rc-cascader-selection-item-remove')!.getBoundingClientRect();
    return remove.left - text.right;
  });

/**
 * A phone's width and a desktop's: the page is loaded at the first and resized to the second, where a
 * tag is added; then it is resized back. The layout follows the width alone, so each width sees the
 * box empty and tagged, in one load.
 */
const SELECTOR_WIDTHS = [390, 1440];

for (const { path, label, add } of [
  { path: '/demo/multiple', label: 'Product lines to promote', add: 'Electronics' },
  { path: '/demo/multiple-search', label: null, add: 'Electronics' },
]) {
  test(`${path} at ${SELECTOR_WIDTHS.join(' and ')} px: the placeholder is centred and a tag leaves the box's height as it was`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: SELECTOR_WIDTHS[0], height: 900 });
    await page.goto(path);
    await waitForApp(page);
    const cascader = label
      ? page.locator('.rc-cascader', { has: page.getByLabel(label) })
      : page.locator('.dumi-default-previewer-demo .rc-cascader-multiple').first();
    const empty = new Map<number, number>();
    for (const width of SELECTOR_WIDTHS) {
      if (width !== SELECTOR_WIDTHS[0]) await resizeTo(page, width, 900);
      const geometry = await selectorGeometry(cascader);
      expect(geometry.placeholderMiddle, `at ${width}px the placeholder shows`).not.toBeNull();
      expect(Math.abs(geometry.placeholderMiddle! - geometry.boxMiddle), `at ${width}px the placeholder is centred`).toBeLessThanOrEqual(2);
      empty.set(width, geometry.height);
    }

    await cascader.click();
    const option = openPopup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${add}( >)?$`) });
    await option.locator('.rc-cascader-checkbox').click();
    const tag = cascader.locator('.rc-cascader-selection-item').first();
    await expect(tag).toBeVisible();
    // Measured with the menu open, as a visitor sees the box while picking (the search input shows).
    for (const width of [...SELECTOR_WIDTHS].reverse()) {
      if (width !== SELECTOR_WIDTHS.at(-1)) await resizeTo(page, width, 900);
      const tagged = await selectorGeometry(cascader);
      expect(tagged.height, `at ${width}px the box keeps its height when a tag is added`).toBe(empty.get(width));
      expect(await tagGap(tag), `at ${width}px the tag's text and its remove icon do not touch`).toBeGreaterThanOrEqual(3);
    }
  });
}

test(`in ${MODES.join(' and ')} mode the demos' text and native controls have the prose's font and colour`, async ({ page }) => {
  // Loaded once in light mode, then turned dark by the attribute the theme's colour switch sets, as
  // a11y/axe.spec.ts does (the colours follow it in CSS alone), transitions off so that every
  // colour is read at its final value.
  await useColourMode(page, MODES[0]);
  await page.goto('/demo/rc-form');
  await waitForApp(page);
  const looks = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontFamily: style.fontFamily, color: style.color };
    });
  for (const mode of MODES) {
    if (mode !== MODES[0]) {
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
      await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
    }
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
    const prose = await looks(page.locator('.markdown p').first());
    const demo = page.locator('.dumi-default-previewer-demo').first();
    expect(await looks(demo), `${mode} mode: the demo's text`).toEqual(prose);
    expect(await looks(demo.getByRole('button', { name: 'Reset' })), `${mode} mode: a native button`).toEqual(prose);
    // The call to action keeps the font, in the theme's primary colour.
    const send = demo.getByRole('button', { name: 'Send parcel' });
    expect((await looks(send)).fontFamily, `${mode} mode: the call to action's font`).toBe(prose.fontFamily);
    const designed = await send.evaluate((element) => {
      const style = getComputedStyle(element);
      return { radius: style.borderTopLeftRadius, minHeight: style.minHeight, background: style.backgroundColor };
    });
    expect(designed.radius, `${mode} mode`).toBe('6px');
    expect(designed.minHeight, `${mode} mode`).toBe('32px');
    expect(designed.background, `${mode} mode`).not.toBe('rgb(239, 239, 239)'); // the browser's own button grey

    // The stylesheet is scoped to the demos: the header's search box keeps the theme's look.
    const search = await page.locator('.dumi-default-search-bar-input').evaluate((element) => getComputedStyle(element).minHeight);
    expect(search, `${mode} mode: the header's search box`).not.toBe('32px');
  }
});

test('the test bench fits a 320 px screen and its controls share one line height', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/demo/debug');
  await waitForApp(page);
  const fieldset = page.locator('.dumi-default-previewer-demo fieldset');
  const box = (await fieldset.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  const radius = await fieldset.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(radius).toBe('8px');
});

/** A phone's width and a desktop's: the page is loaded at the first, and the popup opened again at the second. */
const FOOTER_WIDTHS = [360, 1440];

test(`at ${FOOTER_WIDTHS.join(' and ')} px the custom popup footer fits its popup and the column beside it leaves no blank space`, async ({
  page,
}) => {
  await page.setViewportSize({ width: FOOTER_WIDTHS[0], height: 900 });
  await page.goto('/demo/dropdown-render');
  await waitForApp(page);
  for (const width of FOOTER_WIDTHS) {
    if (width !== FOOTER_WIDTHS[0]) await resizeTo(page, width, 900);
    await page.getByLabel('Category', { exact: true }).click();
    const popup = openPopup(page);
    await expect(popup).toHaveCount(1);
    const fits = await popup.evaluate((element) => {
      const menus = element.querySelector('.rc-cascader-menus')!.getBoundingClientRect();
      const columns = Array.from(element.querySelectorAll('.rc-cascader-menu'));
      const form = element.querySelector('form')!.getBoundingClientRect();
      const input = element.querySelector('form input')!.getBoundingClientRect();
      return {
        columns: columns.length,
        blankBesideColumn: Math.round(menus.right - columns[columns.length - 1].getBoundingClientRect().right),
        formPastPopup: Math.round(form.right - element.getBoundingClientRect().right),
        inputWidth: input.width,
      };
    });
    expect(fits.columns, `at ${width}px`).toBe(1);
    expect(fits.blankBesideColumn, `at ${width}px`).toBeLessThanOrEqual(0);
    expect(fits.formPastPopup, `at ${width}px`).toBeLessThanOrEqual(0);
    // The field has room for a department's name.
    expect(fits.inputWidth, `at ${width}px`).toBeGreaterThanOrEqual(120);
    await expect(popup.getByPlaceholder('e.g. Garden')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(openPopup(page)).toHaveCount(0);
  }
});
