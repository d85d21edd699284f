import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/text-trigger' });

test.describe('text trigger', () => {
  test('clicking the text opens the menu and picking a path updates the text', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Ship to: choose a city' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kansai' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kyoto' }).click();

    const updated = page.getByRole('button', { name: 'Ship to: Kyoto, Japan' });
    await expect(updated).toBeVisible();
    await expect(updated).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
  });

  test('the trigger opens from the keyboard and Escape closes the menu', async ({ page }) => {
    const trigger = page.getByRole('button', { name: /^Ship to:/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
  });

  test('displayRender formats the path in the standard selector', async ({ page }) => {
    const selection = page.locator(SELECTION);
    await expect(selection).toHaveText('Ship to: Montreal, Canada');
    await page.getByRole('combobox', { name: 'Delivery address' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'United Kingdom' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Scotland' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Edinburgh' }).click();
    await expect(selection).toHaveText('Ship to: Edinburgh, United Kingdom');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Ship to:/ })).toBeVisible();
    await expect(page.getByLabel('Delivery address')).toBeVisible();
    await expectNoAxeViolations(page);
    // The custom trigger renders no rc-select input, so the whole page can be checked while open.
    await page.getByRole('button', { name: /^Ship to:/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Ontario' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
