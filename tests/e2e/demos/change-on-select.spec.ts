import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForApp, watchPage } from '../../support/page-health';

test('the demo is in the prerendered HTML', async ({ baseURL }) => {
  const response = await fetch(new URL('/demo/change-on-select', baseURL));
  expect(response.ok).toBe(true);
  const html = await response.text();
  expect(html).toContain('Delivery area');
  expect(html).toContain('No area chosen yet.');
});

test.describe('on the page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/change-on-select');
    await waitForApp(page);
  });

  test('a first-level option is selected as soon as it is clicked, and a deeper path still works', async ({
    page,
    baseURL,
  }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    const result = page.getByTestId('any-level-area-picker-result');
    const selection = page.locator('.rc-cascader-selection-item');
    await page.getByLabel('Delivery area').click();

    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(result).toHaveText('Delivering to a whole country: Japan (value: ["japan"])');
    await expect(selection).toHaveText('Japan');
    // The menu stays open on Japan's regions.
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();

    await page.getByRole('menuitemcheckbox', { name: 'Kansai' }).click();
    await expect(result).toHaveText('Delivering to a whole region: Japan / Kansai (value: ["japan","kansai"])');
    await expect(selection).toHaveText('Japan / Kansai');
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();

    await page.getByRole('menuitemcheckbox', { name: 'Kyoto' }).click();
    await expect(result).toHaveText(
      'Delivering to a whole city: Japan / Kansai / Kyoto (value: ["japan","kansai","kyoto"])',
    );
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    expect(watch.problems).toEqual([]);
  });

  test('the user can stop at a region and close the menu', async ({ page }) => {
    const result = page.getByTestId('any-level-area-picker-result');
    await page.getByLabel('Delivery area').click();
    await page.getByRole('menuitemcheckbox', { name: 'United Kingdom' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Scotland' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(page.locator('.rc-cascader-selection-item')).toHaveText('United Kingdom / Scotland');
    await expect(result).toHaveText(
      'Delivering to a whole region: United Kingdom / Scotland (value: ["united-kingdom","scotland"])',
    );
  });

  test('Enter selects a country alone from the keyboard', async ({ page }) => {
    await page.getByLabel('Delivery area').focus();
    await page.keyboard.press('ArrowDown'); // opens the menu
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await page.keyboard.press('ArrowDown'); // Canada
    await page.keyboard.press('Enter');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(page.getByTestId('any-level-area-picker-result')).toHaveText(
      'Delivering to a whole country: Canada (value: ["canada"])',
    );
  });

  test('has no axe violations with the menu closed and open', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    // The demo must be on screen first: with no preview to include, axe would scan the whole page.
    await expect(page.getByLabel('Delivery area')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Delivery area').click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Ontario' })).toBeVisible();
    // Open, rc-select points the combobox's aria-owns/aria-controls at "<id>_list", an element
    // rc-cascader never renders (an upstream defect, flagged by aria-valid-attr-value), so the
    // open state is checked on the popup; the closed check above covers the selector.
    await expectNoAxeViolations(page, ['.rc-cascader-dropdown']);
    expect(watch.problems).toEqual([]);
  });
});
