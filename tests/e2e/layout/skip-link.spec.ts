/**
 * "Skip to content": the first thing Tab reaches on every page, shown while focused, and leading
 * the focus to the page's main content (a documentation page's <article>, a standalone demo's
 * <main>), before hydration too. That every built page starts with it is checked without a browser
 * (tests/built/skip-link.test.ts).
 */
import type { Page } from '@playwright/test';
import { axeProblems } from '../../support/axe';
import { useColourMode, waitForFirstScreen } from '../../support/page-health';
import { builtRoutes } from '../../support/site';
import { expect, test } from '../fixture';

const NOT_FOUND_LOG = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';
const STANDALONE_DEMO = builtRoutes().find((route) => route.kind === 'demo')!.path;

/**
 * Tabs once from the page's start: the skip link must have the focus and be on screen. The pages are
 * awaited with `waitForFirstScreen`, which never scrolls: Chromium 150 starts Tab from an element a
 * script scrolled into view, and `waitForApp` scrolls each lazily hydrated demo into view (the first
 * Tab then reached the demo's input on /demo/simple, past the header).
 */
async function tabToSkipLink(page: Page, name: string) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name, exact: true });
  await expect(link).toBeFocused();
  const box = (await link.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThan(30);
  // Drawn, not clipped away: the centre of the link is the link.
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className, { x: box.x + box.width / 2, y: box.y + box.height / 2 }),
  ).toBe('site-skip-link');
  return link;
}

const CASES = [
  { path: '/demo/simple', name: 'Skip to content', target: 'article', next: 'Simple' },
  { path: '/zh-CN/demo/simple', name: '跳到正文', target: 'article', next: '基本用法' },
  { path: '/', name: 'Skip to content', target: 'article', next: undefined },
];

for (const { path, name, target, next } of CASES) {
  test(`on ${path}, the first Tab shows "${name}", and Enter moves the focus to the article`, async ({ page }) => {
    await page.goto(path);
    await waitForFirstScreen(page);
    const link = await tabToSkipLink(page, name);
    await link.press('Enter');
    await expect(page.locator(target)).toBeFocused();
    await expect(link).not.toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab goes on inside the content, past the header and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('article')))).toBe(true);
    if (next) await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
  });
}

test('the 404 page and a standalone demo page have it too', async ({ page, pageWatch }) => {
  pageWatch.allow(NOT_FOUND_LOG);
  for (const [path, target] of [
    ['/no/such/page', 'article'],
    [`${STANDALONE_DEMO}?locale=en-US`, 'main'],
  ] as const) {
    await page.goto(path);
    await waitForFirstScreen(page);
    const link = await tabToSkipLink(page, 'Skip to content');
    await link.press('Enter');
    await expect(page.locator(target)).toBeFocused();
  }
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered link works without the page's scripts", async ({ page }) => {
    await page.goto('/demo/hover');
    const link = await tabToSkipLink(page, 'Skip to content');
    await link.press('Enter');
    await expect(page.locator('article')).toBeFocused();
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`the focused skip link passes axe in ${mode} mode`, async ({ page }) => {
    await useColourMode(page, mode);
    await page.goto('/demo/simple');
    await waitForFirstScreen(page);
    await tabToSkipLink(page, 'Skip to content');
    expect(await axeProblems(page, { include: ['.site-skip-link'] })).toEqual([]);
  });
}
