/**
 * The props of a playground configuration, from the controls alone (./controls.ts): the cascader on
 * the page and the generated code (./code.ts) get the same ones. A control sets its prop when its
 * value differs from the component's own default and has an effect (it is not disabled: its need is
 * met, and the package has the prop), so an empty `title`, `checkStrictly` on rc-cascader or
 * fieldNames on data whose keys are fixed set nothing. The names are spelt for the package by the
 * converter's rules (src/converter/rules.ts), and dotted names gathered into their objects here.
 * Pure: tests/unit/playground*.test.ts read it.
 */
import { DEFAULT_PACKAGE, type PackageName } from '../converter/packages';
import { propName } from '../converter/rules';
import { CONTROLS, FIELD_NAME_CONTROLS, unmetNeed, type Control, type PropValues } from './controls';

/** A prop by its rc-cascader 3.x name (a field of an object prop as `showSearch.limit`), and its value. */
export type PropEntry = readonly [name: string, value: unknown];

/** The props a configuration sets, in the controls' order, by their 3.x names, object fields not yet gathered. */
export function configuredProps(
  values: PropValues,
  preset = 'small',
  pkg: PackageName = DEFAULT_PACKAGE,
  controls: readonly Control[] = CONTROLS,
): PropEntry[] {
  return controls
    .filter((control) => {
      const value = values[control.name];
      return value !== undefined && value !== control.componentDefault && unmetNeed(control, values, preset, pkg) === null;
    })
    .map((control) => [control.name, values[control.name]]);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/**
 * Props by their 3.x names, spelt for `pkg`, in their order, each object's fields gathered into it
 * where the object first appears: `showSearch: true` and `showSearch.limit: 5` are `showSearch: { limit: 5 }`,
 * and 1.x's `onSearch` is `showSearch.onSearch`. A field of an object prop that `values` turns off
 * (`showSearch: false`) is left out, so is a prop whose value is undefined; a later prop of the same
 * name replaces an earlier one in its place.
 */
export function gatherProps(entries: Iterable<PropEntry>, pkg: PackageName, values: PropValues = {}): [string, unknown][] {
  const props = new Map<string, unknown>();
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    const [prop, field] = propName(name, pkg).split('.');
    const current = props.get(prop);
    if (!field) props.set(prop, isObject(current) && value === true ? current : value);
    else if (values[prop] !== false) props.set(prop, { ...(isObject(current) ? current : {}), [field]: value });
  }
  return [...props];
}

/**
 * The cascader's props for a configuration, spelt for `pkg`: the configured ones, then `extra` (the
 * data, the callbacks, the page's own), also by their 3.x names.
 */
export function cascaderProps(
  values: PropValues,
  preset: string,
  pkg: PackageName,
  extra: Readonly<Record<string, unknown>> = {},
  controls: readonly Control[] = CONTROLS,
): Record<string, unknown> {
  return Object.fromEntries(gatherProps([...configuredProps(values, preset, pkg, controls), ...Object.entries(extra)], pkg, values));
}

export interface FieldKeys {
  label: string;
  value: string;
  children: string;
}

/** fieldNames' keys in a configuration: each fieldNames control's value, or the component's default key where it has no effect (large, loadData). */
export function fieldKeys(values: PropValues, preset = 'small'): FieldKeys {
  const keys = FIELD_NAME_CONTROLS.map((control) => [
    control.name.split('.')[1],
    unmetNeed(control, values, preset) ? control.componentDefault : values[control.name],
  ]);
  return Object.fromEntries(keys) as unknown as FieldKeys;
}
