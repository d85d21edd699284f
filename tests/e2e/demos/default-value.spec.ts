import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/default-value' });

test.describe('on the page', () => {
  test('has the exact title and heading', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('defaultValue');
    await expect(page).toHaveTitle(/^defaultValue/);
    await expect(page.getByRole('link', { name: 'value', exact: true })).toHaveAttribute('href', '/demo/value');
  });

  test('starts on the default path, then the user changes it freely', async ({ page }) => {
    const selection = page.locator(SELECTION);
    const result = page.getByRole('status');
    await expect(selection).toHaveText('Japan / Kansai / Kyoto');
    await expect(result).toContainText('Starting value: ["japan","kansai","kyoto"]');

    // Opening shows the starting path expanded.
    await page.getByLabel('Home city').click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kyoto' })).toBeVisible();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ontario' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Toronto' }).click();

    await expect(selection).toHaveText('Canada / Ontario / Toronto');
    await expect(result).toHaveText('onChange reported Canada / Ontario / Toronto (value: ["canada","ontario","toronto"])');

    // Clearing also works without any state of ours.
    await page.locator('.rc-cascader').hover();
    await page.locator('.rc-cascader-clear').click();
    await expect(selection).toHaveCount(0);
    await expect(result).toHaveText('onChange reported an empty value.');

    // A fresh mount reads defaultValue again.
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(selection).toHaveText('Japan / Kansai / Kyoto');
    await expect(result).toContainText('Starting value');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Home city')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Home city').click();
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
