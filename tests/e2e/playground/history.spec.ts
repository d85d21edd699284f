/**
 * The playground writes its configuration through the router's history, replacing the entry: a
 * change adds no entry (Back leaves the page, whatever was changed), and the router knows the new
 * address (the language switch carries it; Forward comes back to it).
 */
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { code } from './support';

test('changing the controls adds no history entry: Back leaves the playground, Forward brings the configuration back', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-header').getByRole('link', { name: 'Playground', exact: true }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await page.locator('.site-playground[data-hydrated]').waitFor();
  const entries = await page.evaluate(() => window.history.length);

  await page.getByLabel('checkable', { exact: true }).check();
  await page.getByLabel('expandTrigger', { exact: true }).selectOption('hover');
  await page.getByLabel('title', { exact: true }).pressSequentially('Fruit');
  await expect(page).toHaveURL(/\/playground\?checkable=true&title=Fruit&expandTrigger=hover$/);
  await expect(code(page)).toContainText('title="Fruit"');
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  // The router has the address the playground wrote: the other locale's link keeps the configuration.
  await expect(page.locator('a.dumi-default-lang-switch').first()).toHaveAttribute(
    'href',
    '/zh-CN/playground?checkable=true&title=Fruit&expandTrigger=hover',
  );

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-playground')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/playground\?checkable=true&title=Fruit&expandTrigger=hover$/);
  await expect(page.getByLabel('checkable', { exact: true })).toBeChecked();
  await expect(page.getByLabel('title', { exact: true })).toHaveValue('Fruit');
});
