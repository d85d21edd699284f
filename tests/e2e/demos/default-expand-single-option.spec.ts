import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

const option = (page: Page, name: string) => page.getByRole('menuitemcheckbox', { name });
/** The labels of the highlighted options, one per open column. */
const activePath = (page: Page) => page.locator('.rc-cascader-menu-item-active .rc-cascader-menu-item-content');

test.use({ demoPath: '/demo/default-expand-single-option' });

test.describe('on the page', () => {
  test('opening a parent with one child expands and selects that child, down to the leaf', async ({ page }) => {
    const result = page.getByRole('status');
    const selection = page.locator(SELECTION);
    await expect(result).toHaveText('No office chosen yet.');

    await page.getByLabel('Office').click();
    await option(page, 'Ireland').click();

    // Dublin and Docklands are opened in the menu and highlighted as the active path.
    await expect(option(page, 'Dublin')).toBeVisible();
    await expect(option(page, 'Docklands')).toBeVisible();
    await expect(page.locator('.rc-cascader-menu')).toHaveCount(3);
    await expect(activePath(page)).toHaveText(['Ireland', 'Dublin', 'Docklands']);
    await expect(selection).toHaveText('Ireland / Dublin / Docklands');
    await expect(result).toHaveText('Ireland / Dublin / Docklands: complete. Filled in for you: Dublin, Docklands.');
  });

  test('filling in stops at the first level that has a real choice', async ({ page }) => {
    const result = page.getByRole('status');
    await page.getByLabel('Office').click();

    // Japan → Tokyo is filled in; Tokyo has two buildings, so the user picks one.
    await option(page, 'Japan').click();
    await expect(activePath(page)).toHaveText(['Japan', 'Tokyo']);
    await expect(option(page, 'Shibuya')).toBeVisible();
    await expect(option(page, 'Marunouchi')).toBeVisible();
    await expect(result).toHaveText('Japan / Tokyo: choose the next level to finish. Filled in for you: Tokyo.');
    await option(page, 'Shibuya').click();
    await expect(result).toHaveText('Japan / Tokyo / Shibuya: complete.');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();

    // Germany has two cities: nothing is filled in until Munich, whose only building follows.
    await page.getByLabel('Office').click();
    await option(page, 'Germany').click();
    await expect(result).toHaveText('Germany: choose the next level to finish.');
    await expect(activePath(page)).toHaveText(['Germany']);
    await option(page, 'Munich').click();
    await expect(activePath(page)).toHaveText(['Germany', 'Munich', 'Schwabing']);
    await expect(result).toHaveText('Germany / Munich / Schwabing: complete. Filled in for you: Schwabing.');
  });

  test('with the keyboard, Enter on a parent fills in its single children and closes the menu', async ({ page }) => {
    const input = page.getByLabel('Office');
    await input.focus();
    await page.keyboard.press('ArrowDown'); // opens the menu
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await page.keyboard.press('ArrowDown'); // Germany
    await page.keyboard.press('ArrowDown'); // Ireland
    await page.keyboard.press('ArrowRight'); // only opens Ireland: nothing is selected
    await expect(page.getByRole('status')).toHaveText('No office chosen yet.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(page.locator(SELECTION)).toHaveText('Ireland / Dublin / Docklands');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Office')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Office').click();
    await option(page, 'Ireland').click();
    await expect(option(page, 'Docklands')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
