import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForApp, watchPage } from '../../support/page-health';

const popup = (page: Page): Locator => page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');

const option = (page: Page, label: string): Locator =>
  popup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^${label}( >)?$`) });

test('the prerendered page contains both expand-trigger demos', async ({ baseURL }) => {
  const html = await (await fetch(new URL('/demo/hover', baseURL))).text();
  expect(html).toContain('Expands on click (default)');
  expect(html).toContain('Expands on hover');
});

test.describe('hover demo', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/hover');
    await waitForApp(page);
  });

  test('hovering a parent opens its children with expandTrigger="hover"', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    await page.getByLabel('Expands on hover').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expect(option(page, 'Electronics')).toHaveClass(/rc-cascader-menu-item-active/);

    await option(page, 'Books').hover();
    await expect(option(page, 'Fiction')).toBeVisible();
    await expect(option(page, 'Computers')).toHaveCount(0);

    await option(page, 'Fiction').hover();
    await option(page, 'Crime').click();
    await expect(page.getByTestId('expand-hover-result')).toHaveText('You picked Books / Fiction / Crime');
    await expect(popup(page)).toHaveCount(0);
    expect(watch.problems).toEqual([]);
  });

  test('hovering does nothing with the default click trigger; a click opens the column', async ({ page }) => {
    await page.getByLabel('Expands on click (default)').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Electronics')).not.toHaveClass(/rc-cascader-menu-item-active/);
    await expect(option(page, 'Computers')).toHaveCount(0);
    await expect(popup(page).getByRole('menu')).toHaveCount(1);

    await option(page, 'Electronics').click();
    await expect(option(page, 'Computers')).toBeVisible();
    await option(page, 'Books').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expect(option(page, 'Fiction')).toHaveCount(0);
  });

  test('the keyboard works the same in hover mode', async ({ page }) => {
    await page.getByLabel('Expands on hover').focus();
    await page.keyboard.press('ArrowDown'); // opens the popup
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('ArrowUp'); // Books
    await page.keyboard.press('ArrowRight'); // Fiction
    await page.keyboard.press('ArrowRight'); // Crime
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('expand-hover-result')).toHaveText('You picked Books / Fiction / Crime');
  });

  test('has no axe violations with the menus closed and open', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    await expectNoAxeViolations(page);
    await page.getByLabel('Expands on hover').click();
    await option(page, 'Electronics').hover();
    await expect(option(page, 'Computers')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(watch.problems).toEqual([]);
  });
});
