import { SITE_MESSAGES } from '../../../src/site/messages';

const NOT_FOUND_META = {
  title: SITE_MESSAGES['en-US']['site.not.found.title'],
  description: SITE_MESSAGES['en-US']['site.not.found.description'],
};
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const NOT_FOUND_TITLE = `${NOT_FOUND_META.title} – rc-cascader`;
/** What Chromium logs for a page that answers 404 (the status the not-found page must have). */
const NOT_FOUND_LOG = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

test('an unknown URL answers 404 with the not-found page, its own title and a meta description', async ({
  page,
  pageWatch,
  baseURL,
}) => {
  pageWatch.allow(NOT_FOUND_LOG);
  // What a crawler reads: the status and the prerendered head of 404.html.
  const response = await fetch(new URL('/no/such/page', baseURL));
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<title[^>]*>${NOT_FOUND_TITLE}</title>`));
  expect(html).toContain(`name="description" content="${NOT_FOUND_META.description}"`);

  // What a visitor meets once the page has hydrated.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', NOT_FOUND_META.description);
});

test('a client-side navigation to an unknown path shows PAGE NOT FOUND inside the layout', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  // The router follows a history change to a path no page has (as a stale link would).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/demo/does-not-exist');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
  await expect(page.locator('.dumi-default-header')).toBeVisible();
  await page.getByRole('link', { name: /Back to homepage/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('rc-cascader');
  await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);
});

test('an unknown path under /zh-CN shows the not-found page in Chinese, without a hydration mismatch', async ({
  page,
  pageWatch,
}) => {
  // The host serves the one 404.html, prerendered in English; the app renders it in the path's locale.
  pageWatch.allow(NOT_FOUND_LOG);
  const zh = SITE_MESSAGES['zh-CN'];
  expect((await page.goto('/zh-CN/no/such/page'))?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh['site.not.found.title']);
  await expect(page).toHaveTitle(`${zh['site.not.found.title']} – rc-cascader`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.dumi-default-navbar').getByRole('link', { name: '示例' })).toHaveAttribute(
    'href',
    '/zh-CN/demo/simple',
  );
});
