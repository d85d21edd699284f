/**
 * The site's frame, measured: the sidebar's labels read in full, the brand stands apart from the
 * navigation, the nav items stay put from page to page, inline code chips sit against the
 * punctuation after them and do not break at a hyphen, and a standalone demo page has room and the
 * site's font.
 */
import type { Page } from '@playwright/test';
import { LOCALES } from '../../../src/site';
import { waitForApp } from '../../support/page-health';
import { builtPage, byClass, outerHtml } from '../../support/built-html';
import { builtRoutes, docPages } from '../../support/site';
import { afterNextFrame } from '../../support/layout-shifts';
import { expect, test } from '../fixture';

const DESKTOP = { width: 1440, height: 900 };

/** Each documentation page once (an alias shows the page it names). */
const pages = docPages().filter((page, index, all) => all.findIndex((other) => other.source === page.source) === index);

test.describe('without JavaScript', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  for (const { id: locale } of LOCALES) {
    // Each page's sidebar (its links and the sections of the page under its own) is in the
    // prerendered HTML, laid out by the stylesheet alone (hydration leaves the markup as it is:
    // tests/e2e/crawl), and every page carries the same stylesheet (tests/built/pages.test.ts). So one
    // page is loaded, without its scripts, and each page's sidebar as built is put in its place in turn.
    test(`every sidebar label reads in full at 1440 px (${locale})`, async ({ page }) => {
      const sidebars = pages
        .filter((candidate) => candidate.locale === locale)
        .flatMap(({ path }) => byClass(builtPage(path).document, 'dumi-default-sidebar').map((nav) => ({ path, html: outerHtml(nav) })));
      expect(sidebars.length, 'pages with a sidebar').toBeGreaterThan(20);
      await page.goto(sidebars[0].path);
      const cut: string[] = [];
      for (const { path, html } of sidebars) {
        const links = await page.evaluate((markup) => {
          document.querySelector('.dumi-default-sidebar')!.outerHTML = markup;
          return [...document.querySelectorAll('.dumi-default-sidebar a')].map((anchor) => ({
            text: anchor.textContent ?? '',
            scroll: anchor.scrollWidth,
            client: anchor.clientWidth,
          }));
        }, html);
        expect(links.length, `links in the sidebar of ${path}`).toBeGreaterThan(0);
        for (const link of links) if (link.scroll > link.client) cut.push(`${path}: "${link.text}" (${link.scroll} > ${link.client} px)`);
      }
      expect(cut, 'labels cut off').toEqual([]);
    });
  }
});

test('the sidebar leaves the content column most of a 1440 px screen', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo/simple');
  await waitForApp(page);
  const content = await page.locator('.dumi-default-content').boundingBox();
  expect(content!.width).toBeGreaterThanOrEqual(1000);
});

/** The left and right edges of the brand and of each nav item's label. */
async function headerEdges(page: Page) {
  return page.evaluate(() => {
    const edges = (element: Element) => {
      const { left, right } = element.getBoundingClientRect();
      return { left, right };
    };
    return {
      brand: edges(document.querySelector('.dumi-default-logo')!),
      items: [...document.querySelectorAll('.dumi-default-navbar > li > a')].map(edges),
    };
  });
}

for (const path of ['/demo/simple', '/zh-CN/demo/simple']) {
  test(`the brand is further from the first nav item than the nav items are from each other (${path})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await waitForApp(page);
    const { brand, items } = await headerEdges(page);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const gaps = items.slice(1).map((item, index) => item.left - items[index].right);
    expect(items[0].left - brand.right).toBeGreaterThanOrEqual(Math.max(...gaps));
  });
}

test('the nav items keep their places as the current page changes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo/simple');
  await waitForApp(page);
  const navbar = page.locator('.dumi-default-navbar');
  const before = (await headerEdges(page)).items;
  const labels = await navbar.locator('> li > a').allInnerTexts();
  expect(labels.length).toBeGreaterThanOrEqual(3);
  // Every item in turn becomes the current one, on the client and then loaded afresh.
  for (const label of labels) {
    const link = navbar.getByRole('link', { name: label, exact: true });
    await link.click();
    await expect(link).toHaveClass(/\bactive\b/);
    await expect(navbar.locator('a.active')).toHaveCount(1);
    expect
      .soft((await headerEdges(page)).items, `after following "${label}"`)
      .toEqual(before.map(({ left, right }) => ({ left: expect.closeTo(left, 0), right: expect.closeTo(right, 0) })));
    await page.reload();
    await waitForApp(page);
    expect
      .soft((await headerEdges(page)).items, `on "${label}" loaded afresh`)
      .toEqual(before.map(({ left, right }) => ({ left: expect.closeTo(left, 0), right: expect.closeTo(right, 0) })));
  }
});

/**
 * Every inline code chip that punctuation follows directly, with the space between the chip's edge
 * and the punctuation's first glyph.
 */
function gapsBeforePunctuation(page: Page) {
  return page.locator('.markdown').evaluateAll((blocks) =>
    blocks.flatMap((block) =>
      [...block.querySelectorAll(':not(pre) > code')].flatMap((code) => {
        const next = code.nextSibling;
        if (!next || next.nodeType !== Node.TEXT_NODE || !/^[),;:.）；，。：、]/.test(next.textContent ?? '')) return [];
        const range = document.createRange();
        range.setStart(next, 0);
        range.setEnd(next, 1);
        const glyph = range.getBoundingClientRect();
        // The chip's last line box, should it take two lines.
        const boxes = code.getClientRects();
        const chip = boxes[boxes.length - 1];
        // On the same line only.
        if (Math.abs(glyph.bottom - chip.bottom) > chip.height) return [];
        return [{ text: `${code.textContent}${next.textContent![0]}`, gap: glyph.left - chip.right }];
      }),
    ),
  );
}

test('no gap between an inline code chip and the punctuation after it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ['/changelog', '/zh-CN/changelog', '/versions']) {
    await page.goto(path);
    await waitForApp(page);
    const gaps = await gapsBeforePunctuation(page);
    // "`checkable`)" and "`false`;" among them (full-width in Chinese).
    expect(gaps.filter(({ text }) => /[);）；]$/.test(text)).length, path).toBeGreaterThan(0);
    expect(
      gaps.filter(({ gap }) => Math.abs(gap) > 0.5),
      path,
    ).toEqual([]);
  }
});

/**
 * Every inline code chip with a hyphen in running text, as laid out: how many lines its text takes,
 * whether it would fit on one line of its block, and whether it stays inside its block.
 */
function hyphenatedChips(page: Page) {
  return page.locator('.markdown').evaluateAll((blocks) =>
    blocks.flatMap((block) =>
      [...block.querySelectorAll(':is(p, li) > code, :is(p, li) > a > code')]
        .filter((code) => (code.textContent ?? '').includes('-'))
        .flatMap((code) => {
          const container = code.closest('p, li')!;
          const style = getComputedStyle(container);
          const room = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const copy = code.cloneNode(true) as HTMLElement;
          copy.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;display:inline-block';
          container.append(copy);
          const whole = copy.getBoundingClientRect().width;
          copy.remove();
          const range = document.createRange();
          range.selectNodeContents(code);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const chip = code.getBoundingClientRect();
          const box = container.getBoundingClientRect();
          return [
            { text: code.textContent!, lines, fits: whole <= room, inside: chip.left >= box.left - 0.5 && chip.right <= box.right + 0.5 },
          ];
        }),
    ),
  );
}

test('a hyphenated code chip that fits on a line is never broken at its hyphen, and none runs out of its block', async ({ page }) => {
  test.setTimeout(120_000);
  let seen = 0;
  // Each page is loaded once and resized through the widths.
  for (const path of ['/versions', '/zh-CN/versions', '/changelog', '/']) {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(path);
    await waitForApp(page);
    for (const width of [320, 375, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await afterNextFrame(page);
      const chips = await hyphenatedChips(page);
      seen += chips.length;
      expect
        .soft(
          chips.filter((chip) => chip.fits && chip.lines > 1).map((chip) => chip.text),
          `broken at ${width} px on ${path}`,
        )
        .toEqual([]);
      expect
        .soft(
          chips.filter((chip) => !chip.inside).map((chip) => chip.text),
          `out of its block at ${width} px on ${path}`,
        )
        .toEqual([]);
    }
  }
  expect(seen).toBeGreaterThan(20);
});

const demoPage = builtRoutes().find((route) => route.kind === 'demo')!.path;

test('a standalone demo page has room around the demo and the site font, in both colour modes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo/simple');
  await waitForApp(page);
  const proseFont = await page
    .locator('.markdown p')
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(demoPage);
    await waitForApp(page);
    const main = page.locator('main');
    const layout = await main.evaluate((element) => {
      const style = getComputedStyle(element);
      const first = element.querySelector(':scope > :not(h1)')!.getBoundingClientRect();
      return {
        padding: [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(parseFloat),
        font: style.fontFamily,
        left: first.left,
        top: first.top,
      };
    });
    expect(Math.min(...layout.padding), `padding at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(layout.left, `the demo's left edge at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(layout.top, `the demo's top edge at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(layout.font).toBe(proseFont);

    const colours = async () =>
      main.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
    const light = await colours();
    await page.evaluate(() => document.documentElement.setAttribute('data-prefers-color', 'dark'));
    const dark = await colours();
    expect(light.text).not.toBe('rgb(0, 0, 0)');
    expect(dark.text).not.toBe('rgb(255, 255, 255)');
    expect(dark.background).not.toBe(light.background);
  }
});
