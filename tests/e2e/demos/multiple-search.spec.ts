import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION, boxOf } from './fixture';

const popup = (page: Page): Locator => page.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)');

/** An option in the open popup; its accessible name may start with the checkbox's drawn mark. */
const option = (page: Page, label: string): Locator =>
  popup(page).getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${label}( >)?$`) });

const tags = (page: Page, id: string): Locator => page.locator(`.rc-cascader:has(#${id})`).locator(SELECTION);

/** Every path with a label containing "ph", parents included, in tree order. */
const PH_RESULTS = [
  'Electronics / Phones',
  'Electronics / Phones / Smartphones',
  'Electronics / Phones / Phone cases',
  'Electronics / Phones / Chargers',
  'Electronics / Audio / Headphones',
  'Books / Non-fiction / Biography',
];

/** Clicks a cascader (which makes its input editable) and types into it. */
async function typeInto(page: Page, input: Locator, text: string): Promise<void> {
  await boxOf(input).click();
  await page.keyboard.type(text);
}

test.use({ demoPath: '/demo/multiple-search' });

test.describe('multiple search demo', () => {
  test('autoClearSearchValue: the default clears the text after a check', async ({ page }) => {
    const input = page.getByLabel('Clears the search (default)');
    await typeInto(page, input, 'ph');
    await expect(popup(page).getByRole('menuitemcheckbox')).toHaveText(PH_RESULTS);

    await option(page, 'Electronics / Phones / Smartphones').click();
    await expect(tags(page, 'search-clears')).toHaveText(['Smartphones×']);
    await expect(input).toHaveValue('');
    // The popup stays open and shows the columns again, not the results.
    await expect(option(page, 'Electronics')).toBeVisible();
    await expect(option(page, 'Electronics / Phones / Chargers')).toHaveCount(0);
  });

  test('autoClearSearchValue={false} keeps the text and the results after a check', async ({ page }) => {
    const input = page.getByLabel('Keeps the search');
    await typeInto(page, input, 'ph');
    await option(page, 'Electronics / Phones / Smartphones').click();
    await expect(tags(page, 'search-keeps')).toHaveText(['Smartphones×']);
    await expect(input).toHaveValue('ph');
    await expect(popup(page).getByRole('menuitemcheckbox')).toHaveText(PH_RESULTS);
    await expect(option(page, 'Electronics / Phones / Smartphones')).toHaveAttribute('aria-checked', 'true');

    // A second result from the same search, without typing again.
    await option(page, 'Electronics / Phones / Chargers').click();
    await expect(tags(page, 'search-keeps')).toHaveText(['Smartphones×', 'Chargers×']);
    await expect(input).toHaveValue('ph');
  });

  test('a parent is a search result, and checking it checks its children', async ({ page }) => {
    const input = page.getByLabel('Keeps the search');
    await typeInto(page, input, 'ph');
    await option(page, 'Electronics / Phones').click();
    await expect(tags(page, 'search-keeps')).toHaveText(['Phones×']);
    // Without the kept search, the columns come back, with Phones' lines checked.
    await input.fill('');
    await option(page, 'Electronics').click();
    await option(page, 'Phones').click();
    for (const line of ['Smartphones', 'Phone cases', 'Chargers']) {
      await expect(option(page, line)).toHaveAttribute('aria-checked', 'true');
    }
  });

  test('has no axe violations with the menus closed and open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await typeInto(page, page.getByLabel('Keeps the search'), 'ph');
    await option(page, 'Electronics / Phones / Smartphones').click();
    await expect(tags(page, 'search-keeps')).toHaveText(['Smartphones×']);
    await expectNoAxeViolations(page);
  });
});
