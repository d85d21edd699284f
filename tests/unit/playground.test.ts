/**
 * The playground (src/playground/): its controls against rc-cascader's declarations, read as the
 * API drift test reads them (tests/support/api/component-api.ts); the URL round trip of every
 * control; the generated code; the event log's entries.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAriaAttribute } from '../support/api/api-sections';
import { cascaderPackageDir, readComponentApi } from '../support/api/component-api';
import { anchorIds } from '../support/api/reference-tables';
import { codeProps, generateCode } from '../../src/playground/code';
import {
  CONTROLS,
  INITIAL_VALUES,
  controlHref,
  initialValues,
  isValidValue,
  type Control,
  type ControlValue,
} from '../../src/playground/controls';
import { SMALL_TREE } from '../../src/playground/data';
import { LOG_LIMIT, addEntry, formatArgs } from '../../src/playground/event-log';
import { LEFT_OUT } from '../../src/playground/left-out';
import { INITIAL_STATE, initialState, readState, writeState } from '../../src/playground/url-state';
import { DEFAULT_PACKAGE, PACKAGES } from '../../src/converter/packages';
import { INITIAL_DATA } from '../../src/playground/presets';

const ROOT = join(__dirname, '..', '..');
/** The slugger dumi gives headings their ids with. */
const { slug } = createRequire(import.meta.url)('github-slugger') as { slug(text: string): string };
const api = readComponentApi(process.env.RC_CASCADER_DIR || cascaderPackageDir(ROOT));

/** Every name a playground must account for: the props, and the fields of showSearch and fieldNames. */
const declared = [
  ...api.cascaderProps.map((member) => ({ name: isAriaAttribute(member) ? 'aria-*' : member.name, type: member.type })),
  ...api.showSearchFields.map((member) => ({ name: `showSearch.${member.name}`, type: member.type })),
  ...api.fieldNamesFields.map((member) => ({ name: `fieldNames.${member.name}`, type: member.type })),
];
/** The controls, and the object props whose fields are controls (`fieldNames` through `fieldNames.label`). */
const OWN_CONTROLS = CONTROLS.filter((control) => !control.onlyIn || control.onlyIn === DEFAULT_PACKAGE);
const offered = new Set(OWN_CONTROLS.flatMap((control) => [control.name, control.name.split('.')[0]]));
// The data choice, named `options`, sets the tree, and its loadData preset the loader.
offered.add('options').add('loadData');

/** The ids of a page's headings: their `{#id}` suffix, or the slug dumi gives their text. */
function headingIds(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,6} (.+)$/gm)].map(([, text]) => /\{#([\w-]+)\}\s*$/.exec(text)?.[1] ?? slug(text.trim()));
}

/** A valid value of a control other than its starting one. */
function otherValue(control: Control): ControlValue {
  switch (control.kind) {
    case 'boolean':
      return !control.initial;
    case 'enum':
      return control.values!.find((value) => value !== control.initial);
    case 'number':
      return control.initial === 7 ? 8 : 7;
    case 'string':
      return control.group === 'fieldNames' ? `my${control.name.split('.')[1]}` : 'Pick one & go';
  }
}

describe('the playground’s controls', () => {
  it('offer or leave out, with a reason, every prop and object field rc-cascader declares', () => {
    const unaccounted = declared.filter(({ name }) => !offered.has(name) && !LEFT_OUT[name]?.trim());
    expect(unaccounted.map(({ name }) => name)).toEqual([]);
    expect(declared.length).toBeGreaterThan(60);
  });

  it('name only what the declarations have, and nothing both offered and left out', () => {
    const names = new Set(declared.map(({ name }) => name));
    expect([...offered, ...Object.keys(LEFT_OUT)].filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(LEFT_OUT).filter((name) => offered.has(name))).toEqual([]);
  });

  it('cover the props the issue names', () => {
    const named = ['checkable', 'changeOnSelect', 'expandTrigger', 'placement', 'showCheckedStrategy', 'showSearch', 'disabled'];
    named.push('allowClear', 'placeholder', 'maxTagCount', 'direction', 'autoClearSearchValue', 'notFoundContent');
    named.push('showSearch.limit', 'showSearch.matchInputWidth', 'fieldNames.label', 'fieldNames.value', 'fieldNames.children');
    expect(named.filter((name) => !offered.has(name))).toEqual([]);
  });

  it('match the declared type of their prop', () => {
    const typeOf = new Map(declared.map(({ name, type }) => [name, type]));
    // `checkable` is declared through the component's generic `Multiple extends boolean | ReactNode`.
    const kinds = { boolean: /\bboolean\b|^Multiple\b/, number: /\bnumber\b/, string: /\bstring\b|ReactNode|keyof/, enum: /./ };
    for (const control of OWN_CONTROLS) expect(typeOf.get(control.name), control.name).toMatch(kinds[control.kind]);
  });

  it('link to a row of the API reference, or for a 1.x prop to the Versions page, that exists in both locales', () => {
    for (const suffix of ['', '.zh-CN']) {
      for (const [page, controls] of [
        ['index', OWN_CONTROLS],
        ['versions', CONTROLS.filter((control) => !OWN_CONTROLS.includes(control))],
      ] as const) {
        const file = `${page}${suffix}.md`;
        const markdown = readFileSync(join(ROOT, 'docs', file), 'utf8');
        const anchors = new Set(page === 'index' ? anchorIds(markdown) : headingIds(markdown));
        expect(controls.length, file).toBeGreaterThan(0);
        expect(
          controls.filter((control) => !anchors.has(control.anchor)).map((control) => control.name),
          file,
        ).toEqual([]);
        const hrefs = controls.map((control) => controlHref(control, suffix ? '/zh-CN' : '/'));
        expect(
          hrefs.filter(
            (href) => !href.startsWith(page === 'index' ? `${suffix ? '/zh-CN' : '/'}#` : `${suffix ? '/zh-CN/' : '/'}versions#`),
          ),
          file,
        ).toEqual([]);
      }
    }
  });
});

describe('the playground’s address', () => {
  it.each(PACKAGES)('round-trips every control, in both directions, on %s', (pkg) => {
    for (const control of CONTROLS) {
      const value = otherValue(control);
      expect(isValidValue(control, value), control.name).toBe(true);
      const query = writeState({ values: { ...INITIAL_VALUES, [control.name]: value }, data: INITIAL_DATA, pkg });
      expect(new URLSearchParams(query).get(control.name), control.name).toBe(String(value));
      expect([...new URLSearchParams(query).keys()]).toEqual(pkg === DEFAULT_PACKAGE ? [control.name] : ['package', control.name]);
      const read = readState(query);
      expect(read.ignored, control.name).toEqual([]);
      expect(read.state.values, control.name).toEqual({ ...INITIAL_VALUES, [control.name]: value });
      expect(read.state.pkg, control.name).toBe(pkg);
    }
  });

  it('is empty for the starting configuration', () => {
    expect(writeState(INITIAL_STATE)).toBe('');
    expect(readState('').state.values).toEqual(INITIAL_VALUES);
  });

  it('starts from a placeholder in the page’s language, and holds one that differs from it', () => {
    const zh = initialState('zh-CN');
    expect(zh.values).toEqual({ ...INITIAL_VALUES, placeholder: '请选择' });
    expect(writeState(zh, 'zh-CN')).toBe('');
    expect(readState('', 'zh-CN').state.values).toEqual(zh.values);
    // The English starting placeholder, kept on a Chinese page, is a change there; and back.
    expect(writeState(INITIAL_STATE, 'zh-CN')).toBe('?placeholder=Please+select');
    expect(readState('?placeholder=Please+select', 'zh-CN').state.values).toEqual(INITIAL_VALUES);
    expect(writeState(zh)).toBe('?placeholder=%E8%AF%B7%E9%80%89%E6%8B%A9');
    // A link without the placeholder opens with each page's own.
    expect(readState('?checkable=true', 'zh-CN').state.values).toEqual({ ...initialValues('zh-CN'), checkable: true });
  });

  it('ignores, and names, what it cannot read', () => {
    const read = readState(
      '?checkable=banana&placement=sideways&colour=red&expandTrigger=hover&maxTagCount=-1&maxTagCount=2&maxTagCount=3',
    );
    expect(read.ignored).toEqual(['checkable=banana', 'placement=sideways', 'colour=red', 'maxTagCount=-1', 'maxTagCount=3']);
    expect(read.state.values).toEqual({ ...INITIAL_VALUES, expandTrigger: 'hover', maxTagCount: 2 });
    expect(readState('?fieldNames.label=value').ignored).toEqual(['fieldNames.label=value']);
    expect(readState('?fieldNames.label=a%20b&fieldNames.value=disabled').ignored).toEqual([
      'fieldNames.label=a b',
      'fieldNames.value=disabled',
    ]);
  });
});

describe('the playground’s code', () => {
  it('sets only the props that differ from the component’s defaults', () => {
    expect(codeProps(INITIAL_VALUES)).toEqual([['placeholder', 'Please select']]);
    const code = generateCode({ values: { ...INITIAL_VALUES, checkable: true, expandTrigger: 'hover' }, options: SMALL_TREE });
    expect(code).toContain('      checkable\n');
    expect(code).toContain('      expandTrigger="hover"\n');
    expect(code).not.toContain('placement');
    expect(code).toContain("const options: DefaultOptionType[] = [\n  {\n    value: 'fruit',");
  });

  it('leaves out a control without effect, and gathers object fields', () => {
    const values = { ...INITIAL_VALUES, showCheckedStrategy: 'SHOW_CHILD', 'showSearch.limit': 5 };
    expect(codeProps(values)).toEqual([['placeholder', 'Please select']]);
    expect(codeProps({ ...values, showSearch: true, 'fieldNames.label': 'name' })).toEqual([
      ['showSearch', { limit: 5 }],
      ['placeholder', 'Please select'],
      ['fieldNames', { label: 'name' }],
    ]);
    const code = generateCode({ values: { ...INITIAL_VALUES, 'fieldNames.label': 'name' }, options: SMALL_TREE });
    expect(code).toContain("fieldNames={{ label: 'name' }}");
    expect(code).toContain("name: 'Fruit'");
    expect(code).not.toContain("label: 'Fruit'");
  });
});

describe('the playground’s event log', () => {
  it('shows option objects without their children, and keeps the newest entries', () => {
    expect(formatArgs([['fruit'], [{ value: 'fruit', label: 'Fruit', children: [{ value: 'x' }] }]], 'children')).toBe(
      '["fruit"], [{"value":"fruit","label":"Fruit"}]',
    );
    expect(formatArgs([undefined, undefined], 'children')).toBe('undefined, undefined');
    let entries = [] as ReturnType<typeof addEntry>;
    for (let id = 1; id <= LOG_LIMIT + 5; id += 1) entries = addEntry(entries, { id, name: 'onSearch', args: `"${id}"` });
    expect(entries).toHaveLength(LOG_LIMIT);
    expect(entries[0].id).toBe(LOG_LIMIT + 5);
  });
});
