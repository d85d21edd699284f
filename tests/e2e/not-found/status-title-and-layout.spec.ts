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

// What a crawler reads of it (the status and the prerendered head of 404.html) is checked without a
// browser: tests/built/static-host-answers.test.ts.
test('an unknown URL shows the not-found page once hydrated, with its status, title and meta description', async ({ page, pageWatch }) => {
  pageWatch.allow(NOT_FOUND_LOG);
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

test('an unknown path under /zh-CN shows the not-found page in Chinese, without a hydration mismatch', async ({ page, pageWatch }) => {
  // The host serves the one 404.html, prerendered in English; the app renders it in the path's locale.
  pageWatch.allow(NOT_FOUND_LOG);
  const zh = SITE_MESSAGES['zh-CN'];
  expect((await page.goto('/zh-CN/no/such/page'))?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh['site.not.found.title']);
  await expect(page).toHaveTitle(`${zh['site.not.found.title']} – rc-cascader`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.dumi-default-navbar').getByRole('link', { name: '示例' })).toHaveAttribute('href', '/zh-CN/demo/simple');
});

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the not-found heading, text and link are centred on the screen`, async ({ page, pageWatch }) => {
    pageWatch.allow(NOT_FOUND_LOG);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/no/such/page');
    await waitForApp(page);
    const layout = await page.evaluate(() => {
      const box = (selector: string) => {
        const element = document.querySelector(selector)!;
        const { left, right, width, height } = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return { left, right, width, height, align: style.textAlign, lineHeight: parseFloat(style.lineHeight) };
      };
      return {
        view: document.documentElement.clientWidth,
        heading: box('.dumi-default-not-found > h1'),
        text: box('.dumi-default-not-found > p'),
        link: box('.dumi-default-not-found > a'),
      };
    });
    const centre = layout.view / 2;
    for (const [name, part] of Object.entries({ heading: layout.heading, text: layout.text, link: layout.link })) {
      expect(Math.abs((part.left + part.right) / 2 - centre), `${name}'s box centred`).toBeLessThanOrEqual(1);
      expect(part.left, `${name} on screen`).toBeGreaterThanOrEqual(0);
      expect(part.right, `${name} on screen`).toBeLessThanOrEqual(layout.view);
    }
    expect(layout.heading.align).toBe('center');
    expect(layout.text.align).toBe('center');
    // One line on a desktop, at most two on a phone.
    const lines = Math.round(layout.heading.height / layout.heading.lineHeight);
    expect(lines).toBeLessThanOrEqual(width >= 1024 ? 1 : 2);
    await expect(page.getByText(NOT_FOUND_META.description, { exact: true })).toBeVisible();
  });
}
