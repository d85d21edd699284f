import { describe, expect, it } from 'vitest';
import { dumiRule } from '../../../src/search/node/search-dev';
import { buildIndexFiles, indexMetaTags, localeOfRoute, withIndexTags } from '../../../src/search/node/search-plugin';
import { loadIndex, search, type SearchIndexFile } from '../../../src/search/client/search-engine';

const meta = (title: string, text: string, extra: Record<string, unknown> = {}) => ({
  frontmatter: { title, ...extra },
  toc: [],
  textGetter: async () => ({ texts: [{ value: text, paraId: 0 }] }),
});

// What the server bundle exports, for two pages in each locale and a page marked `debug`.
const sources = {
  searchFilesMeta: {
    'docs/index': meta('Cascading select', 'Pick a region.'),
    'docs/demo/simple': meta('Simple', 'A simple cascader.'),
    'docs/index.zh-CN': meta('级联选择', '选择一个地区。'),
    'docs/demo/debug': meta('Debug', 'Hidden in production.', { debug: true }),
  },
  searchTabsMeta: {},
  searchFullDemos: async () => ({ 'simple-demo': { routeId: 'docs/demo/simple', asset: { id: 'simple-demo', title: 'City picker' } } }),
};
const routes = [
  { id: 'docs/index', path: '', parentId: 'DocLayout' },
  { id: 'docs/demo/simple', path: 'demo/simple', parentId: 'DocLayout' },
  { id: 'docs/index.zh-CN', path: 'zh-CN', parentId: 'DocLayout' },
  { id: 'docs/demo/debug', path: 'demo/debug', parentId: 'DocLayout' },
  { id: '404', path: '*', parentId: undefined },
];

describe('the search index files the build writes', () => {
  it('puts each route in its locale, as dumi decides it', () => {
    expect(['', 'demo/simple', 'zh-CN', 'zh-CN/demo/simple'].map(localeOfRoute)).toEqual(['en-US', 'en-US', 'zh-CN', 'zh-CN']);
  });

  it("writes one file per locale, named by its content's hash, with that locale's pages and demos only", async () => {
    const files = await buildIndexFiles(sources as never, routes);
    expect([...files.keys()]).toEqual(['en-US', 'zh-CN']);
    const en = JSON.parse(files.get('en-US')!.json) as SearchIndexFile;
    expect(files.get('en-US')!.file).toMatch(/^search\/en-US\.[0-9a-f]{10}\.json$/);
    expect(en.pages.map((page) => page.link)).toEqual(['/', '/demo/simple']);
    expect(en.pages[1].demos.map((demo) => demo.title)).toEqual(['City picker']);
    expect(search(loadIndex(en), 'citty')[0].hints[0].link).toBe('/demo/simple#simple-demo');
    const zh = JSON.parse(files.get('zh-CN')!.json) as SearchIndexFile;
    expect(zh.pages.map((page) => page.title)).toEqual(['级联选择']);
    // The same pages give the same names; other texts, other names.
    expect((await buildIndexFiles(sources as never, routes)).get('en-US')!.file).toBe(files.get('en-US')!.file);
    const changed = { ...sources, searchFilesMeta: { ...sources.searchFilesMeta, 'docs/demo/simple': meta('Simple', 'Changed.') } };
    expect((await buildIndexFiles(changed as never, routes)).get('en-US')!.file).not.toBe(files.get('en-US')!.file);
  });

  it("names every locale's file in a page's head", () => {
    const tags = indexMetaTags(
      new Map([
        ['en-US', { file: 'search/en-US.0123456789.json' }],
        ['zh-CN', { file: 'search/zh-CN.abcdef0123.json' }],
      ]),
    );
    expect(tags).toBe(
      '<meta name="search-index" data-locale="en-US" content="/search/en-US.0123456789.json">' +
        '<meta name="search-index" data-locale="zh-CN" content="/search/zh-CN.abcdef0123.json">',
    );
  });
});

describe("the search's guards (patches of src/plugins/patches.ts)", () => {
  it("puts the index's tags at the end of a page's head, and fails naming the patch on a page with no </head>", () => {
    const tags = '<meta name="search-index" data-locale="en-US" content="/search/en-US.1.json">';
    expect(withIndexTags('<html><head><title>T</title></head><body></body></html>', tags, 'index.html')).toBe(
      `<html><head><title>T</title>${tags}</head><body></body></html>`,
    );
    expect(() => withIndexTags('<html><body></body></html>', tags, 'demo/simple/index.html')).toThrow(
      /^Stale patch "search index tags": demo\/simple\/index\.html has no <\/head>/,
    );
  });

  it("takes dumi's webpack rules by name, and fails naming the patch when dumi's configuration lacks one", () => {
    const rules = new Map([['dumi-md', { toConfig: () => ({ test: /\.md$/ }) }]]);
    expect(dumiRule(rules, 'dumi-md')).toEqual({ test: /\.md$/ });
    expect(() => dumiRule(rules, 'watch-parent')).toThrow(
      /^Stale patch "dev search index rules": dumi's webpack configuration has no rule named "watch-parent"/,
    );
  });
});
