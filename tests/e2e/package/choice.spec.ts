/**
 * The site-wide Package choice (issue 56, part 1): one radio group on every page with demos and
 * every standalone demo page, remembered across pages and visits, carried by `?package=`, and the
 * playground starting from it; each demo repaints from its 1.x module, loaded only when chosen.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const NEXT = '@rc-component/cascader';
const NEXT_QUERY = '?package=%40rc-component%2Fcascader';

const choice = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Package' }).getByRole('radio', { name: new RegExp(`^${name.replace('/', '\\/')} `) });
/** The demo boxes, each naming the line its demo runs on once 1.x has replaced it. */
const demoBox = (page: Page, index = 0) => page.locator('.dumi-default-previewer-demo').nth(index);
/** The chunks of the 1.x demos (their table, each demo's module) the page has fetched. */
const nextChunks = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /next-demos/.test(entry.name)).length);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

test('choosing 1.x repaints the demo from @rc-component/cascader, loaded only then, and names it in the address', async ({ page }) => {
  await open(page, '/demo/simple');
  await expect(choice(page, 'rc-cascader')).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-package', 'rc-cascader');
  await expect(demoBox(page)).not.toHaveAttribute('data-package');
  expect(await nextChunks(page)).toBe(0);

  await choice(page, NEXT).check();
  await expect(demoBox(page)).toHaveAttribute('data-package', NEXT);
  await expect(page).toHaveURL(new RegExp(`/demo/simple\\${NEXT_QUERY}$`));
  await expect(page.locator('html')).toHaveAttribute('data-package', NEXT);
  expect(await nextChunks(page)).toBeGreaterThan(0);
  // The 1.x demo works, and its popup sits in the element its stylesheet is scoped to.
  await page.getByLabel('Destination').click();
  await expect(page.locator('#site-cascader-next-popups .rc-cascader-dropdown')).toBeVisible();
  for (const name of ['Japan', 'Kansai', 'Kyoto']) await page.getByRole('menuitemcheckbox', { name }).click();
  await expect(page.getByRole('status')).toContainText('You picked Japan / Kansai / Kyoto');

  // And back: the 3.x demo, and the address without the parameter.
  await choice(page, 'rc-cascader').check();
  await expect(demoBox(page)).not.toHaveAttribute('data-package');
  await expect(page).toHaveURL(/\/demo\/simple$/);
});

test('the choice is remembered across pages and visits, and the address names it', async ({ page }) => {
  await open(page, '/demo/simple');
  await choice(page, NEXT).check();
  await expect(demoBox(page)).toHaveAttribute('data-package', NEXT);

  // Another page, by the sidebar: the address gets the parameter and the demo runs on 1.x.
  await page.locator('.dumi-default-sidebar').getByRole('link', { name: 'Disabled', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/disabled\\${NEXT_QUERY}$`));
  await expect(choice(page, NEXT)).toBeChecked();
  await expect(demoBox(page)).toHaveAttribute('data-package', NEXT);

  // A new visit, without the parameter: named on <html> before any script ran, then in the address.
  await page.goto('/zh-CN/demo/search');
  await expect(page.locator('html')).toHaveAttribute('data-package', NEXT);
  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`/zh-CN/demo/search\\${NEXT_QUERY}$`));
  await expect(
    page.getByRole('radiogroup', { name: '软件包' }).getByRole('radio', { name: new RegExp(`^${NEXT.replace('/', '\\/')} `) }),
  ).toBeChecked();

  // The standalone demo page has the same control, set the same way.
  await open(page, '/~demos/docs-demo-simple-demo-city-picker');
  await expect(choice(page, NEXT)).toBeChecked();
  await expect(page.locator(`main .site-cascader-next[data-package="${NEXT}"] .rc-cascader`)).toBeVisible();

  // The playground starts from it.
  await open(page, '/playground');
  await expect(choice(page, NEXT)).toBeChecked();
  await expect(page.locator('.site-cascader-next > .rc-cascader')).toBeVisible();
});

test('an explicit ?package=rc-cascader wins over the remembered 1.x, and is remembered', async ({ page }) => {
  await open(page, `/demo/simple${NEXT_QUERY}`);
  await expect(demoBox(page)).toHaveAttribute('data-package', NEXT);

  await open(page, '/demo/value?package=rc-cascader');
  await expect(page.locator('html')).toHaveAttribute('data-package', 'rc-cascader');
  await expect(choice(page, 'rc-cascader')).toBeChecked();
  await expect(page).toHaveURL(/\/demo\/value\?package=rc-cascader$/);
  await expect(demoBox(page)).not.toHaveAttribute('data-package');

  await open(page, '/demo/simple');
  await expect(choice(page, 'rc-cascader')).toBeChecked();
  await expect(page).toHaveURL(/\/demo\/simple$/);
});

test('pages without demos neither show the choice nor change their address', async ({ page }) => {
  await open(page, `/demo/simple${NEXT_QUERY}`);
  await open(page, '/versions');
  await expect(page.getByRole('radiogroup', { name: 'Package' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/versions$/);
});
