import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openPopup } from '../../support/popup';
import { expect, test, SELECTION } from './fixture';

const option = (page: Page, label: string): Locator =>
  openPopup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^${label}( >)?$`) });

/** The path the "Expands on hover" selector shows. */
const hoverSelection = (page: Page): Locator => page.locator('.rc-cascader:has(#expand-hover)').locator(SELECTION);

test.use({ demoPath: '/demo/hover' });

test.describe('hover demo', () => {
  test('hovering a parent opens its children with expandTrigger="hover"', async ({ page }) => {
    await page.getByLabel('Expands on hover').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expect(option(page, 'Electronics')).toHaveClass(/rc-cascader-menu-item-active/);

    await option(page, 'Books').hover();
    await expect(option(page, 'Fiction')).toBeVisible();
    await expect(option(page, 'Computers')).toHaveCount(0);

    await option(page, 'Fiction').hover();
    await option(page, 'Crime').click();
    await expect(hoverSelection(page)).toHaveText('Books / Fiction / Crime');
    await expect(openPopup(page)).toHaveCount(0);
  });

  test('hovering does nothing with the default click trigger; a click opens the column', async ({ page }) => {
    await page.getByLabel('Expands on click (default)').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Electronics')).not.toHaveClass(/rc-cascader-menu-item-active/);
    await expect(option(page, 'Computers')).toHaveCount(0);
    await expect(openPopup(page).getByRole('menu')).toHaveCount(1);

    await option(page, 'Electronics').click();
    await expect(option(page, 'Computers')).toBeVisible();
    await option(page, 'Books').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expect(option(page, 'Fiction')).toHaveCount(0);
  });

  test('the keyboard works the same in hover mode', async ({ page }) => {
    await page.getByLabel('Expands on hover').focus();
    await page.keyboard.press('ArrowDown'); // opens the popup
    await expect(openPopup(page)).toBeVisible();
    await page.keyboard.press('ArrowUp'); // Books
    await page.keyboard.press('ArrowRight'); // Fiction
    await page.keyboard.press('ArrowRight'); // Crime
    await page.keyboard.press('Enter');
    await expect(hoverSelection(page)).toHaveText('Books / Fiction / Crime');
  });

  test('has no axe violations with the menus closed and open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByLabel('Expands on hover').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
