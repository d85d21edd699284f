/**
 * The live editor's code loads after the first paint: the code highlighter when the code is shown,
 * the compiler (and what it needs) on the first edit. A load that fails is tried once more; when
 * that fails too, as after a deploy or offline, the demo box offers the reload, which keeps the
 * edited code and puts it back in the editor (src/runtime/reload-offer.tsx, offered-reload.ts).
 */
import type { Page, Route } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { CHUNK_LOAD_FAILED, LOAD_FAILED, saveData } from '../../support/failed-loads';

const HIGHLIGHTER = /\/code-highlighter\.[0-9a-f]+\.async\.js$/;

const previewer = (page: Page) => page.locator('.dumi-default-previewer').first();
const showCode = (page: Page, label = 'Show Code') => previewer(page).locator(`[data-dumi-tooltip="${label}"]`).click();
const editor = (page: Page) => previewer(page).locator('.dumi-default-previewer-sources textarea').first();
const offer = (page: Page) => previewer(page).getByRole('alert');

/** Blocks every script that matches `pattern` from now on; counts the requests for each. */
async function blockScripts(page: Page, pattern: RegExp): Promise<Map<string, number>> {
  const tries = new Map<string, number>();
  await page.route(pattern, (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    tries.set(path, (tries.get(path) ?? 0) + 1);
    return route.abort('connectionfailed');
  });
  return tries;
}

test.beforeEach(async ({ page }) => {
  // A connection that saves data: nothing is prefetched at idle (src/runtime/route-prefetch.ts), so
  // the scripts the editor asks for are asked for when it needs them.
  await saveData(page);
  await page.goto('/demo/simple');
  await waitForApp(page);
});

test('when the compiler fails to load twice, the editor offers the reload, which keeps the edited code', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  await showCode(page);
  await expect(previewer(page).locator('.dumi-default-previewer-sources .token').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Whatever the first edit asks for (the compiler) does not arrive.
  const tries = await blockScripts(page, /\.js$/);
  const edited = (await editor(page).inputValue()).replace('Destination', 'Travel destination');
  await editor(page).fill(edited);

  await expect(offer(page)).toContainText('The live editor did not load, even on a second try');
  await expect(offer(page)).toContainText('you may be offline, or the site was updated since this tab opened');
  // The compiler was asked for twice, with the same code, and no more.
  expect(Math.max(...tries.values()), 'tried once more').toBe(2);
  // No raw error bar beside the offer.
  await expect(previewer(page).locator('.dumi-default-previewer-demo-error')).toHaveCount(0);

  await page.unroute(/\.js$/);
  await offer(page).getByRole('button', { name: 'Reload the page' }).click();
  await page.waitForURL('/demo/simple');
  await waitForApp(page);
  await expect(editor(page)).toHaveValue(edited);
  await expect(previewer(page).locator('.dumi-default-previewer-demo label')).toHaveText('Travel destination');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Put back once: the next load is the page as built.
  await page.reload();
  await waitForApp(page);
  await expect(previewer(page).locator('.dumi-default-previewer-sources')).toHaveCount(0);
  await expect(previewer(page).locator('.dumi-default-previewer-demo label')).toHaveText('Destination');
});

test('when the code highlighter fails to load twice, Show Code offers the reload in the demo box', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHUNK_LOAD_FAILED);
  const tries = await blockScripts(page, HIGHLIGHTER);
  await showCode(page);
  await expect(offer(page)).toContainText('The live editor did not load, even on a second try');
  expect([...tries.values()]).toEqual([2]);
  // The rest of the page is still there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');

  await page.unroute(HIGHLIGHTER);
  await offer(page).getByRole('button', { name: 'Reload the page' }).click();
  await page.waitForURL('/demo/simple');
  await waitForApp(page);
  await showCode(page);
  await expect(editor(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the offer is in Chinese on the Chinese pages', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED, CHUNK_LOAD_FAILED);
  await page.goto('/zh-CN/demo/simple');
  await waitForApp(page);
  await blockScripts(page, HIGHLIGHTER);
  await showCode(page, '展开代码');
  await expect(offer(page)).toContainText('在线编辑器重试后仍未加载');
  await expect(offer(page).getByRole('button', { name: '重新加载页面' })).toBeVisible();
});
