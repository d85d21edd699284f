import { describe, expect, it } from 'vitest';
import { markLongCodeChips } from '../../src/plugins/rehype-code-chips';
import { LONG_CHIP, LONG_CHIP_CLASS, markLongChipsInHtml } from '../../src/runtime/code-chips';
import type { HastNode, PageText } from '../../src/search/node/rehype-search-texts';

/** A text node as dumi's text step leaves it: its index in `texts` written into the node. */
const text = (index: number): HastNode => ({
  type: 'text',
  data: { expression: { object: { property: { value: index } } } },
});
const literal = (value: string) => ({ type: 'text', value }) as HastNode;
const element = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const texts = (...values: string[]): PageText[] => values.map((value) => ({ value, paraId: 0 }));

describe('markLongCodeChips (the rehype plugin)', () => {
  it('marks an inline chip longer than LONG_CHIP characters, reading its text from the page texts', () => {
    const long = 'x'.repeat(LONG_CHIP + 1);
    const chip = element('code', [text(1)]);
    const tree = element('root', [element('p', [text(0), chip])]);
    expect(markLongCodeChips(tree, texts('Import ', long))).toBe(1);
    expect(chip.properties!.className).toEqual([LONG_CHIP_CLASS]);
  });

  it('leaves a chip of LONG_CHIP characters or fewer alone, and keeps the classes a chip has', () => {
    const short = element('code', [literal('@rc-component/cascader')]);
    const exact = element('code', [literal('y'.repeat(LONG_CHIP))]);
    const classed = element('code', [literal('z'.repeat(LONG_CHIP + 5))], { className: ['language-ts'] });
    expect(markLongCodeChips(element('root', [element('li', [short, exact, classed])]))).toBe(1);
    expect(short.properties!.className).toBeUndefined();
    expect(exact.properties!.className).toBeUndefined();
    expect(classed.properties!.className).toEqual(['language-ts', LONG_CHIP_CLASS]);
  });

  it('counts the text of elements inside a chip, and leaves code blocks alone', () => {
    const nested = element('code', [element('span', [literal('a'.repeat(20))]), literal('b'.repeat(10))]);
    const block = element('pre', [element('code', [literal('c'.repeat(200))])]);
    expect(markLongCodeChips(element('root', [element('p', [element('a', [nested])]), block]))).toBe(1);
    expect(nested.properties!.className).toEqual([LONG_CHIP_CLASS]);
    expect(block.children![0].properties!.className).toBeUndefined();
  });
});

describe('markLongChipsInHtml (a demo description)', () => {
  it('marks only the chips longer than LONG_CHIP characters, counting an entity as one', () => {
    const html =
      '<p>Set <code>autoClearSearchValue={false}</code> (<code>checkable</code>), or <code>[&quot;japan&quot;,&quot;kansai&quot;,&quot;kyoto&quot;]</code>; <code>&lt;aaaaaaaaaaaaaaaaaaaaaa&gt;</code>.</p>';
    expect(markLongChipsInHtml(html)).toBe(
      `<p>Set <code class="${LONG_CHIP_CLASS}">autoClearSearchValue={false}</code> (<code>checkable</code>), or <code class="${LONG_CHIP_CLASS}">[&quot;japan&quot;,&quot;kansai&quot;,&quot;kyoto&quot;]</code>; <code>&lt;aaaaaaaaaaaaaaaaaaaaaa&gt;</code>.</p>`,
    );
  });
});
