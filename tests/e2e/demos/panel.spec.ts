import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForApp, watchPage } from '../../support/page-health';

/** The option with this label inside the panel named by `group`. */
const option = (page: Page, group: string, label: string): Locator =>
  page
    .getByRole('group', { name: group })
    .getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${label}( >)?$`) });

test('the prerendered page contains the panels', async ({ baseURL }) => {
  const html = await (await fetch(new URL('/demo/panel', baseURL))).text();
  expect(html).toContain('Meeting city');
  expect(html).toContain('rc-cascader-panel');
  expect(html).toContain('You have not saved any places yet.');
});

test.describe('panel demos', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/panel');
    await waitForApp(page);
  });

  test('the single panel picks a path inline', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    await option(page, 'Meeting city', 'Japan').click();
    await option(page, 'Meeting city', 'Kansai').click();
    await option(page, 'Meeting city', 'Kyoto').click();
    await expect(page.getByTestId('panel-inline-result')).toHaveText('You picked Japan / Kansai / Kyoto');
    await expect(option(page, 'Meeting city', 'Kyoto')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'Meeting city', 'Kyoto')).toBeVisible();
    expect(watch.problems).toEqual([]);
  });

  test('the direction toggle switches the panel to right-to-left', async ({ page }) => {
    const container = page.getByTestId('panel-inline-container');
    const panel = page.getByRole('group', { name: 'Meeting city' }).locator('.rc-cascader-panel');
    await expect(container).toHaveAttribute('dir', 'ltr');
    await expect(panel).not.toHaveClass(/rc-cascader-panel-rtl/);

    await option(page, 'Meeting city', 'Canada').click();
    const columnsLtr = await page.getByRole('group', { name: 'Meeting city' }).getByRole('menu').all();
    const [firstLtr, secondLtr] = await Promise.all(columnsLtr.map((column) => column.boundingBox()));
    expect(secondLtr!.x).toBeGreaterThan(firstLtr!.x);

    await page.getByLabel('Right-to-left').check();
    await expect(container).toHaveAttribute('dir', 'rtl');
    await expect(panel).toHaveClass(/rc-cascader-panel-rtl/);
    await expect(panel.locator('.rc-cascader-menus')).toHaveClass(/rc-cascader-rtl/);
    const columnsRtl = await page.getByRole('group', { name: 'Meeting city' }).getByRole('menu').all();
    const [firstRtl, secondRtl] = await Promise.all(columnsRtl.map((column) => column.boundingBox()));
    expect(secondRtl!.x).toBeLessThan(firstRtl!.x);

    await page.getByLabel('Right-to-left').uncheck();
    await expect(panel).not.toHaveClass(/rc-cascader-panel-rtl/);
  });

  test('the checkable panel checks items and reports the paths', async ({ page }) => {
    const group = 'Categories in the newsletter';
    await option(page, group, 'Books').click();
    await option(page, group, 'Fiction').locator('.rc-cascader-checkbox').click();
    await expect(option(page, group, 'Fiction')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, group, 'Books').locator('.rc-cascader-checkbox')).toHaveClass(
      /rc-cascader-checkbox-indeterminate/,
    );
    await expect(page.getByTestId('panel-checkable-result')).toHaveText('Value: [["books","fiction"]]');

    await option(page, group, 'Electronics').click();
    await option(page, group, 'Audio').click();
    await option(page, group, 'Speakers').click();
    await expect(page.getByTestId('panel-checkable-result')).toHaveText(
      'Value: [["books","fiction"],["electronics","audio","speakers"]]',
    );
  });

  test('the empty panel shows its notFoundContent until it has options', async ({ page }) => {
    const saved = page.getByRole('group', { name: 'Saved places' });
    await expect(saved.locator('.rc-cascader-panel')).toHaveClass(/rc-cascader-panel-empty/);
    await expect(saved).toHaveText('You have not saved any places yet.');
    await expect(saved.getByRole('menuitemcheckbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Load some places' }).click();
    await expect(option(page, 'Saved places', 'Canada')).toBeVisible();
    await expect(saved).not.toContainText('You have not saved any places yet.');

    await page.getByRole('button', { name: 'Remove the places' }).click();
    await expect(saved).toHaveText('You have not saved any places yet.');
  });

  test('has no axe violations, before and after opening columns', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    await expectNoAxeViolations(page);
    await option(page, 'Meeting city', 'Japan').click();
    await option(page, 'Categories in the newsletter', 'Books').click();
    await option(page, 'Categories in the newsletter', 'Fiction').locator('.rc-cascader-checkbox').click();
    await page.getByLabel('Right-to-left').check();
    await page.getByRole('button', { name: 'Load some places' }).click();
    await expect(option(page, 'Saved places', 'Canada')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(watch.problems).toEqual([]);
  });
});
