import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitForApp, watchPage } from '../../support/page-health';

test('the prerendered page contains the demo', async ({ baseURL }) => {
  const html = await (await fetch(new URL('/demo/rc-form', baseURL))).text();
  expect(html).toContain('Destination (required)');
});

test.describe('rc-field-form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/rc-form');
    await waitForApp(page);
  });

  test('an empty submit shows the message; a chosen path submits its values', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    const input = page.getByLabel('Destination (required)');
    const result = page.getByTestId('parcel-form-result');
    const message = page.getByRole('alert');

    await page.getByRole('button', { name: 'Send parcel' }).click();
    await expect(message).toHaveText('Choose the city the parcel goes to.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose the city the parcel goes to.');
    await expect(result).toHaveText('Not submitted yet.');

    await input.click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kansai' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Kyoto' }).click();
    // The field validates on change, so the message goes as soon as a city is chosen.
    await expect(message).toHaveCount(0);
    await expect(input).toHaveAttribute('aria-invalid', 'false');

    await page.getByRole('button', { name: 'Send parcel' }).click();
    await expect(result).toHaveText('Submitted: {"destination":["japan","kansai","kyoto"]}');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(result).toHaveText('Not submitted yet.');
    await expect(page.locator('.rc-cascader-selection-item')).toHaveCount(0);
    expect(watch.problems).toEqual([]);
  });

  test('has no axe violations with the menu closed and open', async ({ page, baseURL }) => {
    const watch = await watchPage(page, new URL(baseURL!).origin);
    // Demos render after hydration: wait for them, so that axe checks them rather than an empty preview.
    await expect(page.getByLabel('Destination (required)')).toBeVisible();
    await expectNoAxeViolations(page);
    // Also with the validation message shown.
    await page.getByRole('button', { name: 'Send parcel' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Destination (required)').click();
    await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Quebec' })).toBeVisible();
    // Open, rc-select points the input's aria-owns/aria-controls at "<id>_list", an element
    // rc-cascader never renders (an upstream defect that aria-valid-attr-value flags), so the open
    // state is checked on the popup; the closed checks above cover the form.
    await expectNoAxeViolations(page, ['.rc-cascader-dropdown']);
    expect(watch.problems).toEqual([]);
  });
});
