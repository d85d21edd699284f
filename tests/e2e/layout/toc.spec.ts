import type { Page } from '@playwright/test';
import { afterNextFrame, recordLayoutShifts } from '../../support/layout-shifts';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

// The sidebar lists the current page's sections under its link (dumi's `toc: 'menu'`).
const PAGE = '/demo/multiple';
const SECTIONS = [
  'Check several product lines',
  'SHOW_PARENT or SHOW_CHILD',
  'Check any level with checkStrictly',
  'What the value looks like',
  'Props in this demo',
];

const sectionList = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' }).locator('.dumi-default-toc');

// That every demo page lists its sections under its sidebar link before any script runs is checked
// without a browser: tests/built/sidebar-sections.test.ts.

test('the sidebar does not move while the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const sidebarShifts = await recordLayoutShifts(page, '.dumi-default-sidebar');
  await page.goto(PAGE);
  await expect(sectionList(page).getByRole('link')).toHaveText(SECTIONS);
  const below = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Multiple search' });
  const before = await below.boundingBox();
  await waitForApp(page);
  // Late effects: wait until the scroll spy has marked the section being read, then until a frame
  // has been rendered since, and any shift in it reported.
  await expect(sectionList(page).locator('a.active')).toHaveText(SECTIONS[0]);
  await afterNextFrame(page);
  expect(await below.boundingBox()).toEqual(before);
  expect(await sidebarShifts()).toEqual([]);
});

test('the section being read is marked as the page scrolls, and a section link scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await waitForApp(page);
  const list = sectionList(page);
  const active = list.locator('a.active');
  await expect(active).toHaveText(SECTIONS[0]);

  // Scrolling alone: the second demo starts just under the header.
  await page.evaluate(() => {
    const demo = document.getElementById('docs-demo-multiple-demo-checked-strategy-compare')!;
    window.scrollBy(0, demo.getBoundingClientRect().top - 100);
  });
  await expect(active).toHaveText(SECTIONS[1]);

  await list.getByRole('link', { name: SECTIONS[3] }).click();
  await expect(page).toHaveURL(/#what-the-value-looks-like$/);
  const heading = page.getByRole('heading', { level: 2, name: SECTIONS[3] });
  await expect(heading).toBeInViewport();
  await expect(active).toHaveText(SECTIONS[3]);

  // The visitor scrolls back up (a scripted scroll would be undone: the theme keeps a followed
  // anchor in view until the visitor scrolls).
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -20_000);
  await expect(heading).not.toBeInViewport();
  await expect(active).toHaveText(SECTIONS[0]);

  // Following the link of the section already in the address scrolls back to it.
  await list.getByRole('link', { name: SECTIONS[3] }).click();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/#what-the-value-looks-like$/);
  await expect(active).toHaveText(SECTIONS[3]);
});

test('the list follows the page on client-side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/demo/simple');
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Multiple', exact: true }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(sectionList(page).getByRole('link')).toHaveText(SECTIONS);
  await expect(sectionList(page)).toHaveCount(1);
  await expect(sectionList(page).locator('a.active')).toHaveText(SECTIONS[0]);
});
