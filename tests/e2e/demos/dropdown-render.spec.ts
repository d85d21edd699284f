import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/dropdown-render' });

test.describe('on the page', () => {
  test('the footer appears in the open popup and adds a department that can be picked', async ({ page }) => {
    const popup = page.locator('.rc-cascader-dropdown');
    const result = page.getByRole('status');
    await expect(result).toBeEmpty();
    await page.getByLabel('Category', { exact: true }).click();

    // The footer sits inside the popup, under the columns.
    const field = popup.getByLabel('New department');
    await expect(field).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Add' })).toBeVisible();
    const menus = await popup.locator('.rc-cascader-menus').boundingBox();
    const footer = await popup.locator('form').boundingBox();
    expect(footer!.y).toBeGreaterThanOrEqual(menus!.y + menus!.height);

    await field.fill('Toys');
    await popup.getByRole('button', { name: 'Add' }).click();
    await expect(result).toHaveText('Added the department "Toys". It is at the end of the first column.');
    await expect(field).toHaveValue('');
    // The popup stayed open and the new department is the last option of the first column.
    await expect(popup.locator('.rc-cascader-menu').first().locator('.rc-cascader-menu-item-content')).toHaveText([
      'Electronics',
      'Home & Garden',
      'Books',
      'Toys',
    ]);

    await page.getByRole('menuitemcheckbox', { name: 'Toys' }).click();
    await expect(page.locator(SELECTION)).toHaveText('Toys');
    await expect(popup).toBeHidden();
  });

  test('keys typed in the footer stay there: Enter adds, the arrows do not move the menu', async ({ page }) => {
    const popup = page.locator('.rc-cascader-dropdown');
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Books' }).click();
    await expect(popup.locator('.rc-cascader-menu')).toHaveCount(2);

    // Into the field with a click, as a visitor with a mouse goes there. Focus moved into the popup without a
    // press inside it (a script's focus(), as `fill` alone does) leaves @rc-component/select 1.12.0's option
    // list locked: the selector's blur schedules a close, the close is cancelled because focus is inside the
    // popup, and the lock it set is not released (its hooks/useOpen.js), so 1.x would not show the new option.
    const field = popup.getByLabel('New department');
    await field.click();
    await field.fill('Garden & Outdoors');
    await field.press('ArrowDown');
    await field.press('ArrowRight');
    await field.press('Enter');

    await expect(page.getByRole('status')).toHaveText('Added the department "Garden & Outdoors". It is at the end of the first column.');
    // Still the same two columns, with Books active: the arrows did not reach the menu.
    await expect(popup.locator('.rc-cascader-menu')).toHaveCount(2);
    await expect(popup.locator('.rc-cascader-menu-item-active .rc-cascader-menu-item-content')).toHaveText(['Books']);
    await expect(popup.getByRole('menuitemcheckbox', { name: 'Garden & Outdoors' })).toBeVisible();

    // The same name again is refused.
    await field.fill('garden & outdoors');
    await field.press('Enter');
    await expect(page.getByRole('status')).toHaveText('"garden & outdoors" is already a department.');
    await expect(popup.getByRole('menuitemcheckbox', { name: 'Garden & Outdoors' })).toHaveCount(1);
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Category', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Category', { exact: true }).click();
    await expect(page.getByLabel('New department')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
