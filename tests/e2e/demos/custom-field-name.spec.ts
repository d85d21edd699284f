import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForApp, watchPage } from '../../support/page-health';

test('the demo is in the prerendered HTML', async ({ baseURL }) => {
  const response = await fetch(new URL('/demo/custom-field-name', baseURL));
  expect(response.ok).toBe(true);
  const html = await response.text();
  expect(html).toContain('organisation-unit-picker');
  expect(html).toContain('No team chosen yet.');
});

test.describe('on the page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/custom-field-name');
    await waitForApp(page);
  });

  test('shows the names and reports the codes of the picked path', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    await page.getByLabel('Team').click();

    // The first column lists the `name` of each top-level unit.
    await expect(page.locator('.rc-cascader-menu').first().locator('.rc-cascader-menu-item-content')).toHaveText([
      'Engineering',
      'Operations',
      'Sales',
    ]);
    await page.getByRole('menuitemcheckbox', { name: 'Engineering' }).click();
    // Its `units` form the next column.
    await expect(page.locator('.rc-cascader-menu').nth(1).locator('.rc-cascader-menu-item-content')).toHaveText([
      'Platform',
      'Product engineering',
    ]);
    await page.getByRole('menuitemcheckbox', { name: 'Platform' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Security' }).click();

    await expect(page.getByTestId('organisation-unit-picker-result')).toHaveText(
      'onChange value: ["ENG","ENG-PLT","ENG-PLT-SEC"]. Selected units: Engineering / Platform / Security.',
    );
    await expect(page.locator('.rc-cascader-selection-item')).toHaveText('Engineering / Platform / Security');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    expect(watch.problems).toEqual([]);
  });

  test('has no axe violations with the menu closed and open', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    // The demo must be on screen first: with no preview to include, axe would scan the whole page.
    await expect(page.getByLabel('Team')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Team').click();
    await page.getByRole('menuitemcheckbox', { name: 'Sales' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Americas' })).toBeVisible();
    // Open, rc-select points the combobox's aria-owns/aria-controls at "<id>_list", an element
    // rc-cascader never renders (an upstream defect, flagged by aria-valid-attr-value), so the
    // open state is checked on the popup; the closed check above covers the selector.
    await expectNoAxeViolations(page, ['.rc-cascader-dropdown']);
    expect(watch.problems).toEqual([]);
  });
});
