import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/change-on-select' });

test.describe('on the page', () => {
  test('a first-level option is selected as soon as it is clicked, and a deeper path still works', async ({ page }) => {
    const result = page.getByRole('status');
    const selection = page.locator(SELECTION);
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
    await expect(result).toHaveText('Delivering to a whole city: Japan / Kansai / Kyoto (value: ["japan","kansai","kyoto"])');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
  });

  test('the user can stop at a region and close the menu', async ({ page }) => {
    const result = page.getByRole('status');
    await page.getByLabel('Delivery area').click();
    await page.getByRole('menuitemcheckbox', { name: 'United Kingdom' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Scotland' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(page.locator(SELECTION)).toHaveText('United Kingdom / Scotland');
    await expect(result).toHaveText('Delivering to a whole region: United Kingdom / Scotland (value: ["united-kingdom","scotland"])');
  });

  test('Enter selects a country alone from the keyboard', async ({ page }) => {
    await page.getByLabel('Delivery area').focus();
    await page.keyboard.press('ArrowDown'); // opens the menu
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await page.keyboard.press('ArrowDown'); // Canada
    await page.keyboard.press('Enter');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Delivering to a whole country: Canada (value: ["canada"])');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Delivery area')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Delivery area').click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Ontario' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
