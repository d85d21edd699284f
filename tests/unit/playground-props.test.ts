/**
 * The playground's props from its one table (src/playground/controls.ts, src/playground/props.ts):
 * the cascader gets exactly the props the code sets, dotted names are gathered into their objects,
 * the special cases follow from the control entries, and a new entry alone brings its prop, its line
 * of code, its place in the address and its "Try it" link.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE, NEXT_PACKAGE, PACKAGES } from '../../src/converter/packages';
import { codeProps, generateCode } from '../../src/playground/code';
import { CONTROLS, INITIAL_VALUES, initialValues, type Control, type PropValues } from '../../src/playground/controls';
import { SMALL_TREE } from '../../src/playground/data';
import { INITIAL_DATA, PRESETS } from '../../src/playground/presets';
import { cascaderProps, fieldKeys, gatherProps } from '../../src/playground/props';
import { tryItLinks } from '../../src/playground/try-it';
import { readState, writeState } from '../../src/playground/url-state';

describe('the gatherer of dotted names', () => {
  it('gathers fields into their object where it first appears, spelt for the package', () => {
    const entries = [
      ['checkable', true],
      ['showSearch', true],
      ['fieldNames.label', 'name'],
      ['showSearch.limit', 5],
      ['autoClearSearchValue', false],
      ['fieldNames.value', 'id'],
      ['title', undefined],
    ] as const;
    expect(gatherProps(entries, DEFAULT_PACKAGE)).toEqual([
      ['checkable', true],
      ['showSearch', { limit: 5 }],
      ['fieldNames', { label: 'name', value: 'id' }],
      ['autoClearSearchValue', false],
    ]);
    expect(gatherProps(entries, NEXT_PACKAGE)).toEqual([
      ['checkable', true],
      ['showSearch', { limit: 5, autoClearSearchValue: false }],
      ['fieldNames', { label: 'name', value: 'id' }],
    ]);
  });

  it('keeps an object that `true` follows, replaces an earlier prop in its place, and drops the fields of an object turned off', () => {
    expect(
      gatherProps(
        [
          ['showSearch.limit', 5],
          ['showSearch', true],
          ['loading', false],
          ['placeholder', 'a'],
          ['loading', true],
        ],
        DEFAULT_PACKAGE,
      ),
    ).toEqual([
      ['showSearch', { limit: 5 }],
      ['loading', true],
      ['placeholder', 'a'],
    ]);
    expect(gatherProps([['onSearch', 'f']], NEXT_PACKAGE, { showSearch: false })).toEqual([]);
    expect(gatherProps([['onSearch', 'f']], NEXT_PACKAGE, { showSearch: true })).toEqual([['showSearch', { onSearch: 'f' }]]);
  });
});

/** A sample of configurations: every control set to a value other than its default, alone, and a few together. */
const SAMPLES: PropValues[] = [
  INITIAL_VALUES,
  { ...INITIAL_VALUES, checkable: true, checkStrictly: true, showCheckedStrategy: 'SHOW_CHILD', maxTagCount: 2, title: 'T' },
  { ...INITIAL_VALUES, checkable: true, showSearch: true, 'showSearch.limit': 5, autoClearSearchValue: false, 'fieldNames.label': 'name' },
  { ...INITIAL_VALUES, showSearch: false, 'showSearch.matchInputWidth': false, direction: 'rtl', placement: 'topRight', title: '' },
];

describe('the cascader’s props', () => {
  it('are the props the code sets, for every package and data preset', () => {
    for (const pkg of PACKAGES) {
      for (const preset of PRESETS) {
        for (const values of SAMPLES) {
          expect(Object.entries(cascaderProps(values, preset, pkg)), `${pkg} ${preset}`).toEqual(codeProps(values, preset, pkg));
        }
      }
    }
  });

  it('leave out an empty title, checkStrictly on rc-cascader, fieldNames on data with fixed keys, and a control without effect', () => {
    expect(cascaderProps({ ...INITIAL_VALUES, title: '' }, 'small', DEFAULT_PACKAGE)).not.toHaveProperty('title');
    expect(cascaderProps({ ...INITIAL_VALUES, title: 'Produce' }, 'small', DEFAULT_PACKAGE)).toHaveProperty('title', 'Produce');
    const strict = { ...INITIAL_VALUES, checkable: true, checkStrictly: true };
    expect(cascaderProps(strict, 'small', DEFAULT_PACKAGE)).not.toHaveProperty('checkStrictly');
    expect(cascaderProps(strict, 'small', NEXT_PACKAGE)).toHaveProperty('checkStrictly', true);
    const keyed = { ...INITIAL_VALUES, 'fieldNames.label': 'name', 'fieldNames.children': 'items' };
    expect(cascaderProps(keyed, 'regions', DEFAULT_PACKAGE)).toHaveProperty('fieldNames', { label: 'name', children: 'items' });
    expect(cascaderProps(keyed, 'large', DEFAULT_PACKAGE)).not.toHaveProperty('fieldNames');
    expect(fieldKeys(keyed, 'small')).toEqual({ label: 'name', value: 'value', children: 'items' });
    expect(fieldKeys(keyed, 'loadData')).toEqual({ label: 'label', value: 'value', children: 'children' });
    expect(cascaderProps({ ...INITIAL_VALUES, showCheckedStrategy: 'SHOW_CHILD' }, 'small', DEFAULT_PACKAGE)).toEqual({
      placeholder: 'Please select',
    });
  });

  it('add the page’s own props after the configured ones, an undefined one leaving the configured value', () => {
    const props = cascaderProps({ ...INITIAL_VALUES, loading: true }, 'small', DEFAULT_PACKAGE, { loading: undefined, id: 'x' });
    expect(props).toEqual({ loading: true, placeholder: 'Please select', id: 'x' });
  });
});

describe('a new control entry', () => {
  // Two props the playground does not offer, each as one entry: a boolean, and a field of showSearch that needs search.
  const added: Control[] = [
    { name: 'virtual', kind: 'boolean', componentDefault: true, initial: true, anchor: 'api-virtual', group: 'menu' },
    {
      name: 'showSearch.maxResults',
      kind: 'number',
      min: 1,
      componentDefault: undefined,
      initial: undefined,
      anchor: 'api-showsearch-maxresults',
      group: 'search',
      needs: 'showSearch',
      tryIt: { value: 3 },
    },
  ];
  const controls = [...CONTROLS, ...added];
  const initial = initialValues('en-US', controls);
  const values = { ...initial, virtual: false, showSearch: true, 'showSearch.maxResults': 3 };

  it('alone sets its prop on the cascader, on both packages', () => {
    expect(initial).toMatchObject({ virtual: true, 'showSearch.maxResults': undefined });
    for (const pkg of PACKAGES) {
      expect(cascaderProps(values, 'small', pkg, {}, controls), pkg).toMatchObject({ virtual: false, showSearch: { maxResults: 3 } });
    }
    // Without search, its field has no effect and is left out.
    expect(cascaderProps({ ...values, showSearch: false }, 'small', DEFAULT_PACKAGE, {}, controls)).not.toHaveProperty('showSearch');
  });

  it('alone writes its line of code', () => {
    const code = generateCode({ values, options: SMALL_TREE, controls });
    expect(code).toContain('      showSearch={{ maxResults: 3 }}\n');
    expect(code).toContain('      virtual={false}\n');
    expect(generateCode({ values: initial, options: SMALL_TREE, controls })).toBe(
      generateCode({ values: INITIAL_VALUES, options: SMALL_TREE }),
    );
  });

  it('alone round-trips through the address', () => {
    const query = writeState({ values, data: INITIAL_DATA, pkg: DEFAULT_PACKAGE }, 'en-US', controls);
    expect(query).toBe('?showSearch=true&virtual=false&showSearch.maxResults=3');
    expect(readState(query, 'en-US', controls)).toEqual({ state: { values, data: INITIAL_DATA, pkg: DEFAULT_PACKAGE }, ignored: [] });
    // The playground's own table does not know it.
    expect(readState(query).ignored).toEqual(['virtual=false', 'showSearch.maxResults=3']);
  });

  it('alone gets a Try it link that the playground reads whole', () => {
    const links = tryItLinks('en-US', controls);
    expect(links['api-virtual']).toBe('virtual=false');
    expect(links['api-showsearch-maxresults']).toBe('showSearch=true&showSearch.maxResults=3');
    for (const anchor of ['api-virtual', 'api-showsearch-maxresults']) {
      expect(readState(`?${links[anchor]}`, 'en-US', controls).ignored, anchor).toEqual([]);
    }
    expect(tryItLinks('en-US')).not.toHaveProperty('api-virtual');
  });
});
