import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, SELECTION } from './fixture';

const option = (page: Page, name: string) => page.getByRole('menuitemcheckbox', { name });
/** The loading icon an option shows while its children are being fetched. */
const spinnerOf = (page: Page, name: string) => option(page, name).getByRole('img', { name: 'loading' });

test.use({ demoPath: '/demo/dynamic-options' });

test.describe('with a fake clock', () => {
  // The pretend server answers after a second, on a timer: the fake clock decides when.
  test.use({ fakeClock: true });

  test.beforeEach(async ({ page }) => {
    // Stop the clock once the demo is on the page (a long jump before that could time out the
    // loading of the demo's script). From here on, only runFor moves time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  });

  test('loads children on demand, showing a loading indicator until they arrive', async ({ page }) => {
    const status = page.getByRole('status');
    await expect(status).toHaveText('Only the countries are loaded so far.');

    await page.getByLabel('Delivery city').click();
    await option(page, 'Japan').click();
    await expect(spinnerOf(page, 'Japan')).toBeVisible();
    await expect(option(page, 'Japan')).toHaveClass(/rc-cascader-menu-item-loading/);
    await expect(status).toHaveText('Loading the places in Japan…');
    await expect(option(page, 'Kansai')).toHaveCount(0);

    await page.clock.runFor(1000);
    await expect(status).toHaveText('Loaded 3 places in Japan.');
    await expect(spinnerOf(page, 'Japan')).toHaveCount(0);
    await expect(option(page, 'Kansai')).toBeVisible();

    await option(page, 'Kansai').click();
    await expect(spinnerOf(page, 'Kansai')).toBeVisible();
    await page.clock.runFor(1000);
    await option(page, 'Kyoto').click();

    await expect(page.locator(SELECTION)).toHaveText('Japan / Kansai / Kyoto');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
  });

  test('reopening a loaded option shows its children at once, without loading them again', async ({ page }) => {
    const status = page.getByRole('status');
    await page.getByLabel('Delivery city').click();
    await option(page, 'Japan').click();
    await page.clock.runFor(1000);
    await option(page, 'Kansai').click();
    await page.clock.runFor(1000);
    await expect(option(page, 'Kyoto')).toBeVisible();
    await expect(status).toHaveText('Loaded 3 places in Kansai.');

    // Reopen the menu on the first column only, then go down the same path again.
    await page.keyboard.press('Escape');
    await expect(page.locator('.rc-cascader-dropdown')).toBeHidden();
    await page.getByLabel('Delivery city').click();
    await expect(option(page, 'Kansai')).toHaveCount(0);
    await option(page, 'Japan').click();
    await expect(option(page, 'Kansai')).toBeVisible();
    await option(page, 'Kansai').click();
    await expect(option(page, 'Kyoto')).toBeVisible();
    await expect(page.locator('.rc-cascader-menu-item-loading')).toHaveCount(0);
    await expect(status).toHaveText('Loaded 3 places in Kansai.');

    // No request was sent: once its time has passed, nothing arrives to replace the loaded places.
    await page.clock.runFor(1000);
    await expect(status).toHaveText('Loaded 3 places in Kansai.');
    await expect(option(page, 'Kyoto')).toBeVisible();
    await expect(page.locator('.rc-cascader-menu-item-loading')).toHaveCount(0);
  });

  test('reopening an option that is still loading sends no second request', async ({ page }) => {
    const status = page.getByRole('status');
    await page.getByLabel('Delivery city').click();
    await option(page, 'Japan').click();
    await option(page, 'Canada').click();
    await expect(status).toHaveText('Loading the places in Canada…');
    // Back to Japan while its request is still out: it shows as loading, and is not asked for again.
    await option(page, 'Japan').click();
    await expect(spinnerOf(page, 'Japan')).toBeVisible();
    await expect(status).toHaveText('Loading the places in Canada…');

    await page.clock.runFor(1000);
    await expect(option(page, 'Kansai')).toBeVisible();
    // The two answers arrived in the order they were asked for, Canada's last.
    await expect(status).toHaveText('Loaded 3 places in Canada.');
  });
});

test('has no axe violations with the menu closed and open', async ({ page }) => {
  await expect(page.getByLabel('Delivery city')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Delivery city').click();
  await option(page, 'Canada').click();
  await expect(option(page, 'Ontario')).toBeVisible();
  await expectNoAxeViolations(page);
});
