import { describe, expect, it } from 'vitest';
import { demoDescription, NOT_FOUND_META } from '../../.dumi/theme/lib/page-meta';
import { absoluteUrl, robotsTxt, sitemapPaths, sitemapXml } from '../../src/build/seo-files';

describe('absoluteUrl', () => {
  it('keeps the base path of a project site', () => {
    expect(absoluteUrl('https://owner.github.io/docs/', '/demo/simple')).toBe('https://owner.github.io/docs/demo/simple');
    expect(absoluteUrl('https://owner.github.io/docs', '/')).toBe('https://owner.github.io/docs/');
    expect(absoluteUrl('https://example.org/', '/changelog')).toBe('https://example.org/changelog');
  });
});

describe('sitemapXml', () => {
  it('lists absolute, sorted, unique URLs', () => {
    const xml = sitemapXml('https://example.org/docs/', ['/demo/simple', '/', '/demo/simple']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://example.org/docs/</loc>',
      '<loc>https://example.org/docs/demo/simple</loc>',
    ]);
  });

  it('escapes XML special characters', () => {
    expect(sitemapXml('https://example.org/', ['/a&b'])).toContain('<loc>https://example.org/a&amp;b</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows everything and points at the absolute sitemap', () => {
    expect(robotsTxt('https://example.org/docs/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/docs/sitemap.xml\n',
    );
  });
});

describe('sitemapPaths', () => {
  it('leaves out aliases, the not-found page, standalone demos and pages that are not prerendered', () => {
    const exported = [
      { path: '/', prerender: true },
      { path: '/changelog', prerender: true },
      { path: '/Changelog', prerender: true },
      { path: '/404', prerender: true },
      { path: '/~demos/:id', prerender: true },
      { path: '/~demos/docs-demo-0', prerender: false },
      { path: '/demo/simple', prerender: true },
    ];
    expect(sitemapPaths(exported, ['/Changelog'])).toEqual(['/', '/changelog', '/demo/simple']);
  });
});

describe('demoDescription', () => {
  it("uses the demo's own description, on one line", () => {
    expect(demoDescription('Pick a city', '  Open the control,\n choose a country. ')).toBe('Open the control, choose a country.');
  });

  it('falls back to the title, or to a generic sentence, so the page never lacks a description', () => {
    expect(demoDescription('Pick a city', undefined)).toBe('Pick a city: a live rc-cascader demo.');
    expect(demoDescription('Pick a city', ' ')).toBe('Pick a city: a live rc-cascader demo.');
    expect(demoDescription(undefined, undefined)).toBe('A live rc-cascader demo.');
  });
});

describe('NOT_FOUND_META', () => {
  it('gives the not-found page a title and a description of search-result length', () => {
    expect(NOT_FOUND_META.title).toBe('Page not found');
    expect(NOT_FOUND_META.description.length).toBeGreaterThan(50);
    expect(NOT_FOUND_META.description.length).toBeLessThanOrEqual(160);
  });
});
