import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openPopup } from '../../support/popup';
import { expect, test, SELECTOR } from './fixture';

const option = (page: Page, label: string): Locator =>
  openPopup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( >)?$`) });

/** What the "Deliver to" selector shows: the chosen path, or its placeholder. */
const deliverTo = (page: Page): Locator => page.locator('.rc-cascader:has(#delivery-city)').locator(SELECTOR);

test.use({ demoPath: '/demo/disabled' });

test.describe('disabled demos', () => {
  test('the disabled control cannot open, until it is unlocked', async ({ page }) => {
    const combobox = page.getByLabel('Office location');
    const control = page.locator('.rc-cascader:has(#office-location)');
    await expect(combobox).toBeDisabled();
    await expect(control).toHaveClass(/rc-cascader-disabled/);
    await expect(control).toContainText('Japan / Kansai / Kyoto');

    await control.click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.rc-cascader-dropdown')).toHaveCount(0);

    // Keyboard: Tab from the page start never lands on the disabled input.
    await page.getByLabel('Locked').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(combobox).not.toBeFocused();

    await page.getByLabel('Locked').uncheck();
    await expect(combobox).toBeEnabled();
    await control.click();
    await expect(openPopup(page)).toBeVisible();
    await expect(option(page, 'Kyoto')).toBeVisible();
    await expect(control).toContainText('Japan / Kansai / Kyoto');
  });

  test('disabled options cannot be chosen, the others can', async ({ page }) => {
    await page.getByLabel('Deliver to').click();

    const uk = option(page, 'United Kingdom (unavailable)');
    await expect(uk).toHaveClass(/rc-cascader-menu-item-disabled/);
    await uk.click();
    await expect(option(page, 'England')).toHaveCount(0);

    await option(page, 'Japan').click();
    await expect(option(page, 'Hokkaido (unavailable)')).toHaveClass(/rc-cascader-menu-item-disabled/);
    await option(page, 'Kansai').click();
    await option(page, 'Kobe (unavailable)').click();
    await expect(deliverTo(page)).toHaveText('Choose a delivery city');
    await expect(openPopup(page)).toBeVisible();

    await option(page, 'Osaka').click();
    await expect(openPopup(page)).toHaveCount(0);
    await expect(deliverTo(page)).toHaveText('Japan / Kansai / Osaka');
  });

  test('the arrow keys skip disabled options', async ({ page }) => {
    await page.getByLabel('Deliver to').focus();
    await page.keyboard.press('ArrowDown'); // opens the popup
    await expect(openPopup(page)).toBeVisible();
    await page.keyboard.press('ArrowDown'); // Canada
    await page.keyboard.press('ArrowDown'); // Japan
    await page.keyboard.press('ArrowDown'); // United Kingdom is skipped: back to Canada
    await expect(option(page, 'Canada')).toHaveClass(/rc-cascader-menu-item-active/);
    await page.keyboard.press('ArrowUp'); // Japan
    await page.keyboard.press('ArrowRight'); // Kanto
    await page.keyboard.press('ArrowUp'); // Hokkaido is skipped: Kansai
    await page.keyboard.press('ArrowRight'); // Osaka
    await page.keyboard.press('ArrowUp'); // Kobe is skipped: Kyoto
    await page.keyboard.press('Enter');
    await expect(deliverTo(page)).toHaveText('Japan / Kansai / Kyoto');
  });

  test('has no axe violations with the menus closed and open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByLabel('Deliver to').click();
    await option(page, 'Japan').click();
    await option(page, 'Kansai').click();
    await expect(option(page, 'Kobe (unavailable)')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
