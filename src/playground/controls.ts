/**
 * The playground's controls: one per prop of rc-cascader that a form can set (a boolean, an enum, a
 * string or a number), with the value the playground starts from, the component's own default, the
 * anchor of the prop's row in the API reference, when the control has no effect, and what its "Try
 * it" link sets. Plain data, and the one list of the playground's props: the cascader's props and the
 * generated code (./props.ts, ./code.ts), the address (./url-state.ts) and the API reference's "Try
 * it" links (./try-it.ts) all come from it. tests/unit/playground.test.ts holds it to rc-cascader's
 * declarations together with LEFT_OUT (./left-out.ts).
 */

import type { LocaleId } from '../site';
import { DEFAULT_PACKAGE, type PackageName } from '../converter/packages';

export type ControlValue = boolean | string | number | undefined;

type ControlKind = 'boolean' | 'enum' | 'string' | 'number';

/** Why a control is disabled in the current configuration (a message id, `site.playground.needs.<key>`). */
export type NeedKey = 'checkable' | 'showSearch' | 'checkableSearch' | 'keyedData' | 'nextPackage' | 'looseChecks';

export interface Control {
  /** The prop as written in code; a field of an object prop is `<prop>.<field>` (`showSearch.limit`). */
  name: string;
  kind: ControlKind;
  /** An enum's values, the component's default first. */
  values?: readonly string[];
  /** What the component does without the prop (`undefined`: nothing set). */
  componentDefault: ControlValue;
  /** The playground's starting value; the URL holds only what differs from it. */
  initial: ControlValue;
  /** The starting value on a locale's page where it is not `initial` (a text in that language). */
  initialIn?: Partial<Record<LocaleId, ControlValue>>;
  /** The id of the prop's row in the API reference on the home page (on the Versions page for `onlyIn`). */
  anchor: string;
  /** The one package that has the prop; the control is disabled on the other. */
  onlyIn?: PackageName;
  /** The group the control is shown in. */
  group: 'selection' | 'search' | 'display' | 'menu' | 'fieldNames';
  /** A number's lowest value. */
  min?: number;
  /** What the control needs to have an effect; without it, the cascader and the code leave the prop out. */
  needs?: NeedKey;
  /**
   * What the API reference's "Try it" link sets (./try-it.ts): `value`, by default the other boolean or
   * the first other value of an enum (a number or a string names its own), in the page's language
   * where `in` has one, after what the control needs and the props in `with`.
   */
  tryIt?: { value?: ControlValue; in?: Partial<Record<LocaleId, ControlValue>>; with?: PropValues };
}

export const CONTROLS: readonly Control[] = [
  { name: 'checkable', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-checkable', group: 'selection' },
  { name: 'changeOnSelect', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-changeonselect', group: 'selection' },
  {
    name: 'checkStrictly',
    kind: 'boolean',
    componentDefault: false,
    initial: false,
    anchor: 'added-props',
    group: 'selection',
    needs: 'checkable',
    onlyIn: '@rc-component/cascader',
  },
  {
    name: 'showCheckedStrategy',
    kind: 'enum',
    values: ['SHOW_PARENT', 'SHOW_CHILD'],
    componentDefault: 'SHOW_PARENT',
    initial: 'SHOW_PARENT',
    anchor: 'api-showcheckedstrategy',
    group: 'selection',
    needs: 'checkable',
  },
  {
    name: 'maxTagCount',
    kind: 'number',
    min: 0,
    componentDefault: undefined,
    initial: undefined,
    anchor: 'api-maxtagcount',
    group: 'selection',
    needs: 'checkable',
    tryIt: { value: 1 },
  },
  {
    name: 'maxTagTextLength',
    kind: 'number',
    min: 1,
    componentDefault: undefined,
    initial: undefined,
    anchor: 'api-maxtagtextlength',
    group: 'selection',
    needs: 'checkable',
    tryIt: { value: 3 },
  },
  { name: 'disabled', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-disabled', group: 'selection' },
  { name: 'showSearch', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-showsearch', group: 'search' },
  {
    name: 'showSearch.limit',
    kind: 'number',
    min: 1,
    componentDefault: 50,
    initial: 50,
    anchor: 'api-showsearch-limit',
    group: 'search',
    needs: 'showSearch',
    tryIt: { value: 2 },
  },
  {
    name: 'showSearch.matchInputWidth',
    kind: 'boolean',
    componentDefault: true,
    initial: true,
    anchor: 'api-showsearch-matchinputwidth',
    group: 'search',
    needs: 'showSearch',
  },
  {
    name: 'autoClearSearchValue',
    kind: 'boolean',
    componentDefault: true,
    initial: true,
    anchor: 'api-autoclearsearchvalue',
    group: 'search',
    needs: 'checkableSearch',
  },
  {
    name: 'placeholder',
    kind: 'string',
    componentDefault: '',
    initial: 'Please select',
    initialIn: { 'zh-CN': '请选择' },
    anchor: 'api-placeholder',
    group: 'display',
    tryIt: { value: 'Choose produce', in: { 'zh-CN': '选择农产品' } },
  },
  { name: 'allowClear', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-allowclear', group: 'display' },
  { name: 'loading', kind: 'boolean', componentDefault: false, initial: false, anchor: 'api-loading', group: 'display' },
  {
    name: 'title',
    kind: 'string',
    componentDefault: '',
    initial: '',
    anchor: 'api-title',
    group: 'display',
    tryIt: { value: 'Produce', in: { 'zh-CN': '农产品' } },
  },
  {
    name: 'direction',
    kind: 'enum',
    values: ['ltr', 'rtl'],
    componentDefault: 'ltr',
    initial: 'ltr',
    anchor: 'api-direction',
    group: 'display',
  },
  {
    name: 'expandTrigger',
    kind: 'enum',
    values: ['click', 'hover'],
    componentDefault: 'click',
    initial: 'click',
    anchor: 'api-expandtrigger',
    group: 'menu',
  },
  {
    name: 'placement',
    kind: 'enum',
    values: ['bottomLeft', 'bottomRight', 'topLeft', 'topRight'],
    componentDefault: 'bottomLeft',
    initial: 'bottomLeft',
    anchor: 'api-placement',
    group: 'menu',
    tryIt: { value: 'topRight' },
  },
  {
    name: 'notFoundContent',
    kind: 'string',
    componentDefault: 'Not Found',
    initial: 'Not Found',
    anchor: 'api-notfoundcontent',
    group: 'menu',
    // The text shows for a search that matches nothing.
    tryIt: { value: 'No match', in: { 'zh-CN': '无匹配项' }, with: { showSearch: true } },
  },
  {
    name: 'fieldNames.label',
    kind: 'string',
    componentDefault: 'label',
    initial: 'label',
    anchor: 'api-fieldnames-label',
    group: 'fieldNames',
    needs: 'keyedData',
    tryIt: { value: 'name' },
  },
  {
    name: 'fieldNames.value',
    kind: 'string',
    componentDefault: 'value',
    initial: 'value',
    anchor: 'api-fieldnames-value',
    group: 'fieldNames',
    needs: 'keyedData',
    tryIt: { value: 'id' },
  },
  {
    name: 'fieldNames.children',
    kind: 'string',
    componentDefault: 'children',
    initial: 'children',
    anchor: 'api-fieldnames-children',
    group: 'fieldNames',
    needs: 'keyedData',
    tryIt: { value: 'items' },
  },
];

export const CONTROL_GROUPS = ['selection', 'search', 'display', 'menu', 'fieldNames'] as const;

/** Every control's value, by its name. */
export type PropValues = Record<string, ControlValue>;

/** A control's starting value on the pages of `locale`. */
export const initialValue = (control: Control, locale: LocaleId = 'en-US'): ControlValue =>
  control.initialIn && locale in control.initialIn ? control.initialIn[locale] : control.initial;

/** Every control's starting value on the pages of `locale`. */
export const initialValues = (locale: LocaleId = 'en-US', controls: readonly Control[] = CONTROLS): PropValues =>
  Object.fromEntries(controls.map((control) => [control.name, initialValue(control, locale)]));

/** Every control's starting value on the English pages. */
export const INITIAL_VALUES: PropValues = initialValues();

export function controlByName(name: string, controls: readonly Control[] = CONTROLS): Control | undefined {
  return controls.find((control) => control.name === name);
}

/** The data presets whose keys fieldNames can rename (./presets.ts). */
const KEYED_PRESETS: readonly string[] = ['small', 'regions', 'custom'];

/** The values of other controls that a need asks for (keyedData asks for a data preset, nextPackage for the package). */
export const NEEDED_VALUES: Readonly<Partial<Record<NeedKey, PropValues>>> = {
  checkable: { checkable: true },
  showSearch: { showSearch: true },
  checkableSearch: { checkable: true, showSearch: true },
};

/** Why `control` has no effect with `values`, the data preset and the package, or null when it has one. */
export function unmetNeed(control: Control, values: PropValues, preset = 'small', pkg: PackageName = DEFAULT_PACKAGE): NeedKey | null {
  if (control.onlyIn && control.onlyIn !== pkg) return 'nextPackage';
  if (control.needs === 'keyedData') return KEYED_PRESETS.includes(preset) ? null : 'keyedData';
  const needed = control.needs ? NEEDED_VALUES[control.needs] : undefined;
  if (needed && Object.entries(needed).some(([name, value]) => values[name] !== value)) return control.needs!;
  // 1.x's checkStrictly reports exactly the checked paths, whatever the strategy.
  return control.name === 'showCheckedStrategy' && pkg !== DEFAULT_PACKAGE && values.checkStrictly ? 'looseChecks' : null;
}

/** Where a control's prop is described: its row in the API reference, or in the Versions page for a 1.x prop. */
export function controlHref(control: Control, home: string): string {
  const base = home.endsWith('/') ? home : `${home}/`;
  return control.onlyIn ? `${base}versions#${control.anchor}` : `${home}#${control.anchor}`;
}

/** The longest string a text control or the URL takes. */
export const MAX_TEXT = 60;

/** The largest number a number control, the loadData preset's delay or the URL takes. */
export const MAX_NUMBER = 10_000;

/** A number as typed or in the address: a whole number from 0 to MAX_NUMBER in digits only, else null. */
export function parseWhole(text: string): number | null {
  return /^\d{1,5}$/.test(text) && Number(text) <= MAX_NUMBER ? Number(text) : null;
}

/** A key of an option object that fieldNames may name: a plain identifier. */
const FIELD_KEY = /^[A-Za-z_$][\w$]{0,29}$/;

/** The other fields an option may have, which fieldNames cannot name. */
const OPTION_FIELDS = ['disabled', 'disableCheckbox', 'isLeaf'];

/** Whether `value` is one `control` can hold. */
export function isValidValue(control: Control, value: ControlValue): boolean {
  switch (control.kind) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'enum':
      return typeof value === 'string' && control.values!.includes(value);
    case 'number':
      return (
        value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= (control.min ?? 0) && value <= MAX_NUMBER)
      );
    case 'string':
      if (typeof value !== 'string' || value.length > MAX_TEXT) return false;
      return control.group === 'fieldNames' ? FIELD_KEY.test(value) && !OPTION_FIELDS.includes(value) : true;
  }
}

/** The fieldNames controls: the keys of an option, which must differ from each other. */
export const FIELD_NAME_CONTROLS: readonly Control[] = CONTROLS.filter((control) => control.group === 'fieldNames');

/** Whether `control` can take `value` in the configuration `values`: valid, and for a fieldNames key, unlike the other two. */
export function acceptsValue(control: Control, value: ControlValue, values: PropValues): boolean {
  if (!isValidValue(control, value)) return false;
  if (control.group !== 'fieldNames') return true;
  return !FIELD_NAME_CONTROLS.some((other) => other.name !== control.name && values[other.name] === value);
}
