import { join } from 'node:path';
import { docPages, readMarkdown, ROOT } from '../../support/site';
import { waitForApp, waitForFirstScreen } from '../../support/page-health';
import { expect, test } from '../fixture';

/** The demo pages in the order the sidebar lists them (front-matter `order`). */
const demoPages = docPages()
  .filter((page) => page.path.startsWith('/demo/'))
  .map((page) => ({ ...page, order: Number(readMarkdown(join(ROOT, page.source)).frontmatter.order ?? 0) }))
  .sort((a, b) => a.order - b.order);

test('on a narrow screen the Sidebar button opens the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/demo/simple');
  await waitForApp(page);
  const sidebar = page.locator('.dumi-default-sidebar');
  await expect(sidebar).not.toBeInViewport();
  await page.getByRole('button', { name: 'Sidebar' }).click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByRole('link', { name: 'Simple' })).toBeVisible();
});

test('NEXT navigates on the client', async ({ page }) => {
  test.skip(demoPages.length < 2, 'needs two demo pages');
  await page.goto(demoPages[0].path);
  await waitForApp(page);
  await page.locator('.dumi-default-content-footer a[data-next]').click();
  await expect(page).toHaveURL(new RegExp(`${demoPages[1].path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoPages[1].heading);
});

test('navigating to a page that is still loading shows the progress bar and the skeleton', async ({ page }) => {
  await page.goto('/');
  // Not `waitForApp`: its scrolling would count as the visitor's presence, and the idle prefetch
  // could then fetch the changelog's code (a header link) before it is held back below.
  await waitForFirstScreen(page);
  // Hold the changelog page's code back until both loading signs have been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/docs__changelog\.md\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('.dumi-default-navbar').getByRole('link', { name: 'Changelog' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page.locator('.dumi-default-loading-skeleton, .react-loading-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
