/**
 * The playground on its two packages (src/converter/rules.ts spells them, src/playground/props.ts
 * gathers them): the props spelt for each, the
 * code it generates for @rc-component/cascader 1.x, the package in the address, and its controls
 * against 1.x's own declarations, as tests/unit/playground.test.ts holds them to rc-cascader's.
 */
import { describe, expect, it } from 'vitest';
import { codeProps, generateCode } from '../../src/playground/code';
import { CONTROLS, INITIAL_VALUES, unmetNeed } from '../../src/playground/controls';
import { SMALL_TREE } from '../../src/playground/data';
import { LEFT_OUT, LEFT_OUT_NEXT } from '../../src/playground/left-out';
import { DEFAULT_PACKAGE, NEXT_PACKAGE } from '../../src/converter/packages';
import { propName } from '../../src/converter/rules';
import { cascaderProps } from '../../src/playground/props';
import { readState, writeState } from '../../src/playground/url-state';
import { INITIAL_DATA } from '../../src/playground/presets';
import { packageDir, readCascaderPackage } from '../support/cascader-packages';

const next = readCascaderPackage(packageDir(NEXT_PACKAGE, process.cwd()));
/** Every name 1.x declares that a playground must account for. */
const declared = [
  ...next.cascaderProps.map((member) => (member.aria ? 'aria-*' : member.name)),
  ...next.searchFields.map((member) => `showSearch.${member.name}`),
  ...next.fieldNamesFields.map((member) => `fieldNames.${member.name}`),
];
/** What the playground sets on 1.x: each control by its 1.x name, the objects they are fields of, the data and the logged callbacks. */
const offered = new Set([
  ...CONTROLS.flatMap((control) => [propName(control.name, NEXT_PACKAGE), propName(control.name, NEXT_PACKAGE).split('.')[0]]),
  ...['options', 'loadData', 'onChange', 'onPopupVisibleChange', 'showSearch.onSearch'].map((name) => propName(name, NEXT_PACKAGE)),
]);

describe('the playground on @rc-component/cascader 1.x', () => {
  it('offers or leaves out, with a reason, every prop and object field 1.x declares', () => {
    const unaccounted = declared.filter((name) => !offered.has(name) && !LEFT_OUT[name]?.trim() && !LEFT_OUT_NEXT[name]?.trim());
    expect(unaccounted).toEqual([]);
    expect(declared.length).toBeGreaterThan(60);
    // The 1.x list names only what 1.x alone declares.
    expect(Object.keys(LEFT_OUT_NEXT).filter((name) => !declared.includes(name) || LEFT_OUT[name])).toEqual([]);
  });

  it('offers a control only for a prop 1.x declares, of its kind', () => {
    const types = new Map([
      ...next.cascaderProps.map((member) => [member.name, member.type] as const),
      ...next.searchFields.map((member) => [`showSearch.${member.name}`, member.type] as const),
      ...next.fieldNamesFields.map((member) => [`fieldNames.${member.name}`, member.type] as const),
    ]);
    const kinds = { boolean: /\bboolean\b|^Multiple\b/, number: /\bnumber\b/, string: /\bstring\b|ReactNode|keyof/, enum: /./ };
    for (const control of CONTROLS) {
      expect(types.get(propName(control.name, NEXT_PACKAGE)), control.name).toMatch(kinds[control.kind]);
    }
  });

  it('spells the props its way: search props inside showSearch, the popup callback renamed', () => {
    const onSearch = () => {};
    const onOpenChange = () => {};
    const values = { ...INITIAL_VALUES, checkable: true, showSearch: true, 'showSearch.limit': 5, autoClearSearchValue: false, title: '' };
    const callbacks = { onSearch, onOpenChange };
    expect(cascaderProps(values, 'small', NEXT_PACKAGE, callbacks)).toEqual({
      checkable: true,
      showSearch: { limit: 5, autoClearSearchValue: false, onSearch },
      placeholder: 'Please select',
      onPopupVisibleChange: onOpenChange,
    });
    expect(cascaderProps(values, 'small', DEFAULT_PACKAGE, callbacks)).toEqual({
      checkable: true,
      showSearch: { limit: 5 },
      autoClearSearchValue: false,
      placeholder: 'Please select',
      onSearch,
      onOpenChange,
    });
    // Without search, 1.x gets no showSearch object, and so none of its fields.
    expect(cascaderProps({ ...values, showSearch: false }, 'small', NEXT_PACKAGE, callbacks)).toEqual({
      checkable: true,
      placeholder: 'Please select',
      onPopupVisibleChange: onOpenChange,
    });
  });

  it('generates code that imports 1.x and sets its props, checkStrictly included', () => {
    const values = { ...INITIAL_VALUES, checkable: true, checkStrictly: true, showSearch: true, autoClearSearchValue: false };
    expect(codeProps(values, 'small', NEXT_PACKAGE)).toEqual([
      ['checkable', true],
      ['checkStrictly', true],
      ['showSearch', { autoClearSearchValue: false }],
      ['placeholder', 'Please select'],
    ]);
    // rc-cascader has no checkStrictly, and reads autoClearSearchValue at the top.
    expect(codeProps(values, 'small', DEFAULT_PACKAGE)).toEqual([
      ['checkable', true],
      ['showSearch', true],
      ['autoClearSearchValue', false],
      ['placeholder', 'Please select'],
    ]);
    const code = generateCode({ values, options: SMALL_TREE, packageName: NEXT_PACKAGE });
    expect(code).toContain(
      "import Cascader from '@rc-component/cascader';\nimport type { DefaultOptionType } from '@rc-component/cascader';",
    );
    expect(code).toContain("import '@rc-component/cascader/assets/index.less';");
    expect(code).toContain('      checkStrictly\n      showSearch={{ autoClearSearchValue: false }}\n');
    expect(code).not.toMatch(/rc-cascader'/);
  });

  it('disables what the package lacks or what checkStrictly overrides, saying why', () => {
    const strict = CONTROLS.find((control) => control.name === 'checkStrictly')!;
    const strategy = CONTROLS.find((control) => control.name === 'showCheckedStrategy')!;
    const values = { ...INITIAL_VALUES, checkable: true, checkStrictly: true };
    expect(unmetNeed(strict, values, 'small', DEFAULT_PACKAGE)).toBe('nextPackage');
    expect(unmetNeed(strict, values, 'small', NEXT_PACKAGE)).toBeNull();
    expect(unmetNeed(strict, INITIAL_VALUES, 'small', NEXT_PACKAGE)).toBe('checkable');
    expect(unmetNeed(strategy, values, 'small', NEXT_PACKAGE)).toBe('looseChecks');
    expect(unmetNeed(strategy, values, 'small', DEFAULT_PACKAGE)).toBeNull();
  });

  it('keeps the package in the address, and ignores one it does not know', () => {
    const query = writeState({ values: INITIAL_VALUES, data: INITIAL_DATA, pkg: NEXT_PACKAGE });
    expect(query).toBe('?package=%40rc-component%2Fcascader');
    expect(readState(query).state.pkg).toBe(NEXT_PACKAGE);
    expect(readState('?package=@rc-component/cascader&checkStrictly=true').state).toMatchObject({ pkg: NEXT_PACKAGE });
    const read = readState('?package=antd&checkable=true');
    expect(read.ignored).toEqual(['package=antd']);
    expect(read.state.pkg).toBe(DEFAULT_PACKAGE);
    expect(read.state.values.checkable).toBe(true);
    expect(readState('?package=rc-cascader&package=@rc-component/cascader').ignored).toEqual(['package=@rc-component/cascader']);
  });
});
