/**
 * The site's styles come inside each prerendered page (src/plugins/html-rewrites.ts,
 * withInlineStylesheet): no stylesheet is requested, the page is styled without script, and the
 * styles stay once React has hydrated the head and after client-side navigation.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const PAGES = ['/demo/simple', '/zh-CN', '/~demos/docs-demo-simple-demo-city-picker'];

/** How many <style> elements in <head> hold the site's styles (the ones that style the header). */
const siteStyles = (page: Page) =>
  page.evaluate(
    () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent!.includes('.dumi-default-header{')).length,
  );

/** The cascader's computed display: `inline-block` with rc-cascader's styles, `block` (a div) without. */
const cascaderDisplay = (page: Page) =>
  page
    .locator('.rc-cascader')
    .first()
    .evaluate((element) => getComputedStyle(element).display);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} is styled by its own HTML`, async ({ page }) => {
      await page.goto(path);
      expect(await siteStyles(page)).toBe(1);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      expect(await cascaderDisplay(page)).toBe('inline-block');
    });
  }
});

for (const path of PAGES) {
  test(`${path} requests no stylesheet and keeps its styles once hydrated`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(path);
    await waitForApp(page);
    expect(await siteStyles(page)).toBe(1);
    expect(await cascaderDisplay(page)).toBe('inline-block');
    expect(stylesheets).toEqual([]);
  });
}

test('the styles stay through client-side navigation', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  expect(await siteStyles(page)).toBe(1);
  expect(await cascaderDisplay(page)).toBe('inline-block');
});
