import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/custom-field-name' });

test.describe('on the page', () => {
  test('shows the names and reports the codes of the picked path', async ({ page }) => {
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

    await expect(page.getByRole('status')).toHaveText(
      'onChange value: ["ENG","ENG-PLT","ENG-PLT-SEC"]. Selected units: Engineering / Platform / Security.',
    );
    await expect(page.locator(SELECTION)).toHaveText('Engineering / Platform / Security');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Team')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Team').click();
    await page.getByRole('menuitemcheckbox', { name: 'Sales' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Americas' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
