/**
 * The home page on a desktop: its hero spans the window, its sections are listed in a column beside
 * the article (frontmatter `toc: content`, named and headed in the page's language by
 * .dumi/theme/layouts/DocLayout.tsx), and its prose keeps a reading width (DocLayout.less).
 */
import type { Page } from '@playwright/test';
import { SITE_MESSAGES } from '../../../src/site/messages';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

const HOMES = [
  { path: '/', locale: 'en-US', install: 'Install', api: 'API', props: 'Cascader props', keyboard: 'Keyboard interaction' },
  { path: '/zh-CN', locale: 'zh-CN', install: '安装', api: 'API', props: 'Cascader 属性', keyboard: '键盘交互' },
] as const;

for (const width of [1440, 1920]) {
  test(`at ${width} px the hero's background spans the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForApp(page);
    const hero = await page.locator('.dumi-default-hero').evaluate((element) => {
      const { left, right } = element.getBoundingClientRect();
      const background = getComputedStyle(element, '::before');
      return {
        left,
        right,
        view: document.documentElement.clientWidth,
        page: document.documentElement.scrollWidth,
        background: {
          position: background.position,
          left: background.left,
          right: background.right,
          image: background.backgroundImage,
        },
      };
    });
    expect(hero.left).toBe(0);
    expect(hero.right).toBe(hero.view);
    // The background is the hero's ::before, laid over the whole of it.
    expect(hero.background).toMatchObject({ position: 'absolute', left: '0px', right: '0px' });
    expect(hero.background.image).toContain('hero-background');
    expect(hero.page, 'no sideways scroll').toBe(hero.view);
  });
}

/**
 * The headings the home page's article shows (its second and third levels), as id and text: the API
 * reference of the line the Package choice names, the other line's hidden with its section.
 */
const articleSections = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('article .markdown :is(h2, h3)'))
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({ id: heading.id, title: (heading.textContent ?? '').trim() })),
  );

for (const { path, locale, install, api, props, keyboard } of HOMES) {
  test(`at 1440 px ${path} lists the guide's and the API's sections beside the article, and its links land`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForApp(page);
    const toc = page.getByRole('navigation', { name: SITE_MESSAGES[locale]['site.toc'] });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('heading', { name: SITE_MESSAGES[locale]['site.toc'] })).toBeVisible();

    // Every second- and third-level heading of the article, in order, the guide's and the API's.
    const sections = await articleSections(page);
    expect(sections.length).toBeGreaterThan(15);
    const links = toc.getByRole('link');
    await expect(links).toHaveText(sections.map(({ title }) => title));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(sections.map(({ id }) => `${path === '/' ? '' : path}/#${encodeURIComponent(id)}`));
    // The guide's sections and the API's, the API's own parts indented under it.
    for (const title of [install, api, props, keyboard]) await expect(links.filter({ hasText: title }).first()).toBeVisible();
    // One shown: the 1.x reference's entry of the same name is hidden with its section.
    await expect(toc.locator('li[data-depth="3"]').filter({ hasText: props, visible: true })).toHaveCount(1);

    // A column beside the article, not over it, and it stays in view while the page scrolls.
    const article = await page.locator('article').boundingBox();
    const column = await toc.boundingBox();
    expect(column!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
    expect(column!.x + column!.width).toBeLessThanOrEqual(1440);

    // Its links land on their headings, near the top of the window, and mark the section being read.
    for (const title of [api, props, keyboard]) {
      const link = links.filter({ hasText: title }).first();
      const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]);
      await link.click();
      const heading = page.locator(`[id="${id}"]`);
      await expect(heading).toBeInViewport();
      await expect(toc).toBeInViewport();
      await expect(toc.locator('a.active')).toHaveText(title);
      // The home page's header scrolls away with its hero: the heading ends near the window's top
      // (brought there by the layout's watch once the blocks above it have been laid out).
      const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
      await expect.poll(top).toBeLessThan(900 / 4);
      const header = await page.locator('.dumi-default-header').evaluate((element) => element.getBoundingClientRect().bottom);
      expect(await top()).toBeGreaterThanOrEqual(Math.max(0, header) - 1);
    }
  });
}

test('on a phone the column of sections is not shown, and takes no width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: SITE_MESSAGES['en-US']['site.toc'] })).toBeHidden();
  const article = await page.locator('article').boundingBox();
  expect(article!.width).toBeGreaterThan(330);
});

/**
 * The characters of each full line (every line but a paragraph's last) of the article's first
 * paragraphs, and the widths of its paragraphs and tables, in px and in `ch` of the prose's font.
 */
function proseMeasure() {
  const paragraphs = Array.from(document.querySelectorAll<HTMLElement>('article .markdown > p')).slice(0, 40);
  const lines: number[] = [];
  const range = document.createRange();
  for (const paragraph of paragraphs) {
    const box = paragraph.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
    const counts = new Map<number, number>();
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.data.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        const line = Math.floor((rect.top + rect.height / 2 - box.top) / lineHeight);
        counts.set(line, (counts.get(line) ?? 0) + 1);
      }
    }
    const full = [...counts.entries()].sort(([a], [b]) => a - b).slice(0, -1);
    lines.push(...full.map(([, count]) => count));
  }
  const zero = document.createElement('span');
  zero.textContent = '0';
  paragraphs[0].append(zero);
  const ch = zero.getBoundingClientRect().width;
  zero.remove();
  const widest = Math.max(...paragraphs.map((paragraph) => paragraph.getBoundingClientRect().width));
  const tables = Array.from(document.querySelectorAll('article table'), (table) => table.getBoundingClientRect().width);
  lines.sort((a, b) => a - b);
  return { lines, median: lines[Math.floor(lines.length / 2)], widest, widestInCh: widest / ch, widestTable: Math.max(...tables) };
}

for (const { path } of HOMES) {
  test(`at 1440 px the prose on ${path} keeps a reading width, the tables the article's`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await waitForApp(page);
    const measure = await page.evaluate(proseMeasure);
    expect(measure.lines.length).toBeGreaterThan(10);
    // About 64 of the font's "0" wide: ~75 characters of English a line, ~35 of Chinese.
    expect(measure.widestInCh).toBeLessThanOrEqual(64.5);
    expect(measure.widestInCh).toBeGreaterThan(55);
    if (path === '/') {
      expect(measure.median).toBeGreaterThanOrEqual(68);
      expect(measure.median).toBeLessThanOrEqual(80);
      expect(measure.lines[measure.lines.length - 1]).toBeLessThanOrEqual(90);
    }
    expect(measure.widestTable).toBeGreaterThan(measure.widest * 1.5);
  });
}
