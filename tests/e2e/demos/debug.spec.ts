import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTOR, boxOf } from './fixture';

/** The JSX and the value the bench prints under the cascader, in captioned figures. */
const printedProps = (page: Page) => page.getByRole('figure', { name: 'Current props' }).locator('pre');
const printedValue = (page: Page) => page.getByRole('figure', { name: 'Current value' }).locator('pre');

test.use({ demoPath: '/demo/debug' });

test.describe('test bench', () => {
  test('checkable, showSearch and allowClear change the cascader', async ({ page }) => {
    const input = page.getByLabel('City (test bench)');
    const props = printedProps(page);
    const value = printedValue(page);
    await expect(props).toHaveText('<Cascader\n  options={geography}\n/>');

    // checkable: checkboxes in the menu, and a list of paths as the value.
    await page.getByRole('checkbox', { name: 'checkable' }).check();
    await expect(props).toContainText('  checkable');
    await boxOf(input).click();
    await expect(page.locator('.rc-cascader-dropdown .rc-cascader-checkbox')).toHaveCount(3);
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).locator('.rc-cascader-checkbox').click();
    await expect(value).toHaveText('[["canada"]]');
    await expect(page.locator('.rc-cascader-selection-item-content')).toHaveText(['Canada']);

    // showSearch: typing filters to matching paths.
    await page.getByRole('checkbox', { name: 'checkable' }).uncheck();
    await expect(value).toHaveText('[]');
    await page.getByRole('checkbox', { name: 'showSearch' }).check();
    await expect(props).toContainText('  showSearch');
    await boxOf(input).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Canada' })).toBeVisible();
    await expect(page.locator('.rc-cascader-dropdown .rc-cascader-checkbox')).toHaveCount(0);
    await input.fill('kyo');
    await page.getByRole('menuitemcheckbox', { name: 'Japan / Kansai / Kyoto' }).click();
    await expect(value).toHaveText('["japan","kansai","kyoto"]');

    // allowClear: a clear button that empties the value.
    await expect(page.locator('.rc-cascader-clear')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'allowClear' }).check();
    await page.locator('.rc-cascader').hover();
    await page.locator('.rc-cascader-clear').click();
    await expect(value).toHaveText('[]');
  });

  test('changeOnSelect and expandTrigger change how paths are chosen', async ({ page }) => {
    const input = page.getByLabel('City (test bench)');
    const value = printedValue(page);

    // Without changeOnSelect, clicking a country only expands it.
    await boxOf(input).click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(value).toHaveText('[]');

    await page.getByRole('checkbox', { name: 'changeOnSelect' }).check();
    await boxOf(input).click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(value).toHaveText('["japan"]');
    // With changeOnSelect and click, choosing a country keeps the menu open for the next column.
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rc-cascader-dropdown:visible')).toHaveCount(0);

    // expandTrigger="hover": pointing at a country opens its regions.
    await page.getByRole('combobox', { name: 'expandTrigger' }).selectOption('hover');
    await expect(printedProps(page)).toContainText('expandTrigger="hover"');
    await boxOf(input).click();
    await page.getByRole('menuitemcheckbox', { name: 'United Kingdom' }).hover();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Scotland' })).toBeVisible();
    await page.getByRole('menuitemcheckbox', { name: 'Scotland' }).hover();
    await page.getByRole('menuitemcheckbox', { name: 'Glasgow' }).click();
    await expect(value).toHaveText('["united-kingdom","scotland","glasgow"]');
  });

  test('disabled stops the cascader from opening; rtl mirrors the menu', async ({ page }) => {
    const input = page.getByLabel('City (test bench)');

    await page.getByRole('checkbox', { name: 'disabled' }).check();
    await expect(input).toBeDisabled();
    await expect(page.locator('.rc-cascader')).toHaveClass(/rc-cascader-disabled/);
    await page.locator(SELECTOR).first().click();
    await expect(page.locator('.rc-cascader-dropdown:visible')).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('checkbox', { name: 'disabled' }).uncheck();

    await page.getByRole('combobox', { name: 'direction' }).selectOption('rtl');
    await expect(printedProps(page)).toContainText('direction="rtl"');
    await boxOf(input).click();
    await expect(page.locator('.rc-cascader-menus')).toHaveClass(/rc-cascader-rtl/);
    await expect(page.locator('.rc-cascader-dropdown')).toHaveClass(/rc-cascader-dropdown-placement-bottomRight/);
    // The first column sits on the right, the next one to its left.
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    const country = await page.getByRole('menuitemcheckbox', { name: 'Canada' }).boundingBox();
    const region = await page.getByRole('menuitemcheckbox', { name: 'Ontario' }).boundingBox();
    expect(region!.x).toBeLessThan(country!.x);
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('City (test bench)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'checkable' }).check();
    await boxOf(page.getByLabel('City (test bench)')).click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
