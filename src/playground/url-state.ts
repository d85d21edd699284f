/**
 * The playground's configuration in the address's query string, and back. Each prop goes by its own
 * name (`?checkable=true&expandTrigger=hover`, `showSearch.limit=20`), only when it differs from the
 * playground's starting value. Reading is forgiving: what cannot be read is ignored and named, so the
 * page can say so (`role="status"`), and no address breaks the page.
 */
import { CONTROLS, INITIAL_VALUES, controlByName, isValidValue, type ControlValue, type PropValues } from './controls';

export interface PlaygroundState {
  values: PropValues;
}

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
      if (text === '') return undefined;
      return /^\d{1,5}$/.test(text) ? Number(text) : INVALID;
    default:
      return text;
  }
}

const INVALID = Symbol('invalid');

/** Reads a query string (`?a=b`, or a URLSearchParams) into a configuration, naming what it ignored. */
export function readState(search: string | URLSearchParams): ReadState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: PropValues = { ...INITIAL_VALUES };
  const ignored: string[] = [];
  const seen = new Set<string>();
  for (const [name, text] of params) {
    const control = controlByName(name);
    const parsed = control ? parseValue(control.kind, text) : INVALID;
    if (!control || parsed === INVALID || seen.has(name) || !isValidValue(control, parsed)) {
      ignored.push(text === '' ? name : `${name}=${text}`);
      continue;
    }
    seen.add(name);
    values[name] = parsed;
  }
  const keys = ['fieldNames.label', 'fieldNames.value', 'fieldNames.children'];
  if (new Set(keys.map((key) => values[key])).size < keys.length) {
    for (const key of keys) {
      if (values[key] !== INITIAL_VALUES[key]) ignored.push(`${key}=${formatValue(values[key])}`);
      values[key] = INITIAL_VALUES[key];
    }
  }
  return { state: { values }, ignored };
}

/** The query string of a configuration: `?checkable=true`, or '' for the starting one. */
export function writeState(state: PlaygroundState): string {
  const params = new URLSearchParams();
  for (const control of CONTROLS) {
    const value = state.values[control.name];
    if (value !== control.initial) params.set(control.name, formatValue(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
