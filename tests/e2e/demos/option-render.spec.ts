import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/option-render' });

test.describe('option render', () => {
  test('renders the custom content in the menu and still selects a path', async ({ page }) => {
    await page.getByLabel('Browse the catalogue').click();

    const electronics = page.getByRole('menuitemcheckbox', { name: /^Electronics/ });
    await expect(electronics).toContainText('933 products');
    await expect(page.getByRole('menuitemcheckbox', { name: /^Books/ })).toContainText('1,310 products');
    await electronics.click();
    await page.getByRole('menuitemcheckbox', { name: /^Computers/ }).click();
    const laptops = page.getByRole('menuitemcheckbox', { name: /^Laptops/ });
    await expect(laptops).toContainText('128 products');
    await laptops.click();

    // The selector shows the plain labels: optionRender only changes the menu.
    await expect(page.locator(SELECTION)).toHaveText('Electronics / Computers / Laptops');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Browse the catalogue')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Browse the catalogue').click();
    await page.getByRole('menuitemcheckbox', { name: /^Books/ }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: /^Fiction/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
