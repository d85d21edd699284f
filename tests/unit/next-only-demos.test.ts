/**
 * The demos that exist only on @rc-component/cascader 1.x (docs/examples/next/, shown by
 * `<NextOnlyDemo>`): the styling map names every part the installed 1.x declares, each page's
 * demo is in its table of contents (src/plugins/rehype-next-only-demos.ts), and each is in its
 * page's Markdown copy, marked 1.x only. That they run is checked in tests/e2e/package/next-only.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteMarkdown } from '../../src/plugins/llms-plugin';
import { readDocSources } from '../../src/plugins/markdown-copies';
import { addNextOnlyDemosToToc } from '../../src/plugins/rehype-next-only-demos';
import { readSemanticParts } from '../support/semantic-parts';
import { ROOT } from '../support/site';

const element = (tagName: string, properties: Record<string, unknown> = {}, data?: Record<string, unknown>) => ({
  type: 'element',
  tagName,
  properties,
  data,
  children: [],
});

describe('the styling map', () => {
  it('names every part of classNames and styles that the installed 1.x declares, and no other', () => {
    const source = readFileSync(join(ROOT, 'docs/examples/next/styling-parts.tsx'), 'utf8');
    const listed = [...source.matchAll(/\{ name: '([\w.]+)', description:/g)].map((match) => match[1]).sort();
    const declared = readSemanticParts(join(ROOT, 'node_modules/@rc-component/cascader'));
    expect(declared.classNames).toEqual(declared.styles);
    expect(listed).toEqual(declared.classNames);
  });
});

describe('the table of contents', () => {
  it('lists a 1.x-only demo where it stands among the headings and titled demos, and moves the texts after it', () => {
    const toc = [
      { id: 'multiple', depth: 1, title: 'Multiple' },
      { id: 'docs-demo-multiple-demo-a', depth: 3, title: 'A' },
      { id: 'what', depth: 2, title: 'What' },
    ];
    const texts = [{ tocIndex: 0 }, { tocIndex: 1 }, { tocIndex: 2 }, {}];
    const demo = (title?: string) =>
      element('DumiDemo', {}, { '$demo-prop-value-key': { demo: { id: 'a' }, previewerProps: title ? { title } : {} } });
    const tree = {
      type: 'root',
      children: [
        element('h1', { id: 'multiple' }),
        { type: 'element', tagName: 'div', properties: {}, children: [demo('A'), demo()] },
        element('NextOnlyDemo', { src: 'next/check-strictly.tsx', title: 'Check any level' }),
        element('h2', { id: 'what' }),
      ],
    };
    const file = { data: { toc, texts } };
    addNextOnlyDemosToToc(tree, file);
    expect(file.data.toc.map((entry) => entry.id)).toEqual(['multiple', 'docs-demo-multiple-demo-a', 'next-only-check-strictly', 'what']);
    expect(file.data.toc[2]).toEqual({ id: 'next-only-check-strictly', depth: 3, title: 'Check any level' });
    expect(texts.map((text) => text.tocIndex)).toEqual([0, 1, 3, undefined]);
  });

  it('stops, naming itself, when dumi wrote no table of contents for a page with a 1.x-only demo', () => {
    const demo = element('NextOnlyDemo', { src: 'next/suffix.tsx', title: 'Suffix' });
    expect(() => addNextOnlyDemosToToc({ type: 'root', children: [demo] }, { data: {} })).toThrow(
      /rehype-next-only-demos: dumi wrote no table/,
    );
    expect(() => addNextOnlyDemosToToc({ type: 'root', children: [] }, { data: {} })).not.toThrow();
  });

  it('stops on a 1.x-only demo without its title', () => {
    const tree = { type: 'root', children: [element('NextOnlyDemo', { src: 'next/suffix.tsx' })] };
    expect(() => addNextOnlyDemosToToc(tree, { data: { toc: [] } })).toThrow(/<NextOnlyDemo> needs a src and a title/);
  });
});

describe('the pages', () => {
  it('write no attribute of a 1.x-only demo that dumi would change: a camelCase word between spaces', () => {
    // dumi's raw-HTML step takes ` checkStrictly ` in a component's tag for a prop name, and writes it `check-$ustrictly`.
    let tags = 0;
    for (const source of readDocSources(join(ROOT, 'docs'))) {
      for (const [tag] of source.body.matchAll(/<NextOnlyDemo[^>]*>/g)) {
        for (const [, name, value] of tag.matchAll(/(\w+)="([^"]*)"/g)) {
          expect(value, `${source.path} ${name}`).not.toMatch(/\s[a-z][a-z\d]*[A-Z]+[a-zA-Z\d]*(=|\s|>)/);
        }
        tags += 1;
      }
    }
    expect(tags).toBe(8);
  });
});

describe('the Markdown copies', () => {
  const markdown = siteMarkdown(ROOT, 'https://example.org/docs/');
  const sources = readDocSources(join(ROOT, 'docs'));

  it('hold each 1.x-only demo of a page, marked 1.x only, with its code as on disk', () => {
    let demos = 0;
    for (const source of sources) {
      const copy = markdown.pages.get(source.path)!;
      for (const match of source.body.matchAll(/<NextOnlyDemo src="([^"]+)" title="([^"]+)"/g)) {
        const file = `docs/examples/${match[1]}`;
        expect(copy.markdown, `${copy.file} holds ${file}`).toContain(`\n${readFileSync(join(ROOT, file), 'utf8')}`);
        const heading =
          copy.locale === 'zh-CN'
            ? `示例（仅限 @rc-component/cascader 1.x）：${match[2]}`
            : `Demo, on @rc-component/cascader 1.x only: ${match[2]}`;
        expect(copy.markdown, copy.file).toMatch(new RegExp(`\\n#{2,6} ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
        expect(copy.markdown, copy.file).not.toContain('<NextOnlyDemo');
        demos += 1;
      }
    }
    // Four demos, each on an English and a Chinese page.
    expect(demos).toBe(8);
  });
});
