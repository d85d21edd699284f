/**
 * Content tabs on the home page: the guide and API reference are its default tab, the FAQ
 * (docs/index.$tab-faq.md) is the tab `?tab=faq`. The site is prerendered and a static host
 * ignores the query, so `/?tab=faq` is served the default tab's HTML: the page must hydrate that
 * HTML as it is, then show the FAQ, without a console error (a hydration mismatch logs one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { type ColourMode, open, useColourMode, waitForApp } from '../../support/page-health';
import { contentTabs, DIST, headingText, readMarkdown, ROOT } from '../../support/site';
import { checkLinks, checkSite, classifyLink, scanHtml } from '../../../scripts/check-links.mjs';
import { localeOfPath } from '../../../src/site';
import { siteMessage } from '../../../src/site/messages';
import { expect, test } from '../fixture';

interface TabAnchor {
  from: string;
  link: string;
  path: string;
  tab: string;
  fragment: string;
}

const HOME = readMarkdown(join(ROOT, 'docs', 'index.md')).frontmatter;
const FAQ = contentTabs().find((tab) => tab.page === '/' && tab.key === 'faq')!;
const FAQ_BODY = readMarkdown(join(ROOT, FAQ.source)).body;
/** The first question of the FAQ, as its heading reads. */
const QUESTION = headingText(/^### (.+)$/m.exec(FAQ_BODY)![1]);
const DEFAULT_TAB = HOME.defaultTabTitle as string;
const FAQ_TITLE = `${FAQ.title} – ${HOME.title} – rc-cascader`;

/** The text of the last heading of a Markdown body, as the page shows it (without inline-code marks). */
const lastHeading = (markdown: string) => headingText([...markdown.matchAll(/^#{2,6} (.+)$/gm)].at(-1)![1]);

/** The tab bar, named in the language of the page it is on. */
const tabBar = (page: Page, path = '/') => page.getByRole('navigation', { name: siteMessage(localeOfPath(path), 'site.content.tabs') });
const tabLink = (page: Page, name: string, path = '/') => tabBar(page, path).getByRole('link', { name, exact: true });
const question = (page: Page) => page.getByRole('heading', { name: QUESTION });
/** The API reference's heading, which only the default tab has. */
const apiHeading = (page: Page) => page.locator('article h2#api');

async function expectFaqShown(page: Page) {
  await expect(question(page)).toBeVisible();
  await expect(apiHeading(page)).toHaveCount(0);
  await expect(tabLink(page, FAQ.title)).toHaveAttribute('aria-current', 'page');
  await expect(tabLink(page, DEFAULT_TAB)).not.toHaveAttribute('aria-current', /.*/);
  await expect(page).toHaveTitle(FAQ_TITLE);
}

async function expectDefaultShown(page: Page) {
  await expect(apiHeading(page)).toBeVisible();
  await expect(question(page)).toHaveCount(0);
  await expect(tabLink(page, DEFAULT_TAB)).toHaveAttribute('aria-current', 'page');
  await expect(tabLink(page, FAQ.title)).not.toHaveAttribute('aria-current', /.*/);
  await expect(page).toHaveTitle(`${HOME.title} – rc-cascader`);
}

const pathAndSearch = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

// That a static host serves /?tab=faq the prerendered default tab is checked without a browser
// (tests/built/static-host-answers.test.ts).

// One load of the tab a colour mode: its hydration, its state and axe's whole-page check.
for (const mode of ['light', 'dark'] as ColourMode[]) {
  test(`a cold load of /?tab=faq shows the FAQ, with no console error or warning, and axe finds nothing on it (${mode} mode)`, async ({
    page,
    pageWatch,
  }) => {
    await useColourMode(page, mode);
    await open(page, '/?tab=faq');
    await expect(question(page)).toBeVisible();
    // React reports a hydration mismatch as page errors #418/#425 (and recovers by re-rendering
    // from scratch, leaving attributes such as aria-current as the server wrote them).
    expect(pageWatch.problems, 'console errors, warnings or page errors').toEqual([]);
    await expectFaqShown(page);
    expect(pathAndSearch(page)).toBe('/?tab=faq');
    await expectNoAxeViolations(page, ['body']);
  });
}

test('a cold load of /?tab=faq#<question> lands on the question', async ({ page }) => {
  // The last question's id, as dumi gave it, from the FAQ shown in the browser: far down the tab,
  // so that landing on it needs a scroll.
  await open(page, '/?tab=faq');
  const lastId = (await page.locator('article h3').last().getAttribute('id'))!;
  expect(lastId).toBeTruthy();

  await page.goto('about:blank');
  await page.goto(`/?tab=faq#${lastId}`);
  await waitForApp(page);
  await expect(page.locator(`[id="${lastId}"]`)).toBeInViewport();
  await expect(tabLink(page, FAQ.title)).toHaveAttribute('aria-current', 'page');
});

test('clicking a tab shows it and puts it in the address; the default tab has none', async ({ page }) => {
  await open(page, '/');
  await expectDefaultShown(page);

  await tabLink(page, FAQ.title).click();
  await expect.poll(() => pathAndSearch(page)).toBe('/?tab=faq');
  await expectFaqShown(page);

  await tabLink(page, DEFAULT_TAB).click();
  await expect.poll(() => pathAndSearch(page)).toBe('/');
  await expectDefaultShown(page);
});

test('Back and Forward move between the tabs', async ({ page }) => {
  await open(page, '/');
  await tabLink(page, FAQ.title).click();
  await expectFaqShown(page);

  await page.goBack();
  await expect.poll(() => pathAndSearch(page)).toBe('/');
  await expectDefaultShown(page);

  await page.goForward();
  await expect.poll(() => pathAndSearch(page)).toBe('/?tab=faq');
  await expectFaqShown(page);

  // Also after a cold load of the tab's address: Back to the page it came from.
  await page.goto('/changelog');
  await waitForApp(page);
  await page.goto('/?tab=faq');
  await waitForApp(page);
  await expectFaqShown(page);
  await tabLink(page, DEFAULT_TAB).click();
  await expectDefaultShown(page);
  await page.goBack();
  await expectFaqShown(page);
});

test('an unknown tab shows the default tab, marked as the current one, without errors', async ({ page }) => {
  await open(page, '/?tab=nope');
  await expectDefaultShown(page);
});

test('the tabs work with the keyboard, and the focus stays on the chosen tab', async ({ page }) => {
  await open(page, '/');
  await tabLink(page, DEFAULT_TAB).focus();
  await page.keyboard.press('Tab');
  await expect(tabLink(page, FAQ.title)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pathAndSearch(page)).toBe('/?tab=faq');
  await expectFaqShown(page);
  await expect(tabLink(page, FAQ.title)).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(tabLink(page, DEFAULT_TAB)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pathAndSearch(page)).toBe('/');
  await expectDefaultShown(page);
  await expect(tabLink(page, DEFAULT_TAB)).toBeFocused();
});

test('a search result from the FAQ links to the tab and lands on the question', async ({ page }) => {
  await open(page, '/changelog');
  const input = page.getByPlaceholder('Type keywords...');
  await input.fill(QUESTION);
  const result = page.locator('.dumi-default-search-popover dd > a').filter({ hasText: QUESTION }).first();
  await expect(result).toBeVisible();
  const href = (await result.getAttribute('href'))!;
  expect(href).toMatch(/^\/\?tab=faq#.+/);
  await result.click();
  await expect.poll(() => pathAndSearch(page)).toBe(href);
  await expect(question(page)).toBeInViewport();
  await expectFaqShown(page);
});

test('a link from the FAQ to an API row goes back to the default tab and lands on the row', async ({ page }) => {
  await open(page, '/?tab=faq');
  const link = page.locator('article a[href^="/#api-"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect.poll(() => pathAndSearch(page)).toBe(href);
  await expectDefaultShown(page);
  await expect(page.locator(`[id="${href.slice(2)}"]`)).toBeInViewport();
});

/**
 * The links that `npm run check-links` cannot follow all the way, checked here in the browser:
 * every link in the built pages that asks for a tab, and every link inside each tab (whose
 * content only the browser renders).
 */
test.describe('links into and inside content tabs', () => {
  const scanned = new Map<string, ReturnType<typeof scanHtml>>();
  const scan = (file: string) => {
    if (!scanned.has(file)) scanned.set(file, scanHtml(readFileSync(file, 'utf8')));
    return scanned.get(file)!;
  };

  async function expectTabAnchor(page: Page, anchor: { path: string; tab: string; fragment: string; link: string }) {
    await page.goto(`${anchor.path}?tab=${encodeURIComponent(anchor.tab)}`);
    await waitForApp(page);
    await expect(tabBar(page, anchor.path).locator('[aria-current="page"]'), anchor.link).toHaveAttribute(
      'href',
      new RegExp(`[?&]tab=${anchor.tab}$`),
    );
    if (anchor.fragment) {
      await expect(page.locator(`[id="${anchor.fragment}"]`), `${anchor.link} has no anchor`).toHaveCount(1);
    }
  }

  test('every link of the built pages that asks for a tab reaches that tab (and anchor)', async ({ page }) => {
    const { problems, tabAnchors } = checkSite(DIST) as { problems: string[]; tabAnchors: TabAnchor[] };
    expect(problems).toEqual([]);
    // Links into a tab without an anchor: checkSite already checked the tab exists; open them too.
    const links = new Map<string, TabAnchor>(tabAnchors.map((anchor) => [anchor.link, anchor]));
    const { links: homeLinks } = scan(join(DIST, 'index.html'));
    for (const link of homeLinks as string[]) {
      const target = classifyLink(link, '/');
      if (target.kind === 'internal' && target.tab) links.set(link, { from: '/', link, ...target });
    }
    expect([...links.keys()], 'the home page links to its FAQ tab').toContain('/?tab=faq');
    for (const anchor of links.values()) await expectTabAnchor(page, anchor);
  });

  for (const tab of contentTabs()) {
    test(`every link inside the tab ${tab.page}?tab=${tab.key} resolves`, async ({ page }) => {
      await open(page, `${tab.page}?tab=${tab.key}`);
      await expect(tabLink(page, tab.title, tab.page)).toHaveAttribute('aria-current', 'page');
      // The tab is marked current before its content has replaced the default tab's: wait for its
      // last section, so that every link is collected.
      const last = lastHeading(readMarkdown(join(ROOT, tab.source)).body);
      await expect(page.getByRole('heading', { name: last })).toBeVisible();
      const hrefs = await page.locator('article a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(5);
      const pagePath = `${tab.page}?tab=${tab.key}`;
      const { problems, tabAnchors } = checkLinks(DIST, '/', pagePath, hrefs, scan) as {
        problems: string[];
        tabAnchors: TabAnchor[];
      };
      expect(problems).toEqual([]);
      // A link inside the tab to an anchor of the tab itself, or of another tab.
      for (const anchor of tabAnchors) {
        if (anchor.path === tab.page && anchor.tab === tab.key) {
          await expect(page.locator(`[id="${anchor.fragment}"]`), anchor.link).toHaveCount(1);
        }
      }
      for (const anchor of tabAnchors.filter((a) => a.path !== tab.page || a.tab !== tab.key)) {
        await expectTabAnchor(page, anchor);
      }
    });
  }
});
