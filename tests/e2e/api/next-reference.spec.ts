/**
 * The API reference follows the Package choice: the home page holds both references, rc-cascader 3.x's
 * (`## API`) and @rc-component/cascader 1.x's (`## API: … {#api-next}`), and shows the chosen line's only.
 * A 1.x row's address, or a search result that leads to one, chooses 1.x so the row is shown. That
 * both references are in the prerendered HTML is checked without a browser
 * (tests/built/api-reference-prerendered.test.ts).
 */
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { axeProblems, COLOUR_RULES } from '../../support/axe';
import type { Page } from '@playwright/test';
import { open, useColourMode } from '../../support/page-health';
import { search, searchBox } from '../../support/search';
import { expect, test } from '../fixture';

const NEXT_LINE = `[data-package-line="${NEXT_PACKAGE}"]`;
const DEFAULT_LINE = '[data-package-line="rc-cascader"]';
const NEXT_ADDRESS = `/?package=${encodeURIComponent(NEXT_PACKAGE)}`;

/**
 * Opens an address on the 1.x line and waits for React to own the page, not for its demo: `open()` scrolls
 * the home page's demo into view until it hydrates, while the layout keeps bringing a #hash's target back,
 * so a 1.x demo, whose chunk loads only then, may not be hydrated in between; and `waitForFirstScreen()`
 * counts that demo, above the target, as on the first screen. The demos on 1.x are tested in tests/e2e/demos/.
 */
async function land(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `the status of ${path}`).toBe(200);
  await page.waitForFunction(() => (window as { __siteEarlyInput?: { reactListens?: boolean } }).__siteEarlyInput?.reactListens === true);
}

test.describe('the API reference on the default line', () => {
  test('shows rc-cascader 3.x and hides the 1.x reference, its list entries too', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('#api-dropdownrender')).toBeVisible();
    await expect(page.locator('#api-next-popuprender')).toBeHidden();
    await expect(page.locator(`article ${NEXT_LINE}`)).toBeHidden();
    await expect(page.locator(`article ${DEFAULT_LINE}`)).toBeVisible();
    await expect(page.locator(`.dumi-default-toc li${NEXT_LINE}`).first()).toBeHidden();
    await expect(page.locator(`.dumi-default-toc li${DEFAULT_LINE}`).first()).toBeVisible();
  });
});

test.describe('the API reference on @rc-component/cascader', () => {
  test('lands on a 1.x row opened at its address, and hides the 3.x reference', async ({ page }) => {
    await land(page, `${NEXT_ADDRESS}#api-next-popuprender`);
    await expect(page.locator('html')).toHaveAttribute('data-package', NEXT_PACKAGE);
    await expect(page.locator('#api-next-popuprender')).toBeVisible();
    await expect(page.locator('#api-next-popuprender')).toBeInViewport();
    await expect(page.locator(`article ${DEFAULT_LINE}`)).toBeHidden();
    await expect(page.locator('#api-dropdownrender')).toBeHidden();
    await expect(page.locator(`.dumi-default-toc li${DEFAULT_LINE}`).first()).toBeHidden();
    await expect(page.locator(`.dumi-default-toc li${NEXT_LINE}`).first()).toBeVisible();
  });

  test('a 1.x row’s address alone chooses 1.x, remembered and named in the address', async ({ page }) => {
    await land(page, '/#api-next-checkstrictly');
    await expect(page.locator('#api-next-checkstrictly')).toBeInViewport();
    await expect(page.getByRole('radio', { name: NEXT_PACKAGE })).toBeChecked();
    await expect(page).toHaveURL(/\?package=%40rc-component%2Fcascader#api-next-checkstrictly$/);
    expect(await page.evaluate(() => window.localStorage.getItem('site:package'))).toBe(NEXT_PACKAGE);
  });

  test('a search for checkStrictly on the default line lands on its 1.x row, shown', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('#api-next-checkstrictly')).toBeHidden();
    await searchBox(page).click();
    await search(page, 'checkStrictly');
    // The relevance set (tests/support/relevance-queries.ts) holds the row among the first results.
    const result = page.locator('.dumi-default-search-popover dd > a[href$="#api-next-checkstrictly"]').first();
    await result.click();
    await expect(page).toHaveURL(/#api-next-checkstrictly$/);
    await expect(page.locator('html')).toHaveAttribute('data-package', NEXT_PACKAGE);
    await expect(page.locator('#api-next-checkstrictly')).toBeVisible();
    await expect(page.locator('#api-next-checkstrictly')).toBeInViewport();
    await expect(page.locator('#api-checkable')).toBeHidden();
  });

  test('the 1.x reference in Chinese shows its own rows', async ({ page }) => {
    await land(page, `/zh-CN${NEXT_ADDRESS}#api-next-part-popup-listitem`);
    await expect(page.locator('#api-next-part-popup-listitem')).toBeInViewport();
    await expect(page.locator(`article ${NEXT_LINE} h2`)).toHaveText(/API：@rc-component\/cascader 1\.x/);
    await expect(page.locator(`article ${DEFAULT_LINE}`)).toBeHidden();
  });

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the 1.x reference does not scroll sideways', async ({ page }) => {
      await land(page, NEXT_ADDRESS);
      await expect(page.locator('#api-next-classnames')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing in the 1.x reference in ${mode} mode`, async ({ page }) => {
      await useColourMode(page, mode);
      await land(page, NEXT_ADDRESS);
      const rules = mode === 'dark' ? COLOUR_RULES : undefined;
      expect(await axeProblems(page, { include: [`article ${NEXT_LINE}`], state: `${mode}, 1.x`, rules })).toEqual([]);
    });
  }
});
