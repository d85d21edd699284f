/**
 * The playground's configuration in the address's query string, and back. Each prop goes by its own
 * name (`?checkable=true&expandTrigger=hover`, `showSearch.limit=20`), only when it differs from the
 * playground's starting value; the data goes by its preset's name (`options=regions`), with the
 * loadData preset's `delay` and `fail`, pasted data as `data`, compressed with lz-string, and the
 * package as `package=@rc-component/cascader`. Reading is forgiving: what cannot be read is ignored and named, so the
 * page can say so (`role="status"`), and no address breaks the page.
 */
import type { LocaleId } from '../site';
import {
  CONTROLS,
  FIELD_NAME_CONTROLS,
  controlByName,
  initialValue,
  initialValues,
  isValidValue,
  parseWhole,
  type Control,
  type ControlValue,
  type PropValues,
} from './controls';
import { DEFAULT_PACKAGE, isPackageName, type PackageName } from '../converter/packages';
import { INITIAL_DATA, PRESETS, packData, unpackData, type DataState, type PresetName } from './presets';

export interface PlaygroundState {
  values: PropValues;
  data: DataState;
  /** The package the cascader runs on (`package=@rc-component/cascader`). */
  pkg: PackageName;
}

/** The configuration the playground starts from on the pages of `locale`. */
export const initialState = (locale: LocaleId = 'en-US'): PlaygroundState => ({
  values: initialValues(locale),
  data: INITIAL_DATA,
  pkg: DEFAULT_PACKAGE,
});

/** The configuration the playground starts from on the English pages. */
export const INITIAL_STATE: PlaygroundState = initialState();

/** The parameters of the data, beside the props'. */
const DATA_PARAMS = ['options', 'delay', 'fail', 'data'];
/** The parameter of the package. */
const PACKAGE_PARAM = 'package';

/** A parameter as the status note names it: long values (pasted data) cut short. */
const named = (name: string, text: string) => (text === '' ? name : `${name}=${text.length > 24 ? `${text.slice(0, 24)}…` : text}`);

export interface ReadState {
  state: PlaygroundState;
  /** The parameters that were ignored, as `name=value`, in the address's order. */
  ignored: string[];
}

/** A control's value as the URL writes it. */
function formatValue(value: ControlValue): string {
  return value === undefined ? '' : String(value);
}

/** A URL parameter's text as a value of `kind`, or `invalid`. */
function parseValue(kind: string, text: string): ControlValue | typeof INVALID {
  switch (kind) {
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : INVALID;
    case 'number':
      return text === '' ? undefined : (parseWhole(text) ?? INVALID);
    default:
      return text;
  }
}

const INVALID = Symbol('invalid');

/**
 * Reads a query string (`?a=b`, or a URLSearchParams) into a configuration of `controls`, naming what
 * it ignored; what it does not set keeps its starting value on the pages of `locale`.
 */
export function readState(
  search: string | URLSearchParams,
  locale: LocaleId = 'en-US',
  controls: readonly Control[] = CONTROLS,
): ReadState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const initial = initialValues(locale, controls);
  const values: PropValues = { ...initial };
  const ignored: string[] = [];
  const seen = new Set<string>();
  const data: DataState = { ...INITIAL_DATA };
  let pkg = DEFAULT_PACKAGE;
  for (const [name, text] of params) {
    if (name === PACKAGE_PARAM) {
      if (seen.has(name) || !isPackageName(text)) ignored.push(named(name, text));
      else pkg = text;
      seen.add(name);
      continue;
    }
    if (DATA_PARAMS.includes(name)) {
      if (seen.has(name) || !readData(data, name, text)) ignored.push(named(name, text));
      seen.add(name);
      continue;
    }
    const control = controlByName(name, controls);
    const parsed = control ? parseValue(control.kind, text) : INVALID;
    if (!control || parsed === INVALID || seen.has(name) || !isValidValue(control, parsed)) {
      ignored.push(named(name, text));
      continue;
    }
    seen.add(name);
    values[name] = parsed;
  }
  const keys = FIELD_NAME_CONTROLS.map((control) => control.name);
  if (new Set(keys.map((key) => values[key])).size < keys.length) {
    for (const key of keys) {
      if (values[key] !== initial[key]) ignored.push(`${key}=${formatValue(values[key])}`);
      values[key] = initial[key];
    }
  }
  if (data.preset === 'custom' && !data.custom) {
    ignored.push('options=custom');
    data.preset = INITIAL_DATA.preset;
  }
  if (data.custom && data.preset !== 'custom') {
    ignored.push(named('data', params.get('data') ?? ''));
    data.custom = null;
  }
  return { state: { values, data, pkg }, ignored };
}

/** Reads one data parameter into `data`; false when it cannot. */
function readData(data: DataState, name: string, text: string): boolean {
  switch (name) {
    case 'options':
      if (!(PRESETS as readonly string[]).includes(text)) return false;
      data.preset = text as PresetName;
      return true;
    case 'delay': {
      const delay = parseWhole(text);
      if (delay === null) return false;
      data.delay = delay;
      return true;
    }
    case 'fail':
      if (text !== 'true' && text !== 'false') return false;
      data.fail = text === 'true';
      return true;
    default:
      data.custom = unpackData(text);
      return data.custom !== null;
  }
}

/** The query string of a configuration of `controls`: `?checkable=true`, or '' for the starting one on the pages of `locale`. */
export function writeState(state: PlaygroundState, locale: LocaleId = 'en-US', controls: readonly Control[] = CONTROLS): string {
  const params = new URLSearchParams();
  const { data } = state;
  if (state.pkg !== DEFAULT_PACKAGE) params.set(PACKAGE_PARAM, state.pkg);
  if (data.preset !== INITIAL_DATA.preset) params.set('options', data.preset);
  if (data.preset === 'loadData' && data.delay !== INITIAL_DATA.delay) params.set('delay', String(data.delay));
  if (data.preset === 'loadData' && data.fail) params.set('fail', 'true');
  if (data.preset === 'custom' && data.custom) params.set('data', packData(data.custom));
  for (const control of controls) {
    const value = state.values[control.name];
    if (value !== initialValue(control, locale)) params.set(control.name, formatValue(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
