/**
 * The demos of @rc-component/cascader 1.x's own features (issue 56, part 3), each marked "1.x only":
 * on the default line the prerendered page says why and offers the switch, and no 1.x code loads;
 * the switch does what the Package band does, and each demo then runs on 1.x, with its code and
 * live editor. The styling map outlines the part named under the pointer or the focus.
 */
import type { Locator, Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { CODESANDBOX_DEFINE, capturePost, codeSandboxFiles } from '../../support/export-posts';
import { action, edit, openEditor } from '../previewer/editor';
import { expect, test } from '../fixture';

const NEXT = '@rc-component/cascader';
const NEXT_QUERY = '?package=%40rc-component%2Fcascader';
const SWITCH = 'Switch to @rc-component/cascader';

const box = (page: Page, name: string) => page.locator(`#next-only-${name}`);
const choice = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Package' }).getByRole('radio', { name: new RegExp(`^${name.replace('/', '\\/')} `) });
/** The chunks of the 1.x demos (their table, each demo's module) the page has fetched. */
const nextChunks = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /next-demos/.test(entry.name)).length);
/** An option of an open 1.x menu, by its label (its drawn mark and expand arrow aside). */
const option = (scope: Page | Locator, label: string) =>
  scope.getByRole('menuitemcheckbox', { name: new RegExp(`^[✓–]?\\s*${label}( >)?$`) });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

/** The computed outline of an element: its style and colour. */
const outlineOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineColor}`;
  });
const OUTLINED = 'solid rgb(196, 29, 127)';

test('on rc-cascader the prerendered page says why each demo needs 1.x and offers the switch; no 1.x code loads', async ({ page }) => {
  // The HTML as the server sends it, before any script.
  for (const [path, name, reason] of [
    ['/demo/multiple', 'check-strictly', 'has no rc-cascader 3.x counterpart'],
    ['/demo/custom-arrow-icon', 'suffix', 'is a prop of 1.x'],
    ['/demo/search', 'controlled-search', 'not as fields of'],
    ['/demo/styling-parts', 'styling-parts', 'have no rc-cascader 3.x counterpart'],
  ]) {
    const html = await (await page.request.get(path)).text();
    const start = html.indexOf(`id="next-only-${name}"`);
    expect(start, `${path} prerenders the box`).toBeGreaterThan(0);
    const prerendered = html.slice(start, start + 3000);
    expect(prerendered).toContain('This demo runs on @rc-component/cascader 1.x only: ');
    expect(prerendered).toContain(reason);
    expect(prerendered).toContain(`>${SWITCH}</button>`);
    expect(prerendered).toContain('<span class="site-next-only-badge">1.x only</span>');
    expect(prerendered).not.toContain('rc-cascader-selector');
  }

  await open(page, '/demo/multiple');
  await expect(choice(page, 'rc-cascader')).toBeChecked();
  await expect(box(page, 'check-strictly').getByRole('button', { name: SWITCH })).toBeVisible();
  await expect(box(page, 'check-strictly').getByRole('heading', { level: 2 })).toHaveText('Check any level with checkStrictly');
  // Listed in the page's table of contents, after the page's own demos.
  await expect(page.locator('.dumi-default-toc a[href$="#next-only-check-strictly"]').first()).toHaveText(
    'Check any level with checkStrictly',
  );
  expect(await nextChunks(page)).toBe(0);
});

test('the switch chooses 1.x as the Package band does, keeps focus on the demo, and checkStrictly checks a parent alone', async ({
  page,
}) => {
  await open(page, '/demo/multiple');
  const demo = box(page, 'check-strictly');
  await demo.getByRole('button', { name: SWITCH }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/multiple\\${NEXT_QUERY}$`));
  await expect(choice(page, NEXT)).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-package', NEXT);
  await expect(demo.getByRole('link', { name: 'Check any level with checkStrictly' })).toBeFocused();
  await expect(demo.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
  await expect(demo.getByRole('button', { name: SWITCH })).toHaveCount(0);
  await expect(demo.locator('.site-next-only-badge')).toHaveText('1.x only');
  // The page's other demos follow the same choice.
  await expect(page.locator('.dumi-default-previewer-demo').first()).toHaveAttribute('data-package', NEXT);

  // The box, as a visitor clicks it (the multiple field's input is under its placeholder).
  await demo.locator('.rc-cascader').click();
  await option(page, 'Electronics').click();
  await option(page, 'Phones').click();
  await option(page, 'Phones').locator('.rc-cascader-checkbox').click();
  await expect(option(page, 'Phones')).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, 'Smartphones')).toHaveAttribute('aria-checked', 'false');
  await expect(option(page, 'Electronics')).toHaveAttribute('aria-checked', 'false');
  await option(page, 'Smartphones').locator('.rc-cascader-checkbox').click();
  await expect(demo.locator('output')).toHaveText('Value: [["electronics","phones"],["electronics","phones","smartphones"]]');
  await page.keyboard.press('Escape');
});

test('the 1.x-only demo shows its 1.x code, and an edit re-renders it', async ({ page }) => {
  await open(page, `/demo/multiple${NEXT_QUERY}`);
  const demo = box(page, 'check-strictly');
  await expect(demo.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
  // Its standalone page does not exist, so the box offers none.
  await expect(demo.locator('[data-dumi-tooltip="Open in separate page"]')).toHaveCount(0);
  const editor = await openEditor(demo);
  await expect(editor).toHaveValue(/import Cascader from '@rc-component\/cascader';/);
  await expect(editor).toHaveValue(/\n\s+checkStrictly\n/);
  await edit(editor, '>\n        Categories to feature\n', '>\n        Categories on the home page\n');
  await expect(demo.locator('.dumi-default-previewer-demo label')).toHaveText('Categories on the home page');
  await expect(demo.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
});

test('the 1.x-only demo exports a project on @rc-component/cascader', async ({ page }) => {
  await open(page, `/demo/styling-parts${NEXT_QUERY}`);
  const demo = box(page, 'styling-parts');
  await expect(demo.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
  const files = codeSandboxFiles(await capturePost(page, action(demo, 'Open in CodeSandbox'), CODESANDBOX_DEFINE));
  const pkg = JSON.parse(files['package.json']);
  expect(pkg.dependencies[NEXT]).toMatch(/^1\.\d+\.\d+$/);
  expect(pkg.dependencies['rc-cascader']).toBeUndefined();
  expect(files['src/App.tsx']).toContain('export default function StylingParts()');
  expect(files['src/App.tsx']).toContain("import Cascader from '@rc-component/cascader';");
});

test('suffix shows at the end of the selector and turns while the menu is open', async ({ page }) => {
  await open(page, `/demo/custom-arrow-icon${NEXT_QUERY}`);
  const suffix = box(page, 'suffix').locator('.rc-cascader-suffix span');
  await expect(suffix).toHaveText('▾');
  const turn = () => suffix.evaluate((element) => getComputedStyle(element).transform);
  expect(await turn()).toBe('none');
  await box(page, 'suffix').locator('.rc-cascader').click();
  await expect(option(page, 'Electronics')).toBeVisible();
  await expect.poll(turn).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect.poll(turn).toBe('none');
});

test('showSearch.searchValue and onSearch control the search text', async ({ page }) => {
  await open(page, `/demo/search${NEXT_QUERY}`);
  const demo = box(page, 'controlled-search');
  const input = page.getByRole('combobox', { name: 'Category', exact: true });
  await input.click();
  await input.pressSequentially('PHONE');
  await expect(input).toHaveValue('phone');
  await expect(demo.locator('output')).toHaveText('Search text: "phone"');
  await expect(page.getByRole('menuitemcheckbox', { name: /Phones/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the styling map outlines the part named under the pointer or the focus, and only it', async ({ page }) => {
  await open(page, `/demo/styling-parts${NEXT_QUERY}`);
  const demo = box(page, 'styling-parts').locator('.dumi-default-previewer-demo');
  await expect(demo).toHaveAttribute('data-package', NEXT);
  const part = (name: string) => demo.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')} `) });
  const tag = demo.locator('.rc-cascader-selection-item').first();
  const option = demo.locator('.rc-cascader-menu-item').first();
  const suffix = demo.locator('.rc-cascader-suffix');
  // The menu is open inside the demo's box.
  await expect(option).toBeVisible();
  await expect(demo.locator('.rc-cascader-dropdown')).toHaveCount(1);
  expect(await outlineOf(tag)).not.toBe(OUTLINED);

  await part('item').hover();
  expect(await outlineOf(tag)).toBe(OUTLINED);
  expect(await outlineOf(option)).not.toBe(OUTLINED);
  await part('popup.listItem').hover();
  await expect.poll(() => outlineOf(option)).toBe(OUTLINED);
  expect(await outlineOf(tag)).not.toBe(OUTLINED);

  // By keyboard: each name is a button in the tab order.
  await page.mouse.move(0, 0);
  await part('content').focus();
  await page.keyboard.press('Tab');
  await expect(part('item')).toBeFocused();
  await expect.poll(() => outlineOf(tag)).toBe(OUTLINED);
  await part('suffix').focus();
  await expect.poll(() => outlineOf(suffix)).toBe(OUTLINED);
  expect(await outlineOf(tag)).not.toBe(OUTLINED);
  await part('suffix').blur();
  await expect.poll(() => outlineOf(suffix)).not.toBe(OUTLINED);
});

test('the Chinese page says the same in Chinese', async ({ page }) => {
  await open(page, '/zh-CN/demo/styling-parts');
  const demo = box(page, 'styling-parts');
  await expect(demo.getByRole('heading', { level: 2 })).toHaveText('逐一勾出每个部件');
  await expect(demo).toContainText(
    '这个示例只能在 @rc-component/cascader 1.x 上运行：rc-cascader 3.x 中没有与 classNames 和 styles 对应的属性。',
  );
  await demo.getByRole('button', { name: '切换到 @rc-component/cascader' }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-CN/demo/styling-parts\\${NEXT_QUERY}$`));
  await expect(demo.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
  await expect(demo.getByRole('button', { name: /^item / })).toBeVisible();
});
