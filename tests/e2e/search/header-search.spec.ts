import type { Locator, Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { search, searchBox, searchPopover, searchResults } from '../../support/search';
import { themeMessage } from '../../support/theme-messages';
import { expect, test } from '../fixture';
import { CELL_SEPARATOR } from '../../../src/search/node/search-index';
import { builtAnswer } from '../../support/built-search';
import { RELEVANCE_QUERIES } from '../../support/relevance-queries';
import type { LocaleId } from '../../../src/site';

const input = (page: Page, locale: LocaleId = 'en-US') => searchBox(page, locale);
const popover = searchPopover;
const results = searchResults;

type HintKind = 'page' | 'title' | 'content';

/**
 * What a result matched, as a visitor sees it: a page-title match links to a page (no `#`) and marks
 * its title; a title match marks words in its title or its page's breadcrumb (the worker counts the
 * page's title as part of a section's); a content match marks only the text below.
 */
async function kindOf(result: Locator): Promise<HintKind> {
  const href = (await result.getAttribute('href')) ?? '';
  const marksInHeading = await result.locator('h4 mark').count();
  if (marksInHeading > 0 && !href.includes('#')) return 'page';
  if (marksInHeading > 0) return 'title';
  return 'content';
}

/** The results as a set (sorted): hints of equal priority may come back in any order. */
async function resultTexts(page: Page): Promise<string[]> {
  return (await results(page).allInnerTexts()).sort();
}

/** The tests that start on the English home page, as loaded. */
test.describe('on the home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
  });

  test('the header search box has the placeholder "Type keywords..."', async ({ page }) => {
    await expect(input(page)).toBeVisible();
    await expect(input(page)).toHaveAttribute('placeholder', 'Type keywords...');
  });

  test('finds content, highlights the words, and reports when nothing matches', async ({ page }) => {
    await search(page, 'tree');
    expect(await results(page).count()).toBeGreaterThan(0);
    await expect(results(page).first().locator('mark').first()).toHaveText(/tree/i);

    await search(page, 'zqxjv');
    await expect(popover(page)).toContainText('No content was found');
    await expect(results(page)).toHaveCount(0);
  });

  test('the query is trimmed, and an empty query clears the results', async ({ page }) => {
    await search(page, 'tree');
    const plain = await resultTexts(page);
    await search(page, '   tree   ');
    // Read until the answer is painted: once, under load, the list read empty right after it came.
    await expect.poll(() => resultTexts(page)).toEqual(plain);

    await input(page).fill('');
    await expect(results(page)).toHaveCount(0);
  });

  test('matching ignores case and takes every space-separated word', async ({ page }) => {
    await search(page, 'region city');
    const lower = await resultTexts(page);
    expect(lower.length).toBeGreaterThan(0);
    await search(page, 'REGION City');
    expect(await resultTexts(page)).toEqual(lower);
    // Both words are highlighted somewhere in the results.
    const marks = (await popover(page).locator('mark').allInnerTexts()).map((text) => text.toLowerCase());
    expect(marks).toContain('region');
    expect(marks).toContain('city');
  });

  test('results are ordered by score: page-title matches, then title matches, then content matches', async ({ page }) => {
    await search(page, 'changelog');
    const rank: Record<HintKind, number> = { page: 3, title: 2, content: 1 };
    const seen = new Set<HintKind>();
    // Every page of the locale is one group, under one heading: ranks never go up down the list.
    await expect(popover(page).locator('dt')).toHaveText([themeMessage('en-US', 'site.search.results')]);
    let previous = Infinity;
    const items = results(page);
    for (let index = 0; index < (await items.count()); index += 1) {
      const kind = await kindOf(items.nth(index));
      seen.add(kind);
      expect(rank[kind], `result ${index} (${kind}) is ranked above an earlier one`).toBeLessThanOrEqual(previous);
      previous = rank[kind];
    }
    expect([...seen]).toEqual(expect.arrayContaining(['page', 'content']));
  });

  test('text before the first highlight is cut to its last 20 characters', async ({ page }) => {
    await search(page, 'narrows');
    const paragraph = results(page).first().locator('p');
    const text = await paragraph.innerText();
    const before = text.slice(0, text.toLowerCase().indexOf('narrows'));
    expect(before.startsWith('...')).toBe(true);
    expect(before.length).toBeLessThanOrEqual(3 + 20);
  });

  test('a result links to the heading anchor by hash and lands on it', async ({ page }) => {
    await search(page, 'first usage');
    const result = results(page).filter({ hasText: 'First usage' }).first();
    await expect(result).toHaveAttribute('href', '/#first-usage');
    await result.click();
    await expect(page).toHaveURL(/#first-usage$/);
    await expect(page.locator('#first-usage')).toBeInViewport();
  });

  test('the keyboard opens search with its shortcut, moves with the arrows and follows with Enter', async ({ page }) => {
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // One input event, so one answer: keystrokes typed far enough apart each get their own, and a new
    // answer starts the list afresh, highlight included.
    await page.keyboard.insertText('later releases');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(results(page).first()).toHaveAttribute('data-active', 'true');
    const target = new URL((await results(page).first().getAttribute('href'))!, page.url());
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target.pathname + target.hash);
    await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
  });

  test('an arrow key pressed the moment the results appear is not lost', async ({ page }) => {
    // The key goes in as the first result reaches the page, before the browser paints it: the
    // earliest a visitor's key can land, when the list must already be listening.
    await page.evaluate(() => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('.dumi-default-search-popover dd > a')) return;
        watch.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    await input(page).focus();
    await page.keyboard.insertText('later releases');
    await expect(results(page).first()).toHaveAttribute('data-active', 'true');
  });

  test('queries containing HTML or script are shown as text and never run', async ({ page, pageWatch }) => {
    for (const query of ['<img src=x onerror="window.__searchXss=1">', '<script>window.__searchXss=2</script>']) {
      await search(page, query);
      await expect(popover(page).locator('img, script')).toHaveCount(0);
      await expect(input(page)).toHaveValue(query);
    }
    expect(await page.evaluate(() => (window as unknown as { __searchXss?: number }).__searchXss)).toBeUndefined();
    expect(pageWatch.foreignRequests).toEqual([]);
  });

  test('demo titles and descriptions are searchable and link to the demo', async ({ page }) => {
    await search(page, 'Pick a city');
    const byTitle = results(page).filter({ hasText: 'Pick a city' }).first();
    await expect(byTitle).toHaveAttribute('href', '/demo/simple#docs-demo-simple-demo-city-picker');

    // A phrase from the simple demo's description only.
    await search(page, 'matching option objects');
    await expect(results(page).filter({ hasText: 'Pick a city' }).first()).toHaveAttribute(
      'href',
      '/demo/simple#docs-demo-simple-demo-city-picker',
    );
  });

  test('typing a query loads the search index once, and later queries reuse it', async ({ page }) => {
    const posted = () => page.evaluate(() => (window as unknown as { __searchWorkerActions: string[] }).__searchWorkerActions);
    await page.addInitScript(() => {
      const actions: string[] = [];
      (window as unknown as { __searchWorkerActions: string[] }).__searchWorkerActions = actions;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
        actions.push(String((message as { action?: string } | null)?.action));
        return post.call(this, message, options as StructuredSerializeOptions);
      };
    });
    await page.reload();
    await waitForApp(page);
    await input(page).click();
    await page.keyboard.type('later releases', { delay: 20 });
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('options', { delay: 20 });
    await expect.poll(async () => (await posted()).filter((action) => action === 'get-search-result').length).toBeGreaterThanOrEqual(2);
    await expect(results(page).first()).toBeVisible();
    expect((await posted()).filter((action) => action === 'load-index')).toEqual(['load-index']);
  });

  test('each API row is a result of its own, linking to the row, its cells separated', async ({ page }) => {
    await search(page, 'loadData');
    const row = popover(page).locator('a[href="/#api-loaddata"]');
    await expect(row).toHaveCount(1);
    await expect(row.locator('h4')).toContainText(/^loadData/);
    await expect(row.locator('p')).toContainText(`loadData${CELL_SEPARATOR}Called with the path of option objects`);
    await expect(row.locator('p')).toContainText(`${CELL_SEPARATOR}(selectedOptions: Option[]) => void${CELL_SEPARATOR}0.5.0`);
    await row.click();
    await expect(page).toHaveURL(/\/#api-loaddata$/);
    await expect(page.locator('#api-loaddata')).toBeInViewport();
  });

  const titleWithoutCrumbs = (result: Locator) =>
    result.locator('h4').evaluate((heading) => {
      const copy = heading.cloneNode(true) as HTMLElement;
      copy.querySelector('.site-search-crumbs')?.remove();
      return copy.textContent ?? '';
    });

  test('a result shows its title whole and its page as a short breadcrumb, in both locales', async ({ page }) => {
    // A long FAQ question: the worker's title, "FAQ - Why don't…", is cut to its last 20 characters
    // before the match; the result shows it whole, with the FAQ as its page.
    await search(page, 'together');
    const question = results(page).filter({ hasText: "Why don't loadData and showSearch work together?" }).first();
    expect(await titleWithoutCrumbs(question)).toBe("Why don't loadData and showSearch work together?");
    await expect(question.locator('.site-search-crumbs')).toHaveText('FAQ › Frequently asked questions');

    await search(page, 'showSearch');
    const row = popover(page).locator('a[href="/#api-showsearch"]');
    expect(await titleWithoutCrumbs(row)).toBe('showSearch');
    await expect(row.locator('.site-search-crumbs')).toHaveText('React cascading select › Search');
    // A demo of the Search page, and a section of it under its h2.
    const demo = popover(page).locator('a[href="/demo/search#docs-demo-search-demo-search-with-defaults"]');
    await expect(demo.locator('.site-search-crumbs')).toHaveText('Demo › Search');
    await expect(popover(page).locator('a[href="/demo/search#props-in-this-demo"] .site-search-crumbs')).toHaveText('Demo › Search');
    expect(await popover(page).locator('h4').allInnerTexts()).not.toContainEqual(expect.stringMatching(/^\.\.\./));

    await page.goto('/zh-CN');
    await waitForApp(page);
    await search(page, 'loadData', 'zh-CN');
    const zhRow = popover(page).locator('a[href="/zh-CN/#api-loaddata"]');
    expect(await titleWithoutCrumbs(zhRow)).toBe('loadData');
    await expect(zhRow.locator('.site-search-crumbs')).toHaveText('React 级联选择组件 › 选项与值');
  });
});

test('a long answer paints its first screen of results, then lists every one', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { answer: 0, first: -1, busyAtFirst: false, inFirstFrame: -1 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    // The worker's answer, as the page receives it.
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent) => {
          if (event.data?.action === 'search-result')
            seen.answer = event.data.result.reduce((sum: number, group: { hints: unknown[] }) => sum + group.hints.length, 0);
        });
      }
    };
    // The list when results first appear, and when the frame that shows them is rendered.
    const rows = () => document.querySelectorAll('.dumi-default-search-popover dd > a').length;
    new MutationObserver(() => {
      if (seen.first >= 0 || rows() === 0) return;
      seen.first = rows();
      seen.busyAtFirst = document.querySelector('.dumi-default-search-popover [aria-busy="true"]') !== null;
      requestAnimationFrame(() => {
        seen.inFirstFrame = rows();
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/demo/simple');
  await waitForApp(page);
  await input(page).fill('cascader');
  await expect(results(page).first()).toBeVisible();
  await expect(popover(page).locator('[aria-busy="true"]')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number | boolean> }).seen);
  expect(seen.answer).toBeGreaterThan(20);
  expect(seen).toMatchObject({ first: 20, busyAtFirst: true, inFirstFrame: 20 });
  await expect(results(page)).toHaveCount(seen.answer as number);
});

test('the result the arrow keys highlight is scrolled into view', async ({ page }) => {
  await page.goto('/demo/simple');
  await waitForApp(page);
  await search(page, 'cascader');
  const count = await results(page).count();
  expect(count).toBeGreaterThan(15);
  for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowDown');
  const highlighted = results(page).nth(14);
  await expect(highlighted).toHaveAttribute('data-active', 'true');
  await expect(highlighted).toBeInViewport({ ratio: 1 });
  await expect(results(page).first()).not.toBeInViewport();
  // Up from the first result wraps round to the last, which is brought into view too.
  for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowUp');
  await expect(results(page).last()).toHaveAttribute('data-active', 'true');
  await expect(results(page).last()).toBeInViewport({ ratio: 1 });
});

// The whole relevance set is held to the built index in Node (tests/built/search-relevance.test.ts):
// here a sample of it, exact words, typos, several words and Chinese, must come back from the
// worker and be listed in the engine's order.
const LISTED_IN_ORDER: Record<LocaleId, string[]> = {
  'en-US': ['loadData', 'option render', 'dissabled', 'custom label', 'tree select'],
  'zh-CN': ['动态加', '选择父级', 'laodData', '树形选择', 'optionRender 3.24.0'],
};

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`relevance (${locale}): the list shows the built index's answer, in its order`, async ({ page }) => {
    const queries = LISTED_IN_ORDER[locale];
    const outside = queries.filter((query) => !RELEVANCE_QUERIES.some((entry) => entry.query === query && entry.locale === locale));
    expect(outside, 'queries of the sample missing from the relevance set').toEqual([]);
    await page.goto(locale === 'zh-CN' ? '/zh-CN' : '/');
    await waitForApp(page);
    for (const query of queries) {
      await search(page, query, locale);
      const listed = await results(page).evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href') ?? ''));
      expect(listed, `the first three results for "${query}"`).toEqual(builtAnswer(locale, query).slice(0, 3));
    }
  });
}
