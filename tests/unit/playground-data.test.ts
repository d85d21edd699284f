/**
 * The playground's data choice (src/playground/presets.ts): pasted JSON placed by line and column,
 * fieldNames detected, pasted data through the address (lz-string), the presets in the address, the
 * large tree's code building the same tree as its chunk, and the loadData preset's children.
 */
import { describe, expect, it } from 'vitest';
import { generateCode } from '../../src/playground/code';
import { INITIAL_VALUES } from '../../src/playground/controls';
import { SMALL_TREE } from '../../src/playground/data';
import { largeTree } from '../../src/playground/large-tree';
import { LARGE_TREE_CODE } from '../../src/playground/large-tree-code';
import {
  CUSTOM_EXAMPLE,
  INITIAL_DATA,
  detectFieldNames,
  lazyChildren,
  packData,
  parseData,
  unpackData,
} from '../../src/playground/presets';
import { INITIAL_STATE, readState, writeState } from '../../src/playground/url-state';

describe('pasted data', () => {
  it('places a JSON error by its line and column', () => {
    const parsed = parseData('[\n  { "label": "A", }\n]');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect([parsed.error.line, parsed.error.column]).toEqual([2, 19]);
    const unfinished = parseData('[\n  {"label": "A"');
    if (!unfinished.ok) expect([unfinished.error.line, unfinished.error.column]).toEqual([2, 16]);
    expect(unfinished.ok).toBe(false);
    expect(parseData('{"label": "A"}')).toEqual({ ok: false, error: { line: 1, column: 1, message: 'not an array of option objects' } });
  });

  it('detects fieldNames from the keys it uses', () => {
    expect(detectFieldNames(CUSTOM_EXAMPLE)).toEqual({ label: 'name', value: 'id', children: 'items' });
    expect(detectFieldNames(SMALL_TREE)).toEqual({ label: 'label', value: 'value', children: 'children' });
    expect(detectFieldNames([{ title: 'A', code: 'a', nodes: [] }])).toEqual({ label: 'title', value: 'code', children: 'nodes' });
  });

  it('goes into the address compressed, and comes back; a damaged one is ignored', () => {
    const query = writeState({ ...INITIAL_STATE, data: { ...INITIAL_DATA, preset: 'custom', custom: CUSTOM_EXAMPLE } });
    const packed = new URLSearchParams(query).get('data')!;
    expect(packed).toBe(packData(CUSTOM_EXAMPLE));
    expect(packed.length).toBeLessThan(JSON.stringify(CUSTOM_EXAMPLE).length);
    expect(unpackData(packed)).toEqual(CUSTOM_EXAMPLE);
    expect(readState(query)).toEqual({
      state: { ...INITIAL_STATE, data: { ...INITIAL_DATA, preset: 'custom', custom: CUSTOM_EXAMPLE } },
      ignored: [],
    });
    const damaged = readState('?options=custom&data=NobodyPackedThis');
    expect(damaged.state.data).toEqual(INITIAL_DATA);
    expect(damaged.ignored).toEqual(['data=NobodyPackedThis', 'options=custom']);
  });
});

describe('the presets', () => {
  it('go into the address by name, with the loadData preset’s settings', () => {
    for (const preset of ['regions', 'large'] as const) {
      const query = writeState({ ...INITIAL_STATE, data: { ...INITIAL_DATA, preset } });
      expect(query).toBe(`?options=${preset}`);
      expect(readState(query).state.data.preset).toBe(preset);
    }
    const lazy = { ...INITIAL_DATA, preset: 'loadData' as const, delay: 300, fail: true };
    expect(writeState({ ...INITIAL_STATE, data: lazy })).toBe('?options=loadData&delay=300&fail=true');
    expect(readState('?options=loadData&delay=300&fail=true').state.data).toEqual(lazy);
    expect(readState('?options=huge&delay=soon&fail=maybe').ignored).toEqual(['options=huge', 'delay=soon', 'fail=maybe']);
  });

  it('the large tree’s code builds the tree its chunk holds, about 10,000 options', () => {
    const built = new Function(`return ${LARGE_TREE_CODE};`)();
    expect(built).toEqual(largeTree());
    const count = (options: { children?: unknown[] }[]): number =>
      options.reduce((sum, option) => sum + 1 + count((option.children ?? []) as { children?: unknown[] }[]), 0);
    expect(count(largeTree())).toBe(10_210);
    const code = generateCode({ values: INITIAL_VALUES, data: { ...INITIAL_DATA, preset: 'large' }, options: [] });
    expect(code).toContain(`const options: DefaultOptionType[] = ${LARGE_TREE_CODE};`);
  });

  it('loadData gives an option’s children, each marked a leaf or not', () => {
    expect(lazyChildren(SMALL_TREE, ['fruit'])).toEqual([
      { value: 'citrus', label: 'Citrus', isLeaf: false },
      { value: 'apple', label: 'Apple', isLeaf: true },
      { value: 'pear', label: 'Pear', disabled: true, isLeaf: true },
    ]);
    const code = generateCode({ values: INITIAL_VALUES, data: { ...INITIAL_DATA, preset: 'loadData', delay: 250 }, options: [] });
    expect(code).toContain('loadData={loadData}');
    expect(code).toContain('}, 250);');
  });
});
