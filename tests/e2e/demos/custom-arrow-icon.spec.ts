import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION, SUFFIX } from './fixture';

test.use({ demoPath: '/demo/custom-arrow-icon' });

test.describe('on the page', () => {
  test('shows the custom suffix and expand icons', async ({ page }) => {
    const suffix = page.locator(SUFFIX);
    await expect(suffix.locator('.anticon-down')).toBeVisible();

    await page.getByLabel('Product line').click();
    await expect(suffix.locator('.anticon-up')).toBeVisible();
    await expect(suffix.locator('.anticon-down')).toHaveCount(0);

    // Every parent option ends in the RightOutlined chevron instead of the default ">".
    const electronics = page.getByRole('menuitemcheckbox', { name: 'Electronics' });
    await expect(electronics.locator('.rc-cascader-menu-item-expand-icon .anticon-right')).toBeVisible();
    await expect(page.locator('.rc-cascader-menu-item-expand-icon .anticon-right')).toHaveCount(4);
    await electronics.click();
    await page.getByRole('menuitemcheckbox', { name: 'Computers' }).click();
    // Leaves have no expand icon.
    const laptops = page.getByRole('menuitemcheckbox', { name: 'Laptops' });
    await expect(laptops.locator('.rc-cascader-menu-item-expand-icon')).toHaveCount(0);
    await laptops.click();

    await expect(page.locator(SELECTION)).toHaveText('Electronics / Computers / Laptops');
    await expect(suffix.locator('.anticon-down')).toBeVisible();
  });

  test.describe('with a fake clock', () => {
    // The Clearance branch loads on a timer; the fake clock decides when it fires.
    test.use({ fakeClock: true });

    test('shows the loading icon while a lazy branch loads, then its children', async ({ page }) => {
      await page.getByLabel('Product line').click();
      const clearance = page.getByRole('menuitemcheckbox', { name: 'Clearance' });
      await expect(clearance).toBeVisible();
      // Stop the clock, so that nothing but runFor moves it on.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await clearance.click();

      const spinner = clearance.locator('.rc-cascader-menu-item-loading-icon .anticon-loading');
      await expect(spinner).toBeVisible();
      // While loading, the spinner takes the place of the expand icon.
      await expect(clearance.locator('.rc-cascader-menu-item-expand-icon')).toHaveCount(0);
      await expect(page.getByRole('menuitemcheckbox', { name: 'Ex-display laptops' })).toHaveCount(0);

      await page.clock.runFor(1499);
      await expect(spinner).toBeVisible();

      await page.clock.runFor(1);
      await expect(spinner).toHaveCount(0);
      await expect(clearance.locator('.rc-cascader-menu-item-expand-icon .anticon-right')).toBeVisible();
      await page.getByRole('menuitemcheckbox', { name: 'Ex-display laptops' }).click();
      await expect(page.locator(SELECTION)).toHaveText('Clearance (loads on open) / Ex-display laptops');
    });
  });

  // Real timers here: axe schedules its own work with them.
  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Product line')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Product line').click();
    await page.getByRole('menuitemcheckbox', { name: 'Electronics' }).click();
    await expect(page.locator('.rc-cascader-menu')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});
