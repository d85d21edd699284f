import type { Page, Response } from '@playwright/test';
import { COMPILE_HINT } from '../../../src/plugins/compile-hints';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { saveData } from '../../support/failed-loads';

/** Every script the page fetches from now on, with whether its first line is V8's compile hint. */
function watchScripts(page: Page): Map<string, Promise<boolean>> {
  const scripts = new Map<string, Promise<boolean>>();
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    scripts.set(
      path,
      response.text().then((body) => body.startsWith(`${COMPILE_HINT}\n`)),
    );
  });
  return scripts;
}

async function hinted(scripts: Map<string, Promise<boolean>>): Promise<Record<string, boolean>> {
  return Object.fromEntries(await Promise.all([...scripts].map(async ([path, hint]) => [path, await hint] as const)));
}

for (const path of ['/', '/demo/simple', '/demo/text-trigger', '/changelog', '/~demos/docs-demo-simple-demo-city-picker']) {
  test(`${path}: every script the page loads after its entry asks V8 to compile it eagerly`, async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await waitForApp(page);
    const result = await hinted(scripts);
    // The boot stages, the layout and the page (and on a page with demos, rc-cascader and the demos).
    expect(Object.keys(result).length).toBeGreaterThanOrEqual(8);
    // The entry is preloaded, and V8 does not stream a script that has already arrived: eagerly, it
    // would compile all of it on the main thread.
    const notHinted = Object.entries(result)
      .filter(([, hint]) => !hint)
      .map(([script]) => script);
    expect(notHinted).toEqual([expect.stringMatching(/^\/umi\.[0-9a-f]+\.js$/)]);
  });
}

test("the live editor's compiler, loaded on the first edit, is compiled as it is used", async ({ page }) => {
  // A connection that saves data: the pages the site would prefetch once the visitor is active
  // (src/runtime/route-prefetch.ts) stay out of the scripts watched here.
  await saveData(page);
  await page.goto('/demo/simple');
  await waitForApp(page);
  // Showing the code loads the highlighter, which pages with code blocks load with the page.
  await page.locator('[data-dumi-tooltip="Show Code"]').first().click();
  const editor = page.locator('.dumi-default-previewer-sources textarea').first();
  await expect(page.locator('.dumi-default-previewer-sources .token').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = watchScripts(page);
  await editor.fill((await editor.inputValue()).replace('Destination', 'Travel destination'));
  await expect(page.locator('.dumi-default-previewer-demo label').first()).toHaveText('Travel destination');

  // Most of a compiler's functions are never called: V8 keeps compiling it lazily.
  const result = await hinted(scripts);
  expect(Object.keys(result).length).toBeGreaterThanOrEqual(1);
  expect(
    Object.entries(result)
      .filter(([, hint]) => hint)
      .map(([script]) => script),
  ).toEqual([]);
});
