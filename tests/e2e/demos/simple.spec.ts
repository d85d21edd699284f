import { expect, test, SELECTION } from './fixture';

test.use({ demoPath: '/demo/simple' });

test('picks a full path with the mouse and shows it', async ({ page }) => {
  const result = page.getByRole('status');
  await expect(result).toHaveText('Nothing picked yet.');

  await page.getByLabel('Destination').click();
  await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Kansai' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Kyoto' }).click();

  await expect(result).toHaveText('You picked Japan / Kansai / Kyoto (value: ["japan","kansai","kyoto"])');
  await expect(page.locator(SELECTION)).toHaveText('Japan / Kansai / Kyoto');
  await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
});

test('picks a full path with the keyboard alone and shows it', async ({ page }) => {
  const input = page.getByLabel('Destination');
  await input.focus();
  await page.keyboard.press('ArrowDown'); // opens the menu
  await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
  await page.keyboard.press('ArrowDown'); // first country: Canada
  await page.keyboard.press('ArrowDown'); // Canada → Japan
  await page.keyboard.press('ArrowRight'); // into Japan's regions: Kanto
  await page.keyboard.press('ArrowDown'); // Kanto → Kansai
  await page.keyboard.press('ArrowRight'); // into Kansai's cities: Osaka
  await page.keyboard.press('ArrowDown'); // Osaka → Kyoto
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status')).toContainText('You picked Japan / Kansai / Kyoto');
  await expect(page.locator(SELECTION)).toHaveText('Japan / Kansai / Kyoto');
});

test('clears the value with the clear button', async ({ page }) => {
  await page.getByLabel('Destination').click();
  await page.getByRole('menuitemcheckbox', { name: 'Canada' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Quebec' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Montreal' }).click();
  await expect(page.getByRole('status')).toContainText('Canada / Quebec / Montreal');

  await page.locator('.rc-cascader').hover();
  await page.locator('.rc-cascader-clear').click();
  await expect(page.getByRole('status')).toHaveText('Nothing picked yet.');
  await expect(page.locator(SELECTION)).toHaveCount(0);
});
