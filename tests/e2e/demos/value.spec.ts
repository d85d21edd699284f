import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openPopup } from '../../support/popup';
import { expect, test, SELECTION, PLACEHOLDER } from './fixture';

const option = (page: Page, label: string): Locator =>
  openPopup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^${label}( >)?$`) });

const control = (page: Page): Locator => page.locator('.rc-cascader:has(#controlled-city)');

test.use({ demoPath: '/demo/value' });

test.describe('controlled value demo', () => {
  test('set from outside, change in the control, reset from outside', async ({ page }) => {
    const valueText = page.getByRole('status');
    await expect(valueText).toHaveText('Current value: []');
    await expect(control(page).locator(SELECTION)).toHaveCount(0);

    await page.getByRole('button', { name: 'Ship from the head office (Kyoto)' }).click();
    await expect(control(page).locator(SELECTION)).toHaveText('Japan / Kansai / Kyoto');
    await expect(valueText).toHaveText('Current value: ["japan","kansai","kyoto"]');

    await page.getByLabel('Ship from', { exact: true }).click();
    // The popup opens on the current path.
    await expect(option(page, 'Kyoto')).toHaveAttribute('aria-checked', 'true');
    await option(page, 'United Kingdom').click();
    await option(page, 'Scotland').click();
    await option(page, 'Glasgow').click();
    await expect(valueText).toHaveText('Current value: ["united-kingdom","scotland","glasgow"]');
    await expect(control(page).locator(SELECTION)).toHaveText('United Kingdom / Scotland / Glasgow');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(valueText).toHaveText('Current value: []');
    await expect(control(page).locator(SELECTION)).toHaveCount(0);
    await expect(control(page).locator(PLACEHOLDER)).toHaveText('Choose a city');
  });

  test('the clear button empties the value too', async ({ page }) => {
    await page.getByRole('button', { name: 'Ship from the head office (Kyoto)' }).click();
    await control(page).hover();
    await control(page).locator('.rc-cascader-clear').click();
    await expect(page.getByRole('status')).toHaveText('Current value: []');
    await expect(control(page).locator(SELECTION)).toHaveCount(0);
  });

  test('chooses a path with the keyboard after setting one from outside', async ({ page }) => {
    await page.getByRole('button', { name: 'Ship from the head office (Kyoto)' }).click();
    await page.getByLabel('Ship from', { exact: true }).focus();
    await page.keyboard.press('ArrowDown'); // opens on Japan / Kansai / Kyoto
    await expect(openPopup(page)).toBeVisible();
    await expect(option(page, 'Kyoto')).toHaveClass(/rc-cascader-menu-item-active/);
    await page.keyboard.press('ArrowDown'); // Kyoto → Kobe
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Current value: ["japan","kansai","kobe"]');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await page.getByRole('button', { name: 'Ship from the head office (Kyoto)' }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel('Ship from', { exact: true }).click();
    await expect(option(page, 'Kyoto')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
