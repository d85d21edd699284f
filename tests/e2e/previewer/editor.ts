import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixture';

/** The previewers of the page, the first by default. */
export const previewer = (page: Page, index = 0) => page.locator('.dumi-default-previewer').nth(index);

/** One of a previewer's actions, by its tooltip (English, or Chinese on a zh-CN page). */
export const action = (scope: Locator, tooltip: string) => scope.locator(`[data-dumi-tooltip="${tooltip}"]`);

/** Shows a previewer's code and returns its live editor (the entry file's). */
export async function openEditor(box: Locator): Promise<Locator> {
  await box.locator('[data-dumi-tooltip="Show Code"], [data-dumi-tooltip="展开代码"]').click();
  const editor = box.locator('.dumi-default-previewer-sources textarea').first();
  await expect(editor).toBeVisible();
  return editor;
}

/** Replaces text in the live editor the way a visitor's edit would, and returns the new code. */
export async function edit(editor: Locator, from: string | RegExp, to: string): Promise<string> {
  const source = await editor.inputValue();
  const next = source.replace(from, to);
  expect(next, 'the edit changes the code').not.toBe(source);
  await editor.fill(next);
  return next;
}

/** Chooses Canada › Ontario › Toronto in the open popup of the simple demo's cascader. */
export async function chooseToronto(page: Page) {
  for (const name of ['Canada', 'Ontario', 'Toronto']) await page.getByRole('menuitemcheckbox', { name }).click();
}
