import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from './fixture';

/** The option with this label inside the panel named by `group`. */
const option = (page: Page, group: string, label: string): Locator =>
  page.getByRole('group', { name: group }).getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${label}( >)?$`) });

/** What a panel's demo printed about its value, named after the panel. */
const printed = (page: Page, group: string): Locator => page.getByRole('status', { name: group });

test.use({ demoPath: '/demo/panel' });

test.describe('panel demos', () => {
  test('the single panel picks a path inline', async ({ page }) => {
    await option(page, 'Meeting city', 'Japan').click();
    await option(page, 'Meeting city', 'Kansai').click();
    await option(page, 'Meeting city', 'Kyoto').click();
    await expect(printed(page, 'Meeting city')).toHaveText('You picked Japan / Kansai / Kyoto');
    await expect(option(page, 'Meeting city', 'Kyoto')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'Meeting city', 'Kyoto')).toBeVisible();
  });

  test('the direction toggle switches the panel to right-to-left', async ({ page }) => {
    // The panel's container, which sets the writing direction as a right-to-left app would.
    const container = page.getByRole('group', { name: 'Meeting city' }).locator('..');
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
    await expect(option(page, group, 'Books').locator('.rc-cascader-checkbox')).toHaveClass(/rc-cascader-checkbox-indeterminate/);
    await expect(printed(page, group)).toHaveText('Value: [["books","fiction"]]');

    await option(page, group, 'Electronics').click();
    await option(page, group, 'Audio').click();
    await option(page, group, 'Speakers').click();
    await expect(printed(page, group)).toHaveText('Value: [["books","fiction"],["electronics","audio","speakers"]]');
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

  test('has no axe violations, before and after opening columns', async ({ page }) => {
    await expectNoAxeViolations(page);
    await option(page, 'Meeting city', 'Japan').click();
    await option(page, 'Categories in the newsletter', 'Books').click();
    await option(page, 'Categories in the newsletter', 'Fiction').locator('.rc-cascader-checkbox').click();
    await page.getByLabel('Right-to-left').check();
    await page.getByRole('button', { name: 'Load some places' }).click();
    await expect(option(page, 'Saved places', 'Canada')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
