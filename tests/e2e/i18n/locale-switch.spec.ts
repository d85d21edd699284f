/**
 * The header's language switch (.dumi/theme/slots/LangSwitch.tsx, .dumi/theme/lib/locale-paths.ts):
 * it leads to the page's counterpart, updating the head, and keeps the reader's place. The alias /Changelog
 * shows /changelog, so its counterparts, links and switch are that page's.
 */
import { isNextAnchor } from '../../../src/package-choice/sections';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LOCALES, ROUTE_ALIASES, SITE_URL, absoluteUrl, localeById, counterpartPath, type LocaleId } from '../../../src/site';
import { siteMessage } from '../../../src/site/messages';
import { outline } from '../../support/locales';
import { open, waitForApp } from '../../support/page-health';
import { DOCS, ROOT, contentTabs, docPages, headingText, readMarkdown, type DocPage } from '../../support/site';
import { expect, test } from '../fixture';

const pages = docPages();
const pageAt = new Map(pages.map((page) => [page.path, page]));

/** What Chromium logs for a page that answers 404. */
const NOT_FOUND_LOG = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

const otherLocale = (id: LocaleId) => LOCALES.find((locale) => locale.id !== id)!;

/** The page a path shows: an alias (/Changelog) stands for the page it copies. */
const pageOf = (path: string) => ROUTE_ALIASES[path] ?? path;

/** The header's link to the page in the other locale, named by that locale's name. */
const languageSwitch = (page: Page, target: LocaleId) =>
  page.getByRole('banner').getByRole('link', { name: localeById(target).name, exact: true });

/** The page's `<link rel="alternate" hreflang>`s, as sorted `hreflang href` lines. */
const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`).sort());

/** The hreflang links a page at `path` must have: its counterpart in each locale, and English as the default. */
function expectedAlternates(path: string): string[] {
  const counterpart = (id: LocaleId) => absoluteUrl(SITE_URL, counterpartPath(pageOf(path), id));
  return [...LOCALES.map(({ id, lang }) => `${lang} ${counterpart(id)}`), `x-default ${counterpart(LOCALES[0].id)}`].sort();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

/**
 * Each page's `lang`, hreflang links and the switch's link to its counterpart are in the HTML as built, for
 * every page of both locales (tests/built/pages.test.ts). Following the switch is a client-side
 * navigation that must update the head: a page of each kind, both ways, and the alias.
 */
for (const path of ['/', '/zh-CN/demo/simple', '/Changelog', '/zh-CN/versions']) {
  const doc = pageAt.get(path)!;
  const target = otherLocale(doc.locale);
  const counterpart = pageAt.get(counterpartPath(pageOf(doc.path), target.id)) as DocPage;

  test(`${doc.path}: the switch to ${counterpart.path} brings its heading, lang and hreflang links`, async ({ page }) => {
    await open(page, doc.path);
    await expect(page.locator('html')).toHaveAttribute('lang', localeById(doc.locale).lang);
    await expect.poll(() => alternates(page)).toEqual(expectedAlternates(doc.path));

    const link = languageSwitch(page, target.id);
    await expect(link).toHaveAttribute('hreflang', target.lang);
    await link.click();
    await expect.poll(() => pathOf(page)).toBe(counterpart.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(counterpart.heading);
    // The client-side navigation updates the head too.
    await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
    await expect.poll(() => alternates(page)).toEqual(expectedAlternates(counterpart.path));
  });
}

test.describe('the switch keeps where the reader is', () => {
  const home = (id: LocaleId) => pageAt.get(counterpartPath('/', id))!;

  test("an API row's #anchor on the home page", async ({ page }) => {
    // The last row of the 3.x API reference (the default line's): far down the page, so landing on it takes a scroll.
    const row = outline(join(DOCS, 'index.md'), '/')
      .anchors.filter((id) => id.startsWith('api-') && !isNextAnchor(id))
      .at(-1)!;
    expect(outline(join(DOCS, 'index.zh-CN.md'), '/zh-CN').anchors).toContain(row);

    await open(page, `/#${row}`);
    await languageSwitch(page, 'zh-CN').click();
    await expect.poll(() => addressOf(page)).toBe(`/zh-CN#${row}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('zh-CN').heading);
    await expect(page.locator(`[id="${row}"]`)).toBeInViewport();
  });

  test('a heading that names its own {#id}', async ({ page }) => {
    // The last heading of the Chinese changelog that names its id, which its English counterpart's slug gives.
    const { body } = readMarkdown(join(DOCS, 'changelog.zh-CN.md'));
    const id = [...body.matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].at(-1)![1];
    expect(outline(join(DOCS, 'changelog.md'), '/').headings.map((h) => h.replace(/^h\d#/, ''))).toContain(id);

    await open(page, `/zh-CN/changelog#${id}`);
    await languageSwitch(page, 'en-US').click();
    await expect.poll(() => addressOf(page)).toBe(`/changelog#${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt.get('/changelog')!.heading);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toHaveRole('heading');
    await expect(heading).toBeInViewport();
  });

  for (const [from, to] of [
    ['en-US', 'zh-CN'],
    ['zh-CN', 'en-US'],
  ] as const) {
    test(`the FAQ tab (?tab=faq) and a question's #anchor, ${from} to ${to}`, async ({ page }) => {
      const faq = (id: LocaleId) => contentTabs().find((tab) => tab.locale === id && tab.key === 'faq')!;
      const fromFaq = faq(from);
      const toFaq = faq(to);
      // The last question, whose id is the same in both FAQs.
      const ids = (id: LocaleId) =>
        outline(join(ROOT, faq(id).source), localeById(id).base)
          .headings.filter((h) => h.startsWith('h3#'))
          .map((h) => h.slice('h3#'.length));
      const question = ids(from).at(-1)!;
      expect(ids(to)).toContain(question);
      // The question as the target FAQ words it: its questions in order, like its ids.
      const texts = [...readMarkdown(join(ROOT, toFaq.source)).body.matchAll(/^### (.+)$/gm)].map(([, text]) => headingText(text));
      expect(texts).toHaveLength(ids(to).length);
      const questionText = texts[ids(to).indexOf(question)];

      await open(page, `${fromFaq.page}?tab=faq#${question}`);
      await languageSwitch(page, to).click();
      await expect.poll(() => addressOf(page)).toBe(`${toFaq.page}?tab=faq#${question}`);
      const tabs = page.getByRole('navigation', { name: siteMessage(localeById(to).lang, 'site.content.tabs') });
      await expect(tabs.getByRole('link', { name: toFaq.title, exact: true })).toHaveAttribute('aria-current', 'page');
      const heading = page.getByRole('heading', { name: questionText, exact: true });
      await expect(heading).toHaveAttribute('id', question);
      await expect(heading).toBeInViewport();
    });
  }

  for (const { id, base, lang } of LOCALES) {
    const target = otherLocale(id);
    test(`the not-found page under ${base} has no hreflang links and switches to ${target.base}`, async ({ page, pageWatch }) => {
      pageWatch.allow(NOT_FOUND_LOG);
      const response = await page.goto(counterpartPath('/no/such/page', id));
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await alternates(page)).toEqual([]);
      await languageSwitch(page, target.id).click();
      await expect.poll(() => addressOf(page)).toBe(target.base);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home(target.id).heading);
    });
  }
});
