import { beforeAll, describe, expect, it, vi } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
// dumi's own slug step, which ids the headings and collects the page's toc (the sidebar sections).
import rehypeSlug from 'dumi/dist/loaders/markdown/transformer/rehypeSlug';
import remarkHeadingIds, { takeHeadingId } from '../../src/plugins/remark-heading-ids';

interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

/** Markdown through remark, this plugin and dumi's slug step: the HTML and the toc. */
async function render(markdown: string) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkHeadingIds)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc: (file.data as { toc: TocEntry[] }).toc };
}

/** The Markdown syntax tree, without source positions, with or without the plugin. */
function parse(markdown: string, withPlugin: boolean) {
  const processor = unified().use(remarkParse);
  if (withPlugin) processor.use(remarkHeadingIds);
  const tree = processor.runSync(processor.parse(markdown));
  return JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));
}

describe('remarkHeadingIds', () => {
  // dumi's slug step loads its two helpers (visit, toString) by dynamic imports when its module is
  // first required, with no promise to await; on a busy machine the tests can start before they
  // arrive. Wait until it can slug a heading, which needs both.
  beforeAll(async () => {
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: {}, children: [] }] };
    await vi.waitFor(() => rehypeSlug()(tree as never, { data: {} } as never, () => {}), { timeout: 25_000 });
  });

  it('takes the id from the suffix and drops the suffix from the text and the toc', async () => {
    const { html, toc } = await render('## 安装 {#install}\n\nnpm install rc-cascader');
    expect(html).toContain('<h2 id="install">安装</h2>');
    expect(toc).toEqual([{ id: 'install', depth: 2, title: '安装' }]);
  });

  it('leaves a heading without a suffix to be slugged from its text, as before', async () => {
    const markdown = '# Search\n\n## How many results are shown\n\nText {#not-a-heading}';
    expect(parse(markdown, true)).toEqual(parse(markdown, false));
    const { html, toc } = await render(markdown);
    expect(toc).toEqual([
      { id: 'search', depth: 1, title: 'Search' },
      { id: 'how-many-results-are-shown', depth: 2, title: 'How many results are shown' },
    ]);
    expect(html).toContain('<p>Text {#not-a-heading}</p>');
  });

  it('keeps inline code and emphasis, and handles a suffix right after them', async () => {
    const { html, toc } = await render(
      '## 限制：`loadData` 与 `showSearch` {#limitation-loaddata-with-showsearch}\n\n### **注意** {#note}',
    );
    expect(html).toContain('<h2 id="limitation-loaddata-with-showsearch">限制：<code>loadData</code> 与 <code>showSearch</code></h2>');
    expect(html).toContain('<h3 id="note"><strong>注意</strong></h3>');
    expect(toc.map(({ id, title }) => [id, title])).toEqual([
      ['limitation-loaddata-with-showsearch', '限制：loadData 与 showSearch'],
      ['note', '注意'],
    ]);
  });

  it('gives every heading level its id, mixed with slugged headings', async () => {
    const { toc } = await render('# 搜索 {#search}\n\n## Props\n\n#### 多选 {#multiple-selection}\n\n## Props');
    expect(toc.map(({ id, depth }) => [id, depth])).toEqual([
      ['search', 1],
      ['props', 2],
      ['multiple-selection', 4],
      ['props-1', 2],
    ]);
  });

  it('accepts dots inside an id, as in a version number, and keeps them in the toc', async () => {
    const { html, toc } = await render('## 3.x 版本 {#v3}\n\n### 3.34.0 {#3.34.0}\n\n### 0.9.11 {#0.9.11}');
    expect(html).toContain('<h3 id="3.34.0">3.34.0</h3>');
    expect(html).toContain('<h3 id="0.9.11">0.9.11</h3>');
    expect(toc.map(({ id, title }) => [id, title])).toEqual([
      ['v3', '3.x 版本'],
      ['3.34.0', '3.34.0'],
      ['0.9.11', '0.9.11'],
    ]);
  });

  it('only reads a suffix at the end of the heading', () => {
    const heading = (value: string) => ({ type: 'heading', depth: 2, children: [{ type: 'text', value }] });

    const middle = heading('A {#a} and more');
    expect(takeHeadingId(middle)).toBeUndefined();
    expect(middle.children).toEqual([{ type: 'text', value: 'A {#a} and more' }]);

    // Not an id: spaces, other characters, no `#`, a dot at either end or two in a row.
    for (const text of ['A {#two words}', 'A {#安装}', 'A {install}', 'A {#}', 'A {#.}', 'A {#.5}', 'A {#3.}', 'A {#3..4}']) {
      const node = heading(text);
      expect(takeHeadingId(node)).toBeUndefined();
      expect(node.children[0].value).toBe(text);
    }

    const twice = heading('A {#a} {#b}');
    expect(takeHeadingId(twice)).toBe('b');
    expect(twice.children).toEqual([{ type: 'text', value: 'A {#a}' }]);

    const bare = heading('{#only-an-id}');
    expect(takeHeadingId(bare)).toBe('only-an-id');
    expect(bare.children).toEqual([]);
  });

  it('keeps properties that other plugins set on the heading', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'heading',
          depth: 2,
          data: { hProperties: { className: ['x'] } },
          children: [{ type: 'text', value: '样式 {#styling}' }],
        },
      ],
    };
    remarkHeadingIds()(tree);
    expect(tree.children[0].data).toEqual({ hProperties: { className: ['x'], id: 'styling' } });
  });
});
