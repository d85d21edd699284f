import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION, boxOf } from './fixture';

/**
 * An option in the open popup, by its exact label. Its accessible name also holds the
 * checkbox's drawn mark (✓ or –) in front and the expand arrow (>) behind.
 */
const option = (page: Page, label: string): Locator =>
  page
    .locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)')
    .getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${label}( >)?$`) });

/** The tags a cascader shows, found from its input's id. */
const tags = (page: Page, id: string): Locator => page.locator(`.rc-cascader:has(#${id})`).locator(SELECTION);

/** The cascader of the first demo, and the value it printed: both named by its label. */
const promoted = (page: Page): Locator => page.getByRole('combobox', { name: 'Product lines to promote' });
const promotedValue = (page: Page): Locator => page.getByRole('status', { name: 'Product lines to promote' });
/** The value a strategy picker of the second demo printed, named by its label. */
const strategyValue = (page: Page, label: string): Locator => page.getByRole('status', { name: label });

test.use({ demoPath: '/demo/multiple' });

test.describe('multiple demos', () => {
  test('checking leaves adds tags, and maxTagCount folds the rest', async ({ page }) => {
    await boxOf(promoted(page)).click();
    await option(page, 'Electronics').click();
    await option(page, 'Computers').click();
    await option(page, 'Laptops').click();
    await option(page, 'Phones').click();
    await option(page, 'Smartphones').click();

    await expect(tags(page, 'promoted-lines')).toHaveText(['Laptops×', 'Smartphones×']);
    await expect(option(page, 'Smartphones')).toHaveAttribute('aria-checked', 'true');
    await expect(promotedValue(page)).toHaveText('Value: [["electronics","computers","laptops"],["electronics","phones","smartphones"]]');

    await option(page, 'Audio').click();
    await option(page, 'Speakers').click();
    await expect(tags(page, 'promoted-lines')).toHaveText(['Laptops×', 'Smartphones×', '+ 1 ...']);
  });

  test('the disableCheckbox option cannot be checked, and its parent skips it', async ({ page }) => {
    await boxOf(promoted(page)).click();
    await option(page, 'Electronics').click();
    await option(page, 'Phones').click();

    const phoneCases = option(page, 'Phone cases');
    await expect(phoneCases.locator('.rc-cascader-checkbox')).toHaveClass(/rc-cascader-checkbox-disabled/);
    await phoneCases.click();
    await phoneCases.locator('.rc-cascader-checkbox').click();
    await expect(phoneCases).toHaveAttribute('aria-checked', 'false');
    await expect(promotedValue(page)).toHaveText('Nothing checked yet.');

    await option(page, 'Phones').locator('.rc-cascader-checkbox').click();
    await expect(option(page, 'Smartphones')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'Chargers')).toHaveAttribute('aria-checked', 'true');
    await expect(phoneCases).toHaveAttribute('aria-checked', 'false');
    await expect(promotedValue(page)).toHaveText('Value: [["electronics","phones"]]');
    await expect(tags(page, 'promoted-lines')).toHaveText(['Phones×']);
  });

  test('a whole checked parent: one tag with SHOW_PARENT, its leaves with SHOW_CHILD', async ({ page }) => {
    for (const id of ['strategy-parent', 'strategy-child']) {
      await boxOf(page.locator(`#${id}`)).click();
      await option(page, 'Electronics').click();
      await option(page, 'Audio').locator('.rc-cascader-checkbox').click();
      await page.keyboard.press('Escape');
      await expect(page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)')).toHaveCount(0);
    }
    await expect(tags(page, 'strategy-parent')).toHaveText(['Audio×']);
    await expect(strategyValue(page, 'SHOW_PARENT (the default)')).toHaveText('Value: [["electronics","audio"]]');
    await expect(tags(page, 'strategy-child')).toHaveText(['Headphones×', 'Speakers×']);
    await expect(strategyValue(page, 'SHOW_CHILD')).toHaveText(
      'Value: [["electronics","audio","headphones"],["electronics","audio","speakers"]]',
    );
  });

  test('checks two leaves with the keyboard alone', async ({ page }) => {
    await promoted(page).focus();
    await page.keyboard.press('ArrowDown'); // opens the popup
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await page.keyboard.press('ArrowDown'); // Electronics
    await page.keyboard.press('ArrowRight'); // Computers
    await page.keyboard.press('ArrowRight'); // Laptops
    await page.keyboard.press('Enter'); // check Laptops
    await page.keyboard.press('ArrowDown'); // Desktops
    await page.keyboard.press('Enter'); // check Desktops
    await page.keyboard.press('Escape');

    await expect(page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)')).toHaveCount(0);
    await expect(tags(page, 'promoted-lines')).toHaveText(['Laptops×', 'Desktops×']);
    await expect(promotedValue(page)).toHaveText('Value: [["electronics","computers","laptops"],["electronics","computers","desktops"]]');
  });

  test('has no axe violations with the menus closed and open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await boxOf(promoted(page)).click();
    await option(page, 'Electronics').click();
    await option(page, 'Phones').click();
    await option(page, 'Smartphones').click();
    await expect(tags(page, 'promoted-lines')).toHaveText(['Smartphones×']);
    await expectNoAxeViolations(page);
  });
});
