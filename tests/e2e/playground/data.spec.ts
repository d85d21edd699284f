/**
 * The playground's data choice, named `options`: the region tree, the large tree loaded as its own
 * chunk only when chosen, the loadData preset's delay and failure, and pasted JSON with its keys
 * detected, its errors placed, and the whole of it carried by the address.
 */
import { SITE_MESSAGES } from '../../../src/site/messages';
import { expect, test } from '../fixture';
import { cascader, code, log, openPlayground, option, popup } from './support';

const EN = SITE_MESSAGES['en-US'];
const dataChoice = (page: import('@playwright/test').Page) => page.getByLabel('options', { exact: true });

test('the region tree, three levels deep, by name in the address', async ({ page }) => {
  await openPlayground(page);
  await dataChoice(page).selectOption('regions');
  await expect(page).toHaveURL(/\?options=regions$/);
  await expect(code(page)).toContainText("value: 'canada'");
  await cascader(page).click();
  await option(page, 'Japan').click();
  await option(page, 'Kansai').click();
  await expect(option(page, 'Kyoto')).toBeVisible();
});

test('the large tree loads as its own chunk, only when chosen', async ({ page }) => {
  const chunks: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (/playground-large-tree\.[\w]+\.async\.js$/.test(request.url())) chunks.push(request.url());
  };
  page.on('request', onRequest);
  await openPlayground(page);
  await cascader(page).click();
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(chunks, 'nothing loaded before it is chosen').toEqual([]);
  await dataChoice(page).selectOption('large');
  await expect(page).toHaveURL(/\?options=large$/);
  await expect(code(page)).toContainText('Array.from({ length: 10 }');
  await cascader(page).click();
  await option(page, 'Region 10').click();
  await option(page, 'District 10.20').click();
  await expect(option(page, 'Town 10.20.50')).toBeVisible();
  expect(chunks).toHaveLength(1);
  page.off('request', onRequest);
});

test('loadData delivers children after the delay set, or fails and can be retried', async ({ page }) => {
  await openPlayground(page, '?options=loadData&delay=300');
  await expect(page.getByLabel(EN['site.playground.delay'], { exact: true })).toHaveValue('300');
  await expect(page.getByLabel('fieldNames.label', { exact: true })).toBeDisabled();
  await cascader(page).click();
  await option(page, 'Fruit').click();
  await expect(log(page).locator('li').first()).toHaveText('loadData([{"value":"fruit","label":"Fruit","isLeaf":false}])');
  await expect(option(page, 'Citrus')).toBeVisible();
  await expect(code(page)).toContainText('}, 300);');

  await page.keyboard.press('Escape');
  await page.getByLabel(EN['site.playground.fail'], { exact: true }).check();
  await expect(page).toHaveURL(/\?options=loadData&delay=300&fail=true$/);
  await cascader(page).click();
  await option(page, 'Vegetable').click();
  await expect(page.getByText('Loading the children of Vegetable failed: open it again to retry.')).toBeVisible();
  await expect(option(page, 'Carrot')).toHaveCount(0);
  await expect(code(page)).toContainText("reject(new Error('The server did not answer'));");
});

test('your own JSON: keys detected for fieldNames, errors placed, the data before kept, all in the address', async ({ page }) => {
  await openPlayground(page);
  await dataChoice(page).selectOption('custom');
  await expect(page.getByLabel('fieldNames.label', { exact: true })).toHaveValue('name');
  await expect(page.getByLabel('fieldNames.children', { exact: true })).toHaveValue('items');
  await expect(code(page)).toContainText("fieldNames={{ label: 'name', value: 'id', children: 'items' }}");

  const json = page.getByLabel(EN['site.playground.json'], { exact: true });
  await json.fill('[\n  { "title": "Books", "code": "books", "nodes": [{ "title": "Poetry", "code": "poetry" }] }\n]');
  await page.getByRole('button', { name: EN['site.playground.json.apply'] }).click();
  await expect(page.getByLabel('fieldNames.label', { exact: true })).toHaveValue('title');
  await expect(page).toHaveURL(/\?options=custom&data=[\w+-]+&fieldNames\.label=title&fieldNames\.value=code&fieldNames\.children=nodes$/);
  const address = page.url();

  await json.fill('[\n  { "title": "Broken", }\n]');
  await page.getByRole('button', { name: EN['site.playground.json.apply'] }).click();
  await expect(json).toHaveAccessibleDescription(/Line 2, column 24: .+\. The data before stays in use\.$/);
  await expect(page).toHaveURL(address);
  await cascader(page).click();
  await option(page, 'Books').click();
  await expect(option(page, 'Poetry')).toBeVisible();
  await page.keyboard.press('Escape');

  await openPlayground(page, new URL(address).search);
  await expect(dataChoice(page)).toHaveValue('custom');
  await expect(code(page)).toContainText("title: 'Poetry'");
  await expect(page.getByRole('status')).toHaveCount(0);
  await cascader(page).click();
  await option(page, 'Books').click();
  await expect(option(page, 'Poetry')).toBeVisible();
});

test('a damaged data parameter is named and the small tree shown', async ({ page }) => {
  await openPlayground(page, '?options=custom&data=NobodyPackedThis');
  await expect(page.getByRole('status')).toHaveText(
    EN['site.playground.ignored'].replace('{names}', 'data=NobodyPackedThis, options=custom'),
  );
  await expect(dataChoice(page)).toHaveValue('small');
  await expect(page).toHaveURL(/\/playground$/);
});
