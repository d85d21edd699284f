/**
 * Markdown tables (the API reference on / is sixteen of them): a prerendered table is kept as the
 * server wrote it while the page hydrates, so these check that nothing of it is lost, that its
 * links still navigate on the client, and that a wide table can still be scrolled and shows it.
 * In a column narrower than 720 px a table is a list of blocks, each cell under its column's name
 * (.dumi/theme/builtins/Table.less): no table runs off a phone, and the API reads there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtRoutes, contentTabs, DIST } from '../../support/site';
import { waitForApp } from '../../support/page-health';
import { isSameDocument, markDocument } from '../../support/same-document';
import { expect, test } from '../fixture';

/** Each table's cells as text, in order; from the page as it is now, or from HTML. */
function tableCells(html?: string): string[][] {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  return Array.from(root.querySelectorAll('article table'), (table) =>
    Array.from(table.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

test('after hydration the home page tables hold every cell the server wrote, and no hydration error', async ({ page, pageWatch }) => {
  const html = await (await page.request.get('/')).text();
  await page.goto('/');
  await waitForApp(page);
  const served = await page.evaluate(tableCells, html);
  expect(served.length).toBeGreaterThan(10);
  expect(await page.evaluate(tableCells, undefined)).toEqual(served);
  // React reports a hydration mismatch as a page error.
  expect(pageWatch.problems).toEqual([]);
});

test('a link in a prerendered table navigates on the client and lands on its target', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const row = page.locator('article table tr', { has: page.locator('#api-autoclearsearchvalue') });
  await row.getByRole('link', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/demo\/multiple-search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Multiple search');
  expect(await isSameDocument(page)).toBe(true);

  // Back on the home page, its tables are rendered in the browser, complete (the 1.x reference's rows
  // come with 1.x: tests/e2e/api/next-reference-chunk.spec.ts).
  await page.goBack();
  await expect(page.locator('#api-autoclearsearchvalue')).toBeAttached();
  expect(await isSameDocument(page)).toBe(true);
  const html = await (await page.request.get('/')).text();
  expect(await page.evaluate(tableCells, undefined)).toEqual(await page.evaluate(tableCells, html));
  // A table rendered in the browser names its columns in its cells too, for the narrow layout.
  const cells = page.locator('article table tr', { has: page.locator('#api-autoclearsearchvalue') }).locator('td');
  expect(await cells.evaluateAll((all) => all.map((cell) => cell.getAttribute('data-label')))).toEqual([
    'Property',
    'Description',
    'Type',
    'Default',
    'Version',
  ]);
});

test('a link in a prerendered table to an anchor of the page lands on it', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const link = page.locator('article table a[href^="#"], article table a[href^="/#"]').first();
  const href = (await link.getAttribute('href'))!;
  const id = decodeURIComponent(href.slice(href.indexOf('#') + 1));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await isSameDocument(page)).toBe(true);
});

test('a modified click on a table link is left to the browser', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await markDocument(page);
  const link = page.locator('article table a[href^="/demo/"]').first();
  // What the browser does with the click (a background tab) is its own, and Chromium's headless shell
  // (150) leaves such a tab unloaded: the test reads, on the window, after every handler of the page
  // has run, whether the site took the click over, and then keeps the browser from opening the tab.
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        document.documentElement.dataset.testClickTaken = String(event.defaultPrevented);
        event.preventDefault();
      },
      { once: true },
    );
  });
  await link.click({ modifiers: ['Control'] });
  await expect(page.locator('html')).toHaveAttribute('data-test-click-taken', 'false');
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('a table wider than its column scrolls sideways, by keyboard too, and shades the hidden side', async ({ page }) => {
  // 1000 px: beside the column of sections, the article (744 px) is wide enough for tables, and
  // narrower than the first API table needs (814 px).
  await page.setViewportSize({ width: 1000, height: 800 });
  // Opened at a row's address: the page lands on it, so the table is on screen.
  await page.goto('/#api-options');
  await waitForApp(page);
  await expect(page.locator('#api-options')).toBeInViewport();
  const box = page.locator('.dumi-default-table-content', { has: page.locator('#api-options') });
  await expect(box).toHaveAttribute('data-right-folded', 'true');
  await expect(box).not.toHaveAttribute('data-left-folded');

  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(box).toHaveAttribute('data-left-folded', 'true');
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(box).not.toHaveAttribute('data-right-folded');
});

/** The pages whose prerendered HTML holds a table, and every content tab (rendered in the browser). */
function pagesWithTables(): string[] {
  const pages = builtRoutes()
    .map(({ path }) => path)
    .filter((path) => readFileSync(join(DIST, path, 'index.html'), 'utf8').includes('<table'));
  const tabs = contentTabs().map(({ page, key }) => `${page}?tab=${key}`);
  return [...pages, ...tabs];
}

/** Each table of the article: how far it runs past its box and its box past the article. */
function tableOverflows() {
  const article = document.querySelector('article')!.getBoundingClientRect();
  return Array.from(document.querySelectorAll('article table'), (table) => {
    const box = table.closest('.dumi-default-table-content') as HTMLElement;
    const rect = box.getBoundingClientRect();
    return {
      row: (table.querySelector('tbody tr')?.textContent ?? '').slice(0, 40),
      scrolls: box.scrollWidth - box.clientWidth,
      tableOut: table.getBoundingClientRect().right - rect.right,
      boxOut: rect.right - article.right,
    };
  });
}

test('at 390 px no table on any page, in either locale, is wider than its column', async ({ page }) => {
  test.setTimeout(120_000);
  const paths = pagesWithTables();
  // The API reference in both locales, the two versions pages and the animation pages.
  for (const expected of ['/', '/zh-CN', '/versions', '/zh-CN/versions', '/demo/animation', '/zh-CN/demo/animation']) {
    expect(paths).toContain(expected);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  let tables = 0;
  for (const path of paths) {
    await page.goto(path);
    await waitForApp(page);
    const overflows = await page.evaluate(tableOverflows);
    tables += overflows.length;
    const wide = overflows.filter(({ scrolls, tableOut, boxOut }) => scrolls > 1 || tableOut > 1 || boxOut > 1);
    expect(wide, `${path}: tables wider than their column`).toEqual([]);
  }
  expect(tables).toBeGreaterThanOrEqual(16 + 15 + 8 + 8 + 1 + 1);
});

/**
 * Every row of the API tables shown (those of the Package line chosen): each cell's layout and the label
 * drawn before it, with its column's heading.
 */
function apiRows() {
  const shown = Array.from(document.querySelectorAll('article table.site-api-table')).filter((table) => table.getClientRects().length > 0);
  return Array.from(shown, (table) => {
    const headings = Array.from(table.querySelectorAll('thead th'), (cell) => (cell.textContent ?? '').trim());
    return Array.from(table.querySelectorAll('tbody tr'), (row) => {
      const rowBox = row.getBoundingClientRect();
      return {
        id: row.querySelector('[id]')?.id,
        display: getComputedStyle(row).display,
        cells: Array.from((row as HTMLTableRowElement).cells, (cell, index) => {
          const box = cell.getBoundingClientRect();
          const before = getComputedStyle(cell, '::before');
          return {
            heading: headings[index],
            display: getComputedStyle(cell).display,
            empty: (cell.textContent ?? '').trim() === '',
            label: before.content,
            labelShown: before.display !== 'none' && before.visibility !== 'hidden',
            inside: box.width > 0 && box.left >= rowBox.left - 0.5 && box.right <= rowBox.right + 0.5,
          };
        }),
      };
    });
  }).flat();
}

for (const { path, labels } of [
  { path: '/', labels: ['Property', 'Description', 'Type', 'Default', 'Version'] },
  { path: '/zh-CN', labels: ['属性', '说明', '类型', '默认值', '版本'] },
]) {
  test(`at 390 px each API row on ${path} is a block of labelled parts, in the page's language`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await waitForApp(page);
    const rows = await page.evaluate(apiRows);
    expect(rows.length).toBeGreaterThan(100);
    for (const { id, display, cells } of rows) {
      expect(id, 'each row keeps its anchor').toMatch(/^api-/);
      expect(display, id).toBe('block');
      expect(cells.map(({ heading }) => heading)).toEqual(labels);
      for (const cell of cells.filter(({ empty }) => !empty)) {
        expect(cell.display, `${id}: ${cell.heading}`).toBe('block');
        expect(cell.label, `${id}: ${cell.heading}`).toContain(`"${cell.heading}"`);
        expect(cell.labelShown, `${id}: ${cell.heading}`).toBe(true);
        expect(cell.inside, `${id}: ${cell.heading} inside its block`).toBe(true);
      }
    }
    // The header row stays for screen readers (each cell is announced with its column), out of sight.
    const head = page.locator('article table.site-api-table thead').first();
    await expect(head).toBeAttached();
    expect(await head.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1);

    // An anchor still lands on its row.
    await page.goto(`${path}#api-loaddata`);
    await waitForApp(page);
    await expect(page.locator('#api-loaddata')).toBeInViewport();
  });
}

test('at 1440 px the API reference is a table', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await waitForApp(page);
  const rows = await page.evaluate(apiRows);
  expect(rows.length).toBeGreaterThan(100);
  for (const { id, display, cells } of rows) {
    expect(display, id).toBe('table-row');
    for (const cell of cells) {
      expect(cell.display, `${id}: ${cell.heading}`).toBe('table-cell');
      expect(['none', 'normal']).toContain(cell.label);
    }
  }
  const head = page.locator('article table.site-api-table thead th').first();
  await expect(head).toBeVisible();
  expect(await head.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(20);
});
