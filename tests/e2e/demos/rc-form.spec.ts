import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/rc-form' });

test.describe('rc-field-form', () => {
  test('an empty submit shows the message; a chosen path submits its values', async ({ page }) => {
    const input = page.getByLabel('Destination (required)');
    const result = page.getByRole('status');
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
    await expect(page.locator(SELECTION)).toHaveCount(0);
  });

  // The one state of this page that tests/e2e/a11y/ does not reach: the validation message.
  test('has no axe violations with the validation message shown', async ({ page }) => {
    await page.getByRole('button', { name: 'Send parcel' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
