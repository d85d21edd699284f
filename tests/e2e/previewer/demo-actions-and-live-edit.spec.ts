import type { Page } from '@playwright/test';
import { waitForApp, watchPage } from '../../support/page-health';
import { expect, test } from '../fixture';
import { action, chooseToronto, edit, openEditor as openEditorOf, previewer } from './editor';

const openEditor = (page: Page) => openEditorOf(previewer(page));

test.beforeEach(async ({ page }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
});

test('Show Code reveals the source and Hide Code hides it again', async ({ page }) => {
  const box = previewer(page);
  await expect(box.locator('.dumi-default-previewer-sources')).toHaveCount(0);
  await action(box, 'Show Code').click();
  await expect(box.locator('.dumi-default-previewer-sources')).toBeVisible();
  await expect(box.getByRole('tab', { name: 'index.tsx' })).toBeVisible();
  await expect(box.getByRole('tab', { name: 'data/geography.ts' })).toBeVisible();
  await action(box, 'Hide Code').click();
  await expect(box.locator('.dumi-default-previewer-sources')).toHaveCount(0);
});

test('editing the code updates the preview in real time', async ({ page }) => {
  const editor = await openEditor(page);
  await edit(editor, '>\n        Destination\n', '>\n        Travel destination\n');
  await expect(previewer(page).locator('.dumi-default-previewer-demo label')).toHaveText('Travel destination');
  // The edited demo still works.
  await page.getByLabel('Travel destination').click();
  await chooseToronto(page);
  await expect(page.getByRole('status')).toContainText('Canada / Ontario / Toronto');
});

test('a syntax error shows the error, keeps the page working, and fixing it recovers', async ({ page }) => {
  const editor = await openEditor(page);
  const original = await editor.inputValue();
  await edit(editor, 'export default function', 'export default functio');
  await expect(previewer(page)).toContainText('SyntaxError');
  // The last working preview stays usable, and so does the rest of the page.
  await page.getByLabel('Destination').click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Japan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');

  await editor.fill(original.replace('Destination', 'Fixed destination'));
  await expect(previewer(page)).not.toContainText('SyntaxError');
  await expect(previewer(page).locator('.dumi-default-previewer-demo label')).toHaveText('Fixed destination');
});

test('a demo that throws while editing shows its error, the page survives, and fixing it recovers', async ({ page }) => {
  const editor = await openEditor(page);
  const original = await editor.inputValue();
  await edit(editor, /\n  return \(/, "\n  if (path.length === 0) throw new Error('The demo gave up on purpose');\n  return (");
  await expect(previewer(page).locator('.dumi-default-previewer-demo-error')).toContainText('The demo gave up on purpose');
  await expect(previewer(page).locator('.dumi-default-previewer-demo')).toHaveAttribute('data-error', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');

  await editor.fill(original.replace('Destination', 'Recovered destination'));
  await expect(previewer(page).locator('.dumi-default-previewer-demo-error')).toHaveCount(0);
  await expect(previewer(page).locator('.dumi-default-previewer-demo label')).toHaveText('Recovered destination');
});

test('Copy to Sketch offers a group and a symbol, and copies the demo as a group', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // The exporter (890 kB) is not part of the page load: the head holds no tag for it, nothing fetched it.
  const exporter = /\/html2sketch\.min\.js$/;
  expect(await page.locator('script[src*="html2sketch"]').count()).toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).not.toContainEqual(
    expect.stringMatching(exporter),
  );

  const sketch = previewer(page).locator('.dumi-default-previewer-action-sketch');
  const select = sketch.locator('select');
  await expect(select.locator('option')).toContainText(['Copy as Sketch Group', 'Copy as Sketch Symbol']);
  page.on('dialog', (dialog) => dialog.dismiss());
  const loaded = page.waitForResponse((response) => exporter.test(new URL(response.url()).pathname));
  await select.selectOption('group');
  expect((await loaded).status()).toBe(200);
  await expect(sketch).toHaveAttribute('data-copied', 'true', { timeout: 20_000 });
});

test('Open in separate page opens the demo alone at /~demos/<id>', async ({ page, baseURL }) => {
  // Through its context, the new page is watched from its first byte (and this one too).
  const watch = await watchPage(page.context(), new URL(baseURL!).origin);
  const link = action(previewer(page), 'Open in separate page');
  await expect(link).toHaveAttribute('href', /^\/~demos\/[\w-]+city-picker(\?|$)/);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await waitForApp(popup);
  expect(new URL(popup.url()).pathname).toMatch(/^\/~demos\/[\w-]+city-picker$/);
  await expect(popup.getByLabel('Destination')).toBeVisible();
  await expect(popup.locator('.dumi-default-header')).toHaveCount(0);
  expect(watch.problems).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
});

// What the host serves of a standalone demo page before any script (its title, its demo) is checked
// without a browser: tests/built/demos.test.ts.
test('a standalone demo page hydrates without a console error, and its demo works', async ({ page }) => {
  await page.goto('/~demos/docs-demo-simple-demo-city-picker');
  await waitForApp(page);
  await page.getByLabel('Destination').click();
  await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible();
});

test('the CodeSandbox and StackBlitz actions post forms to their endpoints (content: tests/e2e/export)', async ({ page, context }) => {
  const posts: { url: string; method: string; fields: string[] }[] = [];
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, async (route) => {
    const request = route.request();
    posts.push({
      url: request.url().split('?')[0],
      method: request.method(),
      fields: [...new URLSearchParams(request.postData() ?? '').keys()],
    });
    await route.fulfill({ status: 200, contentType: 'text/html', body: 'captured' });
  });
  for (const tooltip of ['Open in CodeSandbox', 'Open in StackBlitz']) {
    const [popup] = await Promise.all([context.waitForEvent('page'), action(previewer(page), tooltip).click()]);
    await popup.close();
  }
  expect(posts[0]).toEqual({
    url: 'https://codesandbox.io/api/v1/sandboxes/define',
    method: 'POST',
    fields: ['parameters'],
  });
  expect(posts[1].url).toBe('https://stackblitz.com/run');
  expect(posts[1].method).toBe('POST');
  for (const field of ['title', 'description', 'template', 'files][package.json', 'files][src/App.tsx']) {
    expect(posts[1].fields).toContain(`project[${field}]`);
  }
});

test("a demo's files are tabs: a click or the arrow keys switch them, and an edit survives the switch", async ({ page }) => {
  await page.goto('/demo/custom-arrow-icon');
  await waitForApp(page);
  const box = previewer(page);
  await action(box, 'Show Code').click();
  const tabs = box.getByRole('tab');
  // The entry file comes first; dumi lists the others in the order it met them while building.
  await expect(tabs).toHaveCount(3);
  await expect(tabs.first()).toHaveText('index.tsx');
  expect((await tabs.allTextContents()).slice(1).sort()).toEqual(['catalogue-custom-icons.css', 'data/products.ts']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const editor = box.locator('.dumi-default-previewer-sources textarea').first();
  await edit(editor, 'Product line', 'Shelf');

  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByRole('tabpanel')).toHaveCount(1);
  await expect(box.getByRole('tabpanel')).not.toContainText('Shelf');

  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByRole('tabpanel').locator('textarea')).toHaveValue(/Shelf/);
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
});
