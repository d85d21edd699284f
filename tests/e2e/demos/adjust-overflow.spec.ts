import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openPopup } from '../../support/popup';
import { expect, test } from './fixture';

type Box = { x: number; y: number; width: number; height: number };

/** The selector box of the cascader whose input has this id. */
const selectorOf = (page: Page, id: string) => page.locator('.rc-cascader', { has: page.locator(`#${id}`) });

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

/** Where the popup sits relative to the selector: "below" or "above", then "left" or "right" edges aligned. */
async function sideOf(page: Page, selector: Locator): Promise<string> {
  const [target, popup] = await Promise.all([boxOf(selector), boxOf(openPopup(page))]);
  const vertical = popup.y >= target.y + target.height ? 'below' : popup.y + popup.height <= target.y ? 'above' : 'overlapping';
  const horizontal =
    Math.abs(popup.x - target.x) < 1 ? 'left' : Math.abs(popup.x + popup.width - (target.x + target.width)) < 1 ? 'right' : 'unaligned';
  return `${vertical} ${horizontal}`;
}

test.use({ demoPath: '/demo/adjust-overflow' });

test.describe('on the page', () => {
  test('each placement opens the popup on its side of the selector', async ({ page }) => {
    const selector = selectorOf(page, 'popup-placement-picker');
    const expected = {
      bottomLeft: 'below left',
      bottomRight: 'below right',
      topLeft: 'above left',
      topRight: 'above right',
    };
    for (const [placement, side] of Object.entries(expected)) {
      await page.getByRole('radio', { name: placement }).check();
      await page.getByLabel('Meeting city').click();
      // The preset value opens three columns, so the popup is wider than the selector.
      await expect(openPopup(page).locator('.rc-cascader-menu')).toHaveCount(3);
      await expect(openPopup(page)).toHaveClass(new RegExp(`rc-cascader-dropdown-placement-${placement}`));
      await expect.poll(() => sideOf(page, selector), { message: placement }).toBe(side);
      expect((await boxOf(openPopup(page))).width).toBeGreaterThan((await boxOf(selector)).width);
      await page.keyboard.press('Escape');
      await expect(openPopup(page)).toHaveCount(0);
    }
  });

  test('the built-in placement stays below near the bottom of the window while the page goes on', async ({ page }) => {
    // Make the window end 60px under the selector; the page itself is much longer.
    const selector = selectorOf(page, 'popup-placement-picker');
    const { y, height } = await boxOf(selector);
    await page.setViewportSize({ width: 1280, height: Math.round(y + height + 60) });
    await page.getByLabel('Meeting city').click();
    await expect(openPopup(page).locator('.rc-cascader-menu')).toHaveCount(3);
    await expect.poll(() => sideOf(page, selector)).toBe('below left');
    const popup = await boxOf(openPopup(page));
    expect(popup.y + popup.height).toBeGreaterThan(page.viewportSize()!.height);
  });

  test('with overflow adjustment the popup flips above; without it, it stays below and is cut off', async ({ page }) => {
    const adjusting = selectorOf(page, 'popup-flip-adjusting');
    const fixed = selectorOf(page, 'popup-flip-fixed');
    // The box the popups render into: the one that holds this caption.
    const scrollBox = page.getByText('The popups can only use the space inside this box.').locator('..');

    await page.getByLabel('Flips when cut off').click();
    await expect.poll(() => sideOf(page, adjusting)).toBe('above left');
    // Rendered inside the box, and wholly inside it.
    const box = await boxOf(scrollBox);
    const flipped = await boxOf(openPopup(page));
    expect(flipped.y).toBeGreaterThanOrEqual(box.y);
    expect(flipped.y + flipped.height).toBeLessThanOrEqual(box.y + box.height);
    await page.keyboard.press('Escape');
    await expect(openPopup(page)).toHaveCount(0);

    await page.getByLabel('Always below').click();
    await expect.poll(() => sideOf(page, fixed)).toBe('below left');
    const below = await boxOf(openPopup(page));
    expect(below.y + below.height).toBeGreaterThan(box.y + box.height);
    // The cut-off popup makes the box scroll.
    expect(await scrollBox.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Meeting city')).toBeVisible();
    await expect(page.getByLabel('Always below')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Meeting city').click();
    await expect(openPopup(page).locator('.rc-cascader-menu')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('Flips when cut off').click();
    await expect.poll(() => sideOf(page, selectorOf(page, 'popup-flip-adjusting'))).toBe('above left');
    await expectNoAxeViolations(page);
  });
});
