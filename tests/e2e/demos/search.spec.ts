import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from './fixture';

const results = (page: import('@playwright/test').Page) =>
  page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)').getByRole('menuitemcheckbox');

/** What the word-start search demo reports (on 1.x the page also has the 1.x-only demo's own output). */
const picked = (page: import('@playwright/test').Page) => page.getByRole('status').and(page.locator('[for="search-custom"]'));

test.use({ demoPath: '/demo/search' });

test.describe('search demos', () => {
  test('default search matches text anywhere in the path, in tree order, without highlighting', async ({ page }) => {
    await page.getByLabel('City (default search)').fill('on');
    await expect(results(page)).toHaveText([
      'Canada / Ontario / Toronto',
      'Canada / Ontario / Ottawa',
      'Canada / Ontario / Hamilton',
      'Canada / Quebec / Montreal',
      'United Kingdom / England / London',
    ]);
    await expect(page.locator('.rc-cascader-menu-item-keyword')).toHaveCount(0);

    await page.getByLabel('City (default search)').fill('qwerty');
    await expect(page.locator('.rc-cascader-menu-empty')).toHaveText('Not Found');
  });

  test('custom search highlights word starts, sorts, limits to 5 and picks a result', async ({ page }) => {
    const input = page.getByLabel('City (word-start search)');
    await input.fill('c');

    // Ten paths match; paths whose city matches come first, then A to Z by city; five are shown.
    await expect(results(page)).toHaveText([
      'United Kingdom › Wales › Cardiff',
      'Japan › Kanto › Chiba',
      'Canada › Quebec › Quebec City',
      'Canada › Ontario › Hamilton',
      'Canada › British Columbia › Kelowna',
    ]);
    const chiba = results(page).filter({ hasText: 'Chiba' });
    await expect(chiba.locator('.rc-cascader-menu-item-keyword')).toHaveText(['C']);

    await input.fill('on');
    await expect(results(page)).toHaveText(['Canada › Ontario › Hamilton', 'Canada › Ontario › Ottawa', 'Canada › Ontario › Toronto']);
    await expect(page.locator('.rc-cascader-menu-item-keyword')).toHaveText(['On', 'On', 'On']);

    await results(page).filter({ hasText: 'Ottawa' }).click();
    await expect(picked(page)).toHaveText('You picked Canada / Ontario / Ottawa (value: ["canada","ontario","ottawa"])');
    await expect(page.locator('#search-custom').locator('xpath=ancestor::div[contains(@class,"rc-cascader ")]')).toContainText(
      'Canada / Ontario / Ottawa',
    );
  });

  test('limit: false shows every match', async ({ page }) => {
    await page.getByLabel('Show every match').check();
    await page.getByLabel('City (word-start search)').fill('c');
    await expect(results(page)).toHaveCount(10);
  });

  test('nonsense shows the custom notFoundContent', async ({ page }) => {
    await page.getByLabel('City (word-start search)').fill('xyz');
    await expect(page.locator('.rc-cascader-menu-empty')).toHaveText('No country, region or city has a word starting with that.');
    await expect(page.locator('.rc-cascader-menu-item-keyword')).toHaveCount(0);
  });

  test('the whole search and selection works with the keyboard alone', async ({ page }) => {
    await page.getByLabel('City (word-start search)').focus();
    await page.keyboard.type('kyo');
    await expect(results(page)).toHaveText(['Japan › Kansai › Kyoto']);
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toHaveClass(/rc-cascader-menu-item-active/);
    await page.keyboard.press('Enter');
    await expect(picked(page)).toContainText('You picked Japan / Kansai / Kyoto');
    await expect(page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)')).toHaveCount(0);
  });

  test('has no axe violations with the menus closed and open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await page.getByLabel('City (default search)').click();
    await expect(page.locator('.rc-cascader-dropdown')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('City (word-start search)').fill('c');
    await expect(results(page)).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
});
