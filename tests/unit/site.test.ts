import { describe, expect, it } from 'vitest';
import { normaliseBase, ROUTE_ALIASES } from '../../src/site';
import { contentTabs, docPages, routeOfDoc } from '../support/site';

describe('normaliseBase', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['rc-cascader-docs', '/rc-cascader-docs/'],
    ['/rc-cascader-docs/', '/rc-cascader-docs/'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseBase(input)).toBe(expected);
  });
});

describe('routeOfDoc', () => {
  it.each([
    ['index.md', '/'],
    ['changelog.md', '/changelog'],
    ['demo/simple.md', '/demo/simple'],
    ['demo/index.md', '/demo'],
    ['guide/README.md', '/guide'],
    ['index.zh-CN.md', '/zh-CN'],
    ['demo/simple.zh-CN.md', '/zh-CN/demo/simple'],
  ])('routes %s to %s', (file, route) => {
    expect(routeOfDoc(file)).toBe(route);
  });
});

describe('docPages', () => {
  const pages = docPages();

  it('finds the index, the changelog and the simple demo', () => {
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/changelog', '/demo/simple']));
  });

  it('gives every page a title and a description for search engines', () => {
    for (const page of pages) {
      expect(page.title, page.source).toBeTruthy();
      expect(page.description?.length ?? 0, page.source).toBeGreaterThan(50);
    }
  });

  it('adds each route alias as a copy of its target page', () => {
    for (const [alias, target] of Object.entries(ROUTE_ALIASES)) {
      const aliasPage = pages.find((page) => page.path === alias);
      const targetPage = pages.find((page) => page.path === target);
      expect(aliasPage).toEqual({ ...targetPage, path: alias });
    }
  });
});

describe('contentTabs', () => {
  it('finds the FAQ tab of the home page, which is not a page of its own', () => {
    expect(contentTabs()).toEqual([
      { page: '/', locale: 'en-US', key: 'faq', title: 'FAQ', source: 'docs/index.$tab-faq.md' },
      { page: '/zh-CN', locale: 'zh-CN', key: 'faq', title: '常见问题', source: 'docs/index.$tab-faq.zh-CN.md' },
    ]);
    expect(docPages().map((page) => page.source)).not.toContain('docs/index.$tab-faq.md');
    expect(docPages().map((page) => page.source)).not.toContain('docs/index.$tab-faq.zh-CN.md');
  });
});
