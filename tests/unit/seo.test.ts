import { describe, expect, it } from 'vitest';
import { demoDescription } from '../../.dumi/theme/lib/page-meta';
import { SITE_MESSAGES, fillMessage, type SiteMessageId } from '../../src/site/messages';
import { robotsTxt, sitemapPaths, sitemapXml } from '../../src/plugins/seo-files';
import { absoluteUrl } from '../../src/site';

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
    expect(robotsTxt('https://example.org/docs/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/docs/sitemap.xml\n');
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

  it('writes a path without its trailing slash, but the root', () => {
    const exported = [
      { path: '/', prerender: true },
      { path: '/zh-CN/', prerender: true },
      { path: '/zh-CN/demo/simple', prerender: true },
    ];
    expect(sitemapPaths(exported, [])).toEqual(['/', '/zh-CN', '/zh-CN/demo/simple']);
  });
});

describe('demoDescription', () => {
  const format = (id: string, values?: Record<string, string>) => fillMessage(SITE_MESSAGES['en-US'][id as SiteMessageId], values);

  it("uses the demo's own description, as plain text", () => {
    expect(demoDescription('Pick a city', '  Open the control,\n choose a country. ', format)).toBe('Open the control, choose a country.');
  });

  it('makes one from the title when the demo has none', () => {
    expect(demoDescription('Pick a city', undefined, format)).toBe('Pick a city: a live rc-cascader demo.');
    expect(demoDescription('Pick a city', ' ', format)).toBe('Pick a city: a live rc-cascader demo.');
    expect(demoDescription(undefined, undefined, format)).toBe('A live rc-cascader demo.');
  });
});

describe('the not-found page', () => {
  it('has a title and a description a search engine shows whole, in every locale', () => {
    for (const messages of Object.values(SITE_MESSAGES)) {
      expect(messages['site.not.found.title'].length).toBeGreaterThan(0);
      expect(messages['site.not.found.description'].length).toBeGreaterThan(40);
      expect(messages['site.not.found.description'].length).toBeLessThanOrEqual(160);
    }
  });
});
