import { describe, expect, it } from 'vitest';
import { isDemoPagePath, pathOfFile, prerenderDemoPages, withPageLanguage } from '../../src/plugins/pages-plugin';
import { umiPage } from '../support/umi-page';

describe('isDemoPagePath (standalone demo pages the build prerenders)', () => {
  it('matches each demo page, not the route pattern or other pages', () => {
    expect(isDemoPagePath('/~demos/docs-demo-simple-demo-city-picker')).toBe(true);
    expect(isDemoPagePath('/~demos/:id')).toBe(false);
    expect(isDemoPagePath('/demo/simple')).toBe(false);
    expect(isDemoPagePath('/~demos/a/b')).toBe(false);
  });

  it('marks every standalone demo page for the prerender, and fails when umi lists none', () => {
    const entries = [{ route: { path: '/' } }, { route: { path: '/~demos/a' }, prerender: false }, { route: { path: '/~demos/:id' } }];
    prerenderDemoPages(entries);
    expect(entries.map((entry) => (entry as { prerender?: boolean }).prerender)).toEqual([undefined, true, undefined]);
    expect(() => prerenderDemoPages([{ route: { path: '/' } }])).toThrow(/^Stale patch "prerendered demo pages"/);
  });
});

describe("withPageLanguage (each built page in its locale's language)", () => {
  const built = umiPage();

  it("sets the language of the page's locale, from its file", () => {
    expect(pathOfFile('zh-CN/demo/simple/index.html')).toBe('/zh-CN/demo/simple');
    expect(withPageLanguage(built, 'zh-CN/demo/simple/index.html')).toContain('<html lang="zh-CN">');
    expect(withPageLanguage(built, 'demo/simple/index.html')).toBe(built);
  });

  it('names the page when the rewrite finds nothing to rewrite', () => {
    expect(() => withPageLanguage(built.replace('<html lang="en">', '<html>'), 'zh-CN/index.html')).toThrow(/zh-CN\/index\.html/);
  });
});
