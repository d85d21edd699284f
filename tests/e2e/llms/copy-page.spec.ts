/**
 * The "Copy page" button and the "View as Markdown" link beside each page's title
 * (.dumi/theme/components/PageActions.tsx): they hand a visitor the page's Markdown copy. The copies,
 * the llms files and the link-preview image as the host serves them are checked without a browser
 * (tests/built/markdown-copies-and-llms-txt.test.ts, tests/built/static-host-answers.test.ts).
 */
import type { Page, Route } from '@playwright/test';
import { useColourMode, waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/** The text the host serves at a path, as the clipboard should then hold it. */
async function served(baseURL: string | undefined, path: string): Promise<string> {
  return (await fetch(new URL(path, baseURL))).text();
}

const APP_SCRIPT = /\/umi\.[0-9a-f]+\.js$/;
const copyButton = (page: Page, name = 'Copy page') => page.locator('.site-page-actions').getByRole('button', { name });

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Copy page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  });

  test('copies the Markdown copy of the page, says so, and is back to "Copy page" after a while', async ({ page, baseURL }) => {
    await page.goto('/demo/simple');
    await waitForApp(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(page.locator('.site-page-actions').getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.locator('.site-page-actions [aria-live="polite"]')).toHaveText('Copied');
    expect(await clipboard(page)).toBe(await served(baseURL, '/demo/simple.md'));
    await expect(copyButton(page)).toBeVisible({ timeout: 5_000 });
  });

  test('is reached and pressed by keyboard, in Chinese, in dark mode', async ({ page, baseURL }) => {
    await useColourMode(page, 'dark');
    await page.goto('/zh-CN/demo/search');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    // The control before it in the tab order is the last of the Package choice's (its link to /versions), which
    // follows the sidebar's links.
    await page.locator('.site-page-package a').focus();
    await page.keyboard.press('Tab');
    await expect(copyButton(page, '复制页面')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.site-page-actions').getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await clipboard(page)).toBe(await served(baseURL, '/zh-CN/demo/search.md'));
    await page.keyboard.press('Tab');
    await expect(page.locator('.site-page-actions').getByRole('link', { name: '查看 Markdown' })).toBeFocused();
  });

  test('a click before the page is interactive is not lost: it copies once the page is', async ({ page, baseURL }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(APP_SCRIPT, async (route: Route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto('/versions', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    expect(held).toBe(1);
    expect(await clipboard(page)).toBe('before');

    release();
    await expect(page.locator('.site-page-actions').getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 30_000 });
    expect(await clipboard(page)).toBe(await served(baseURL, '/versions.md'));
  });

  test('"View as Markdown" opens the copy, and so does a link to a file in the guide once the page is interactive', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.locator('.site-page-actions').getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(new URL('/index.md', baseURL).href);
    await page.goBack();
    await waitForApp(page);
    const response = page.waitForResponse(new URL('/llms.txt', baseURL).href);
    await page.locator('#for-ai-assistants ~ ul').first().getByRole('link', { name: '/llms.txt', exact: true }).click();
    expect((await response).headers()['content-type']).toBe('text/plain; charset=utf-8');
    await expect(page).toHaveURL(new URL('/llms.txt', baseURL).href);
    expect(await page.locator('body').innerText()).toContain('# rc-cascader');
  });
});
