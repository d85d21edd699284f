/**
 * Code blocks (.dumi/theme/builtins/SourceCode.tsx): a page's prerendered code block hydrates with
 * its highlighted markup kept as the server wrote it, without loading the highlighter; its copy
 * button works; a code block rendered in the browser (after client-side navigation) loads the
 * highlighter and renders the same markup.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const HIGHLIGHTER = /\/code-highlighter\.[0-9a-f]+\.async\.js$/;

/** Records every request the page makes for the highlighter's chunk, from now on. */
function highlighterRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (HIGHLIGHTER.test(pathname)) seen.push(pathname);
  });
  return seen;
}

/** The inner HTML of each highlighted <pre> of the page as the server wrote it. */
async function servedCodeBlocks(page: Page, path: string): Promise<string[]> {
  const served = await (await page.request.get(path)).text();
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('pre.prism-code')].map((pre) => pre.innerHTML);
  }, served);
}

const shownCodeBlocks = (page: Page) => page.locator('pre.prism-code').evaluateAll((pres) => pres.map((pre) => pre.innerHTML));

for (const path of ['/', '/zh-CN']) {
  test(`${path}: the prerendered code blocks hydrate as written, without the highlighter`, async ({ page }) => {
    const loads = highlighterRequests(page);
    const served = await servedCodeBlocks(page, path);
    expect(served.length).toBeGreaterThan(3);
    expect(served.join('')).toContain('class="token ');

    await page.goto(path);
    await waitForApp(page);
    expect(await shownCodeBlocks(page)).toEqual(served);
    // Still highlighted, and reachable by the keyboard (each block scrolls sideways).
    await expect(page.locator('pre.prism-code[tabindex="0"]')).toHaveCount(served.length);
    expect(loads).toEqual([]);
  });
}

test("a kept code block's copy button copies its code", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  await waitForApp(page);
  const blocks = page.locator('.dumi-default-source-code');
  const typescript = blocks.filter({ has: page.locator('.dumi-default-source-code-language', { hasText: /^ts$/ }) }).first();

  // The button shows while the pointer is over the block (or the keyboard is in it), as in the default theme.
  await typescript.hover();
  const copyButton = typescript.getByRole('button', { name: 'Copy code' });
  await copyButton.click();
  await expect(copyButton).toHaveAttribute('data-copied', 'true');
  // The code as shown, line for line (the lines are laid out as blocks, so innerText has their breaks).
  const shown = (await typescript.locator('pre').innerText()).trim();
  expect(shown.split('\n').length).toBeGreaterThan(1);
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(shown);
  // The check mark goes back to the copy icon after two seconds, as the default theme's does.
  await expect(copyButton).not.toHaveAttribute('data-copied', /.*/, { timeout: 5000 });
});

test('a code block rendered after client-side navigation loads the highlighter and renders the same markup', async ({ page }) => {
  const loads = highlighterRequests(page);
  const served = await servedCodeBlocks(page, '/');
  await page.goto('/changelog');
  await waitForApp(page);
  expect(loads).toEqual([]);

  await page.locator('.dumi-default-header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('pre.prism-code')).toHaveCount(served.length);
  expect(loads).toHaveLength(1);
  // Each block shows its code as plain text until the highlighter has arrived, then highlighted.
  await expect.poll(() => shownCodeBlocks(page)).toEqual(served);
});

test("the keyboard reaches a code block's copy button", async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const block = page.locator('.dumi-default-source-code').first();
  const copyButton = block.getByRole('button', { name: 'Copy code' });
  await expect(copyButton).toBeHidden();
  await block.locator('pre').focus();
  await expect(copyButton).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(copyButton).toBeFocused();
});
