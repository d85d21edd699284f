import type { Locator, Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { chooseToronto, edit, openEditor, previewer } from './editor';

/**
 * A loop that never ends, written in the live editor, is stopped and named in the demo's box; the
 * page answers, the edit stays, and removing the loop brings the demo back (src/runtime/loop-guard.ts).
 */
const errorBox = (box: Locator) => box.locator('.dumi-default-previewer-demo-error');
const BODY_START = 'export default function CityPicker() {\n';

/** The page still answers: its search box takes typing, and it scrolls. */
async function expectPageAnswers(page: Page) {
  const search = page.locator('.dumi-default-header .dumi-default-search-bar-input');
  await search.fill('loop');
  await expect(search).toHaveValue('loop');
  await search.fill('');
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test.describe('on /demo/simple', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/demo/simple');
    await waitForApp(page);
  });

  test('a loop in an effect is stopped, named with its line, and fixing it brings the demo back', async ({ page, pageWatch }) => {
    // React reports an error an error boundary caught on the console: the one this test causes.
    pageWatch.allow(/^console\.error: .*Stopped an endless loop: the for loop on line 11 ran/s);
    const box = previewer(page);
    const editor = await openEditor(box);
    const original = await editor.inputValue();
    await editor.fill(
      original
        .replace('import React, { useState }', 'import React, { useEffect, useState }')
        .replace(
          'useState<PlaceOption[]>([]);\n',
          'useState<PlaceOption[]>([]);\n  useEffect(() => {\n    for (let i = 0; i < 10; i) {}\n  }, []);\n',
        ),
    );
    await expect(errorBox(box)).toContainText('Stopped an endless loop: the for loop on line 11 ran');
    // The demo that ran the loop is out until the next edit; the page answers, and the edit is kept.
    await expect(box.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-error', 'true');
    await expect(box.getByLabel('Destination')).toHaveCount(0);
    await expectPageAnswers(page);
    await expect(editor).toHaveValue(/for \(let i = 0; i < 10; i\) \{\}/);

    await edit(editor, 'i < 10; i)', 'i < 10; i++)');
    await expect(errorBox(box)).toHaveCount(0);
    await box.getByLabel('Destination').click();
    await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();
  });

  test('a loop in a change handler is stopped when an option is chosen, and fixing it recovers', async ({ page, pageWatch }) => {
    // An error thrown in an event handler is uncaught, as React leaves it: the one this test causes.
    pageWatch.allow(/^page error: Stopped an endless loop: the while loop on line 12 ran/);
    const box = previewer(page);
    const editor = await openEditor(box);
    await edit(editor, '    setPath(selectedOptions ?? []);\n', '    while (selectedOptions) {}\n    setPath(selectedOptions ?? []);\n');
    const looping = await edit(editor, '>\n        Destination\n', '>\n        Looping destination\n');
    // The edited demo renders: nothing loops until a choice is made.
    await expect(box.getByLabel('Looping destination')).toBeVisible();
    await expect(errorBox(box)).toHaveCount(0);
    await box.getByLabel('Looping destination').click();
    await chooseToronto(page);
    await expect(errorBox(box)).toContainText('Stopped an endless loop: the while loop on line 12 ran');
    await expectPageAnswers(page);
    await expect(editor).toHaveValue(looping);

    await edit(editor, '    while (selectedOptions) {}\n', '');
    await expect(errorBox(box)).toHaveCount(0);
    await box.getByLabel('Looping destination').click();
    await chooseToronto(page);
    await expect(box.getByRole('status')).toContainText('Canada / Ontario / Toronto');
  });

  test('recursion that never ends shows its RangeError in the same box', async ({ page }) => {
    const box = previewer(page);
    const editor = await openEditor(box);
    const original = await editor.inputValue();
    await edit(editor, BODY_START, `const deeper = (n: number): number => deeper(n + 1);\n\n${BODY_START}  deeper(0);\n`);
    await expect(errorBox(box)).toContainText('RangeError: Maximum call stack size exceeded');
    await expect(box.locator('.dumi-default-previewer-demo')).toHaveAttribute('data-error', 'true');
    await expectPageAnswers(page);

    await editor.fill(original.replace('Destination', 'Recovered destination'));
    await expect(errorBox(box)).toHaveCount(0);
    await expect(box.getByLabel('Recovered destination')).toBeVisible();
  });

  test('a loop of 100,000 honest passes runs to its end', async ({ page }) => {
    const box = previewer(page);
    const editor = await openEditor(box);
    await edit(editor, BODY_START, `${BODY_START}  let total = 0;\n  for (let i = 0; i < 100000; i++) total += i;\n`);
    await edit(editor, '>\n        Destination\n', '>\n        Destination {total}\n');
    await expect(box.locator('.dumi-default-previewer-demo label')).toHaveText('Destination 4999950000');
    await expect(errorBox(box)).toHaveCount(0);
  });
});

test('a loop in the body is stopped and named, in Chinese too; the other demo works, and fixing it recovers', async ({ page }) => {
  await page.goto('/zh-CN/demo/disabled');
  await waitForApp(page);
  const box = previewer(page);
  const editor = await openEditor(box);
  const original = await editor.inputValue();
  await edit(editor, 'useState(true);\n', 'useState(true);\n  while (locked) {}\n');
  await expect(errorBox(box)).toContainText('已停止死循环：第 9 行的 while 循环运行了');
  await expectPageAnswers(page);
  await expect(editor).toHaveValue(/\n {2}while \(locked\) \{\}\n/);
  // The next demo on the page still opens and chooses.
  const next = previewer(page, 1);
  await next.getByLabel('Deliver to').click();
  await page.getByRole('menuitemcheckbox', { name: 'Japan' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Kansai' })).toBeVisible();
  await page.keyboard.press('Escape');

  await editor.fill(original.replace('Office location', 'Head office location'));
  await expect(errorBox(box)).toHaveCount(0);
  await expect(box.getByLabel('Head office location')).toBeVisible();
});
