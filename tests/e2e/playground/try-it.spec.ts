/**
 * From the API reference to the playground: a row's "Try it" link opens the playground with the
 * row's prop set (tests/unit/playground-try-it.test.ts holds every row to its address).
 */
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { code } from './support';

test('a row’s Try it link opens the playground with its prop set, on the client', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const row = page.locator('tr', { has: page.locator('#api-expandtrigger') });
  await row.getByRole('link', { name: 'Try it', exact: true }).click();
  await expect(page).toHaveURL(/\/playground\?expandTrigger=hover$/);
  await expect(page.getByLabel('expandTrigger', { exact: true })).toHaveValue('hover');
  await expect(code(page)).toContainText('expandTrigger="hover"');
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('在中文 API 参考中，“试一试”打开中文演练场', async ({ page }) => {
  await page.goto('/zh-CN');
  await waitForApp(page);
  const row = page.locator('tr', { has: page.locator('#api-showcheckedstrategy') });
  await row.getByRole('link', { name: '试一试', exact: true }).click();
  await expect(page).toHaveURL(/\/zh-CN\/playground\?checkable=true&showCheckedStrategy=SHOW_CHILD$/);
  await expect(page.getByLabel('showCheckedStrategy', { exact: true })).toBeEnabled();
  await expect(page.getByLabel('showCheckedStrategy', { exact: true })).toHaveValue('SHOW_CHILD');
});
