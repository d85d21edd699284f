/**
 * A demo on the 1.x line (issue 56, part 2): its code is the converter's 1.x code, its live editor
 * runs the edited 1.x code (and shows a syntax error, keeping the page), and its exports are
 * projects on @rc-component/cascader with 1.x's stylesheet.
 * (The package's own sheet is 3.x's plus its select's parts: the project starts with exactly 1.x's.)
 */
import { waitForApp } from '../../support/page-health';
import { CODESANDBOX_DEFINE, capturePost, codeSandboxFiles } from '../../support/export-posts';
import { action, edit, openEditor, previewer } from '../previewer/editor';
import { expect, test } from '../fixture';
import { NEXT_CASCADER_CSS } from '../../../src/generated/rc-cascader-css';

const NEXT = '@rc-component/cascader';

test.beforeEach(async ({ page }) => {
  await page.goto('/demo/simple?package=%40rc-component%2Fcascader');
  await waitForApp(page);
  await expect(previewer(page).locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
});

test('the code is 1.x’s, for the demo and the files it imports', async ({ page }) => {
  const box = previewer(page);
  const editor = await openEditor(box);
  await expect(editor).toHaveValue(/import Cascader from '@rc-component\/cascader';/);
  await expect(editor).toHaveValue(/import '@rc-component\/cascader\/assets\/index\.less';/);
  await expect(editor).not.toHaveValue(/rc-cascader'/);
  await box.getByRole('tab', { name: 'data/geography.ts' }).click();
  await expect(box.locator('.dumi-default-previewer-sources')).toContainText(
    "import type { DefaultOptionType } from '@rc-component/cascader';",
  );
});

test('an edit runs on 1.x; a syntax error shows and the demo keeps working', async ({ page }) => {
  const box = previewer(page);
  const editor = await openEditor(box);
  const original = await editor.inputValue();
  await edit(editor, '>\n        Destination\n', '>\n        Travel destination\n');
  await expect(box.locator('.dumi-default-previewer-demo label')).toHaveText('Travel destination');
  await expect(box.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-package', NEXT);
  await page.getByLabel('Travel destination').click();
  await expect(page.locator('#site-cascader-next-popups .rc-cascader-dropdown')).toBeVisible();
  await page.keyboard.press('Escape');

  await edit(editor, 'export default function', 'export default functio');
  await expect(box.locator('.dumi-default-previewer-demo-error')).toContainText('SyntaxError');
  await expect(box.locator('.dumi-default-previewer-demo label')).toHaveText('Travel destination');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');

  await editor.fill(original.replace('Destination', 'Fixed destination'));
  await expect(box.locator('.dumi-default-previewer-demo-error')).toHaveCount(0);
  await expect(box.locator('.dumi-default-previewer-demo label')).toHaveText('Fixed destination');
});

test('the export is a project on @rc-component/cascader, with its stylesheet', async ({ page }) => {
  const files = codeSandboxFiles(await capturePost(page, action(previewer(page), 'Open in CodeSandbox'), CODESANDBOX_DEFINE));
  const pkg = JSON.parse(files['package.json']);
  expect(pkg.dependencies[NEXT]).toMatch(/^1\.\d+\.\d+$/);
  expect(pkg.dependencies['rc-cascader']).toBeUndefined();
  expect(files['src/App.tsx']).toContain("import Cascader from '@rc-component/cascader';");
  expect(files['src/data/geography.ts']).toContain("from '@rc-component/cascader'");
  // 1.x's own stylesheet, compiled, not 3.x's.
  expect(files['src/rc-cascader.css'].startsWith(NEXT_CASCADER_CSS.trimEnd())).toBe(true);
});
