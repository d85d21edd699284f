import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ROUTE_ALIASES, localeOfPath, counterpartPath } from '../../src/site';
import { outline } from '../support/locales';
import { ROOT, contentTabs, docPages } from '../support/site';

const [english, chinese] = LOCALES;
const pages = docPages();
const bySource = (locale: string) => pages.filter((page) => page.locale === locale && page.source.endsWith('.md'));

describe('localeOfPath and counterpartPath', () => {
  it.each([
    ['/', 'en-US', '/zh-CN'],
    ['/demo/simple', 'en-US', '/zh-CN/demo/simple'],
    ['/zh-CN', 'zh-CN', '/'],
    ['/zh-CN/changelog', 'zh-CN', '/changelog'],
    ['/zh-CNx', 'en-US', '/zh-CN/zh-CNx'],
  ])('%s is %s; its counterpart is %s', (path, locale, counterpart) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(counterpartPath(path, locale === english.id ? chinese.id : english.id)).toBe(counterpart);
    expect(counterpartPath(path, locale as never)).toBe(path);
  });
});

describe('every page has its counterpart in the other locale, and back', () => {
  // An alias (/Changelog) is a second address of an English page, not a page.
  const aliases = new Set(Object.keys(ROUTE_ALIASES));
  const paths = (locale: string) =>
    new Set(pages.filter((page) => page.locale === locale && !aliases.has(page.path)).map((page) => page.path));

  it('each English page has a Chinese counterpart', () => {
    const zh = paths(chinese.id);
    expect([...paths(english.id)].filter((path) => !zh.has(counterpartPath(path, chinese.id)))).toEqual([]);
  });

  it('each Chinese page has an English counterpart', () => {
    const en = paths(english.id);
    expect([...paths(chinese.id)].filter((path) => !en.has(counterpartPath(path, english.id)))).toEqual([]);
  });

  it('each content tab has its counterpart', () => {
    const tabs = contentTabs();
    const key = (tab: (typeof tabs)[number]) =>
      `${tab.locale === chinese.id ? counterpartPath(tab.page, english.id) : tab.page}?tab=${tab.key}`;
    const en = tabs.filter((tab) => tab.locale === english.id).map(key);
    const zh = tabs.filter((tab) => tab.locale === chinese.id).map(key);
    expect(zh).toEqual(en);
  });
});

describe('each counterpart has the same structure as its English page', () => {
  const counterparts = [
    ...bySource(english.id).map((page) => [page.source, page.source.replace(/\.md$/, `${chinese.suffix}.md`)]),
    ...contentTabs()
      .filter((tab) => tab.locale === english.id)
      .map((tab) => [tab.source, tab.source.replace(/\.md$/, `${chinese.suffix}.md`)]),
  ]
    .filter(([source], index, all) => all.findIndex(([other]) => other === source) === index)
    // A missing counterpart fails above.
    .filter(([, counterpart]) => existsSync(join(ROOT, counterpart)));

  for (const [source, counterpart] of counterparts) {
    describe(`${source} and ${counterpart}`, () => {
      const en = outline(join(ROOT, source), english.base);
      const zh = outline(join(ROOT, counterpart), chinese.base);

      it('the same headings, at the same levels, with the same ids', () => {
        expect(zh.headings).toEqual(en.headings);
      });

      it('the same demos, in the same order', () => {
        expect(zh.demos).toEqual(en.demos);
      });

      it('the same anchors (every API row among them)', () => {
        expect(zh.anchors).toEqual(en.anchors);
      });

      it("the same links to the site's pages, each to the page in its own locale", () => {
        expect(zh.links).toEqual(en.links);
      });

      it('the same place in the navigation', () => {
        expect(zh.order).toEqual(en.order);
      });
    });
  }
});
