import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from './fixture';

/**
 * The second demo shows the deprecated props on purpose; in development builds rc-cascader
 * warns about them once (production builds do not). Nothing else may reach the console.
 */
const EXPECTED_DEPRECATIONS = [
  'console.error: Warning: `onPopupVisibleChange` is deprecated. Please use `onOpenChange` instead.',
  'console.error: Warning: `popupVisible` is deprecated. Please use `open` instead.',
];

test.use({ demoPath: '/demo/visible' });

test.describe('open state', () => {
  test.beforeEach(({ pageWatch }) => pageWatch.allow(...EXPECTED_DEPRECATIONS));

  test('open and onOpenChange: buttons outside open and close it, the state follows clicks', async ({ page }) => {
    const input = page.getByLabel('Pickup city');
    const popup = page.locator('.rc-cascader-dropdown:visible');
    const state = page.getByRole('status');
    await expect(state).toHaveText('open is false; the last request from the cascader was: none yet.');

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(popup).toHaveCount(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toBeFocused();
    await expect(state).toHaveText('open is true; the last request from the cascader was: none yet.');

    // The arrow keys work, since the button moved focus into the cascader.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemcheckbox', { name: 'Canada' })).toHaveClass(/rc-cascader-menu-item-active/);

    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(popup).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(state).toContainText('open is false');

    // Clicks on the cascader and elsewhere go through onOpenChange.
    await input.click();
    await expect(popup).toHaveCount(1);
    await expect(state).toHaveText('open is true; the last request from the cascader was: open.');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(popup).toHaveCount(0);
    await expect(state).toHaveText('open is false; the last request from the cascader was: close.');

    // Choosing a city closes the menu through onOpenChange too.
    await input.click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kansai' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kyoto' }).click();
    await expect(popup).toHaveCount(0);
    await expect(state).toHaveText('open is false; the last request from the cascader was: close.');
  });

  test('deprecated popupVisible and onPopupVisibleChange still work', async ({ page }) => {
    const input = page.getByLabel('Return city (deprecated props)');
    const popup = page.locator('.rc-cascader-dropdown:visible');
    await expect(popup).toHaveCount(0);

    await page.getByRole('button', { name: 'Show the popup' }).click();
    await expect(popup).toHaveCount(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Hide the popup' }).click();
    await expect(popup).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // onPopupVisibleChange hears the cascader's own requests, which the demo accepts.
    await input.click();
    await expect(popup).toHaveCount(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(popup).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('has no axe violations with the menu closed and open', async ({ page }) => {
    await expect(page.getByLabel('Pickup city')).toBeVisible();
    await expect(page.getByLabel('Return city (deprecated props)')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Ontario' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
