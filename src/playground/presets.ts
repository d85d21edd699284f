/**
 * The playground's data, the choice named `options`: the presets, their settings, and "your own"
 * pasted JSON, with its keys detected for fieldNames and its parse errors placed by line and column.
 * Pure: the page (../../.dumi/theme/builtins/Playground.tsx), the address (./url-state.ts) and the
 * code (./code.ts) read it; tests/unit/playground-data.test.ts checks it.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { PlaygroundOption } from './data';

/** The presets, the default first. `large` is its own chunk, loaded only when chosen. */
export const PRESETS = ['small', 'regions', 'large', 'loadData', 'custom'] as const;
export type PresetName = (typeof PRESETS)[number];

export interface DataState {
  preset: PresetName;
  /** loadData: how long the children take to arrive, in milliseconds. */
  delay: number;
  /** loadData: whether loading fails. */
  fail: boolean;
  /** custom: the pasted data, parsed. */
  custom: PlaygroundOption[] | null;
}

export const INITIAL_DATA: DataState = { preset: 'small', delay: 1000, fail: false, custom: null };

/** The largest pasted text the playground takes (the address has to carry it). */
export const MAX_JSON = 20_000;

interface JsonError {
  line: number;
  column: number;
  /** The parser's own message, without its position. */
  message: string;
}

/** What "your own" starts from: other keys than the defaults, so that their detection shows. */
export const CUSTOM_EXAMPLE: PlaygroundOption[] = [
  {
    name: 'Tea',
    id: 'tea',
    items: [
      { name: 'Green', id: 'green' },
      { name: 'Black', id: 'black' },
    ],
  },
  { name: 'Coffee', id: 'coffee', items: [{ name: 'Espresso', id: 'espresso' }] },
];

/** The line and column (both from 1) of `offset` in `text`. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Where a JSON.parse error points: V8 says `at position N` (or `line L column C`), Firefox `at line L column C`. */
function jsonError(text: string, error: unknown): JsonError {
  const raw = error instanceof Error ? error.message : String(error);
  const message = raw
    .replace(/\s*(?:in JSON )?at (?:position \d+|line \d+ column \d+)(?: \(line \d+ column \d+\))?.*$/, '')
    .replace(/^JSON\.parse: /, '');
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]), message };
  const at = /position (\d+)/.exec(raw);
  return { ...position(text, at ? Number(at[1]) : text.length), message };
}

export type ParsedData = { ok: true; options: PlaygroundOption[] } | { ok: false; error: JsonError };

/** Pasted text as options: a JSON array of objects, or where and why it is not. */
export function parseData(text: string): ParsedData {
  if (text.length > MAX_JSON) return { ok: false, error: { ...position(text, MAX_JSON), message: `longer than ${MAX_JSON} characters` } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: jsonError(text, error) };
  }
  if (!Array.isArray(value) || value.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
    return { ok: false, error: { line: 1, column: 1, message: 'not an array of option objects' } };
  }
  return { ok: true, options: value as PlaygroundOption[] };
}

const CANDIDATES = {
  label: ['label', 'name', 'title', 'text'],
  value: ['value', 'id', 'code', 'key'],
  children: ['children', 'items', 'nodes', 'subItems', 'sub'],
} as const;

/** Every key used by the options of a tree, at any depth, through any of the candidate children keys. */
function keysOf(options: PlaygroundOption[], found = new Set<string>()): Set<string> {
  for (const option of options) {
    for (const [key, field] of Object.entries(option)) {
      found.add(key);
      if (Array.isArray(field) && (CANDIDATES.children as readonly string[]).includes(key)) keysOf(field as PlaygroundOption[], found);
    }
  }
  return found;
}

/** fieldNames for pasted data: the first candidate of each role its options use, else the default key. */
export function detectFieldNames(options: PlaygroundOption[]): { label: string; value: string; children: string } {
  const keys = keysOf(options);
  const pick = (role: keyof typeof CANDIDATES) => CANDIDATES[role].find((key) => keys.has(key)) ?? CANDIDATES[role][0];
  const label = pick('label');
  const value = pick('value') === label ? CANDIDATES.value[0] : pick('value');
  return { label, value, children: pick('children') };
}

/** Pasted options, compressed for the address (lz-string), and back; null when they do not read back. */
export const packData = (options: PlaygroundOption[]) => compressToEncodedURIComponent(JSON.stringify(options));

export function unpackData(packed: string): PlaygroundOption[] | null {
  let text: string | null = null;
  try {
    text = decompressFromEncodedURIComponent(packed);
  } catch {
    return null;
  }
  if (!text) return null;
  const parsed = parseData(text);
  return parsed.ok ? parsed.options : null;
}

/** The loadData preset's first level: the small tree's top options, their children to come. */
export function lazyRoots(tree: PlaygroundOption[]): PlaygroundOption[] {
  return tree.map(({ value, label }) => ({ value, label, isLeaf: false }));
}

/** The children loadData gives `path` of `tree` (each marked as a leaf or not), or [] when there are none. */
export function lazyChildren(tree: PlaygroundOption[], path: unknown[]): PlaygroundOption[] {
  let level: PlaygroundOption[] = tree;
  for (const value of path) level = (level.find((option) => option.value === value)?.children as PlaygroundOption[] | undefined) ?? [];
  return level.map(({ children, ...rest }) => ({ ...rest, isLeaf: !(Array.isArray(children) && children.length > 0) }));
}

/** A copy of `list` in which the option at `path` has `fields` added. */
export function updateAt(list: PlaygroundOption[], path: unknown[], fields: PlaygroundOption): PlaygroundOption[] {
  const [head, ...rest] = path;
  return list.map((option) => {
    if (option.value !== head) return option;
    if (rest.length === 0) return { ...option, ...fields };
    return { ...option, children: updateAt((option.children as PlaygroundOption[]) ?? [], rest, fields) };
  });
}
