/**
 * What the header search says when it cannot answer: its index or its results list fails to load
 * (it tries once more, then offers the reload and keeps the query across it, on a phone too), the
 * server answers the index with an error, or the page names no index.
 */
import { waitForApp } from '../../support/page-health';
import { searchBox, searchPopover, searchResults } from '../../support/search';
import { themeMessage } from '../../support/theme-messages';
import { expect, test } from '../fixture';
import { CHUNK_LOAD_FAILED, LOAD_FAILED } from '../../support/failed-loads';

test('when the search index fails to load twice, the box offers the reload, which keeps the query', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  const pageErrors = () => pageWatch.problems.filter((problem) => problem.startsWith('page error:'));
  await page.goto('/demo/simple');
  await waitForApp(page);
  const index = /\/search\/en-US\.[0-9a-f]+\.json$/;
  let tries = 0;
  await page.route(index, (route) => {
    tries += 1;
    return route.abort('connectionfailed');
  });
  await searchBox(page).fill('cascader');
  const alert = searchPopover(page).getByRole('alert');
  await expect(alert).toContainText('Search did not load, even on a second try');
  // It says what happened, not a guess at why.
  await expect(alert).toContainText('the request for its index got no answer');
  await expect(alert).not.toContainText('offline');
  await expect(alert).toContainText(/\/search\/en-US\.[0-9a-f]+\.json: Failed to fetch/);
  expect(tries, 'tried once more before the offer').toBe(2);
  // The page itself still works.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  expect(pageErrors()).toEqual([]);

  await page.unroute(index);
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await page.waitForURL('/demo/simple');
  await waitForApp(page);
  // The query is typed back, with the focus, and answered.
  await expect(searchBox(page)).toHaveValue('cascader');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchResults(page).first()).toBeVisible();
  await expect(searchPopover(page).getByRole('alert')).toHaveCount(0);
  // Once: the next load starts with an empty box.
  await page.reload();
  await waitForApp(page);
  await expect(searchBox(page)).toHaveValue('');
});

test("when the server answers the index with an error, the box says so, with its status, in the page's language", async ({
  page,
  pageWatch,
}) => {
  pageWatch.allow('console.error: Failed to load resource: the server responded with a status of 404 (Not Found)');
  await page.goto('/zh-CN/demo/simple');
  await waitForApp(page);
  const index = /\/search\/zh-CN\.[0-9a-f]+\.json$/;
  await page.route(index, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await searchBox(page, 'zh-CN').fill('级联');
  const alert = searchPopover(page).getByRole('alert');
  await expect(alert).toContainText('服务器对搜索索引的请求返回了 HTTP 404');
  await expect(alert).toContainText(/\/search\/zh-CN\.[0-9a-f]+\.json: HTTP 404/);
  await page.unroute(index);
});

test('on a page that names no index, the box says that, and guesses nothing', async ({ page }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
  await page.evaluate(() => document.querySelectorAll('meta[name="search-index"]').forEach((meta) => meta.remove()));
  await searchBox(page).fill('cascader');
  const alert = searchPopover(page).getByRole('alert');
  await expect(alert).toContainText('Search is not available here: this page names no search index.');
  await expect(alert).toContainText('this page names no search index for en-US');
  await expect(alert).not.toContainText('offline');
});

test('when the results list fails to load twice, the box offers the reload, and the next keystroke tries again', async ({
  page,
  pageWatch,
}) => {
  pageWatch.allow(
    LOAD_FAILED,
    // React reports the error the slot's boundary catches.
    CHUNK_LOAD_FAILED,
  );
  await page.goto('/demo/simple');
  await waitForApp(page);
  const list = /\/search-results\.[0-9a-f]+\.async\.js$/;
  let tries = 0;
  await page.route(list, (route) => {
    tries += 1;
    return route.abort('connectionfailed');
  });
  await searchBox(page).fill('cascader');
  const alert = searchPopover(page).getByRole('alert');
  await expect(alert).toContainText('Search did not load, even on a second try');
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // Loaded ahead on focus, then for the answer: each time tried once more.
  expect([2, 4]).toContain(tries);

  await page.unroute(list);
  await searchBox(page).press('End');
  await searchBox(page).pressSequentially(' panel');
  await expect(searchResults(page).first()).toBeVisible();
  await expect(searchPopover(page).getByRole('alert')).toHaveCount(0);
});

test('on a phone, the query kept across the offered reload comes back in the search dialog', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/zh-CN/demo/simple');
  await waitForApp(page);
  const index = /\/search\/zh-CN\.[0-9a-f]+\.json$/;
  await page.route(index, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: themeMessage('zh-CN', 'site.search.open') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('悬停');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('搜索重试后仍未加载');

  await page.unroute(index);
  await alert.getByRole('button', { name: '重新加载页面' }).click();
  await page.waitForURL('/zh-CN/demo/simple');
  await waitForApp(page);
  await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue('悬停');
  await expect(page.getByRole('dialog').locator('dd > a').first()).toBeVisible();
});
