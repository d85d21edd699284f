/**
 * The @rc-component/cascader 1.x API reference loads with its line (src/package-choice/node/next-reference.ts,
 * .dumi/theme/builtins/NextApiReference.tsx): the prerendered home page holds the section's heading, a status
 * line and its rows' anchors, not the rows, and on the default line asks for none of its code; choosing 1.x
 * loads the section's chunk, which renders the rows under the same anchors, whose links then navigate in the
 * page; a home page reached by a link on 1.x renders the section; a chunk that fails twice says so. That the
 * page's own chunk holds no 1.x row is checked without a browser (tests/built/chunks.test.ts).
 */
import type { Page, Request } from '@playwright/test';
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { LOAD_FAILED } from '../../support/failed-loads';
import { waitForApp } from '../../support/page-health';
import { isSameDocument, markDocument } from '../../support/same-document';
import { expect, test } from '../fixture';

const SECTION_CHUNK = /\/next-reference-index(\.zh-CN)?\.[0-9a-f]+\.async\.js$/;
const NEXT_SECTION = `article [data-package-line="${NEXT_PACKAGE}"].markdown`;

/** Records the requests for a section's chunk; `stop` removes the listener. */
function watchSectionRequests(page: Page) {
  const urls: string[] = [];
  const onRequest = (request: Request) => {
    if (SECTION_CHUNK.test(request.url())) urls.push(request.url());
  };
  page.on('request', onRequest);
  return { urls, stop: () => page.off('request', onRequest) };
}

/** The ids inside the 1.x section, in order. */
const sectionIds = (page: Page) => page.locator(`${NEXT_SECTION} [id]`).evaluateAll((elements) => elements.map((element) => element.id));

test('on the default line the home page has the 1.x anchors, not the rows, and loads none of their code', async ({ page }) => {
  const requests = watchSectionRequests(page);
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#api-next-popuprender')).toBeAttached();
  await expect(page.locator('#api-next-popuprender')).toBeHidden();
  await expect(page.locator(`${NEXT_SECTION} tr`)).toHaveCount(0);
  expect(requests.urls).toEqual([]);
  requests.stop();
});

test('choosing 1.x loads the reference, under the anchors the page was served with, and its links navigate in the page', async ({
  page,
}) => {
  const requests = watchSectionRequests(page);
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const servedIds = await sectionIds(page);
  expect(servedIds.length).toBeGreaterThan(100);
  // The served status line, shown on 1.x until the rows are there.
  await expect(page.locator(NEXT_SECTION).locator('[role="status"]')).toHaveText('Loading…');
  await page.getByRole('radio', { name: NEXT_PACKAGE }).first().check();
  await expect(page.locator('#api-next-popuprender')).toBeVisible();
  await expect(page.locator(NEXT_SECTION).locator('[role="status"]')).toHaveCount(0);
  expect(requests.urls).toHaveLength(1);
  requests.stop();
  expect(await page.locator(`${NEXT_SECTION} tr`).count()).toBeGreaterThan(100);
  expect(await sectionIds(page)).toEqual(servedIds);
  // The section's module is compiled as a content tab's, without a page frame of its own: one tab bar.
  await expect(page.locator('.dumi-default-content-tabs')).toHaveCount(1);

  const row = page.locator('article tr', { has: page.locator('#api-next-popuprender') });
  await row.getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\/dropdown-render(\?|$)/);
  expect(await isSameDocument(page)).toBe(true);
});

test('a home page reached by a link on 1.x renders the reference and lands on the row', async ({ page }) => {
  await page.goto(`/demo/multiple?package=${encodeURIComponent(NEXT_PACKAGE)}`);
  await waitForApp(page);
  await markDocument(page);
  await page.locator('article a[href="/#api-next-checkstrictly"]').first().click();
  await expect(page).toHaveURL(/#api-next-checkstrictly$/);
  await expect(page.locator('#api-next-checkstrictly')).toBeVisible();
  await expect(page.locator('#api-next-checkstrictly')).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test('a reference chunk that fails twice says so in its place', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  await page.route(SECTION_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('radio', { name: NEXT_PACKAGE }).first().check();
  const alert = page.locator(NEXT_SECTION).getByRole('alert');
  await expect(alert).toContainText('The @rc-component/cascader 1.x API reference did not load, even on a second try');
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.locator(NEXT_SECTION).locator('[role="status"]')).toHaveCount(0);
  await page.unroute(SECTION_CHUNK);
});
