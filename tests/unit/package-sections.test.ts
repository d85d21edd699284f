/**
 * The sections of one Package line: split out of dumi's `div.markdown` blocks and marked by the rehype
 * plugin, their entries in the page's list of sections given their line, and the ids of the 1.x reference.
 */
import { describe, expect, it } from 'vitest';
import rehypePackageSections from '../../src/plugins/rehype-package-sections';
import { isNextAnchor, sectionLines } from '../../src/package-choice/sections';
import type { HastNode } from '../../src/search/node/rehype-search-texts';

const element = (tagName: string, properties: Record<string, unknown> = {}, children: HastNode[] = []): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const h2 = (id: string) => element('h2', { id });
const p = () => element('p');
const markdown = (...children: HastNode[]) => element('div', { className: ['markdown'] }, children);

describe('rehypePackageSections', () => {
  it('splits the block around each section, marking it with its line, and keeps the rest as it was', () => {
    const demo = element('DumiDemo');
    const [intro, api, table, apiNext, rows, keyboard, text] = [h2('install'), h2('api'), p(), h2('api-next'), p(), h2('keyboard'), p()];
    const tree = element('root', {}, [markdown(h2('what-it-is')), demo, markdown(intro, api, table, apiNext, rows, keyboard, text)]);
    rehypePackageSections()(tree);
    const blocks = tree.children!;
    expect(blocks).toHaveLength(6);
    expect(blocks[1]).toBe(demo);
    expect(blocks.slice(2).map((block) => block.properties)).toEqual([
      { className: ['markdown'] },
      { className: ['markdown'], dataPackageLine: 'rc-cascader' },
      { className: ['markdown'], dataPackageLine: '@rc-component/cascader' },
      { className: ['markdown'] },
    ]);
    expect(blocks.slice(2).map((block) => block.children)).toEqual([[intro], [api, table], [apiNext, rows], [keyboard, text]]);
  });

  it('leaves a page without such a section alone', () => {
    const block = markdown(h2('install'), p());
    const tree = element('root', {}, [block]);
    rehypePackageSections()(tree);
    expect(tree.children).toEqual([block]);
  });
});

describe('sectionLines', () => {
  it('gives each entry of a section its line, until the next ## heading', () => {
    const entries = [
      { id: 'install', depth: 2 },
      { id: 'api', depth: 2 },
      { id: 'cascader-props', depth: 3 },
      { id: 'api-next', depth: 2 },
      { id: 'api-next-option', depth: 3 },
      { id: 'keyboard-interaction', depth: 2 },
    ];
    expect(sectionLines(entries)).toEqual([
      undefined,
      'rc-cascader',
      'rc-cascader',
      '@rc-component/cascader',
      '@rc-component/cascader',
      undefined,
    ]);
  });
});

describe('isNextAnchor', () => {
  it.each([
    ['api-next', true],
    ['api-next-popuprender', true],
    ['api-nextish', false],
    ['api-popupvisible', false],
    ['next-api', false],
  ])('%s → %s', (id, expected) => expect(isNextAnchor(id)).toBe(expected));
});
