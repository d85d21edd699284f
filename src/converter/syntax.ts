/**
 * The converter's view of a parsed file: @babel/parser's tree (TypeScript and JSX), a walk over
 * it that knows each node's parent, and the small questions the rules ask of a node.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

export type { t };

/** Where a syntax error is, 1-based, and @babel/parser's words for it. */
export interface SyntaxProblem {
  message: string;
  line: number;
  column: number;
}

export function parseCode(code: string): { ok: true; file: t.File } | { ok: false; error: SyntaxProblem } {
  try {
    const file = parse(code, {
      sourceType: 'module',
      plugins: ['typescript', 'jsx'],
      // A pasted snippet may be a fragment of a module: let it parse.
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
      allowImportExportEverywhere: true,
      allowUndeclaredExports: true,
    });
    return { ok: true, file };
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const raw = error instanceof Error ? error.message : String(error);
    // Babel appends " (line:column)" to its message; the position is given on its own, and the
    // sentence's full stop is the caller's.
    const message = raw.replace(/\s*\(\d+:\d+\)$/, '').replace(/\.$/, '');
    return { ok: false, error: { message, line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1 } };
  }
}

const SKIPPED_KEYS = new Set([
  'loc',
  'start',
  'end',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'comments',
  'tokens',
]);

function isNode(value: unknown): value is t.Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Calls `visit` for every node under `root`, parents before children, with the node's parent. */
export function walk(root: t.Node, visit: (node: t.Node, parent: t.Node | undefined) => void): void {
  const stack: [t.Node, t.Node | undefined][] = [[root, undefined]];
  while (stack.length) {
    const [node, parent] = stack.pop()!;
    visit(node, parent);
    const children: t.Node[] = [];
    for (const key of Object.keys(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const value = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) children.push(item);
      } else if (isNode(value)) children.push(value);
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push([children[index], node]);
  }
}

/** The expression inside `as`, `satisfies`, `!` and parentheses. */
export function unwrapExpression(node: t.Node): t.Node {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSTypeAssertion' ||
    current.type === 'ParenthesizedExpression'
  ) {
    current = current.expression;
  }
  return current;
}

/** The name of an object member's key when it is written out (`a`, `'a'`, `['a']`); undefined when computed. */
export function keyName(member: t.ObjectProperty | t.ObjectMethod): string | undefined {
  const { key } = member;
  if (key.type === 'StringLiteral') return key.value;
  if (!member.computed && key.type === 'Identifier') return key.name;
  return undefined;
}

/** The start of the line holding `position`, and its leading white space. */
export function lineIndent(code: string, position: number): string {
  const lineStart = code.lastIndexOf('\n', position - 1) + 1;
  let end = lineStart;
  while (end < position && (code[end] === ' ' || code[end] === '\t')) end++;
  return code.slice(lineStart, end);
}

/**
 * The range to delete so that [start, end) goes with the white space around it: the whole line
 * when nothing else is on it, else the spaces before it.
 */
export function removalRange(code: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && (code[from - 1] === ' ' || code[from - 1] === '\t')) from--;
  if (from === 0 || code[from - 1] === '\n') {
    let to = end;
    while (to < code.length && (code[to] === ' ' || code[to] === '\t')) to++;
    if (code[to] === '\n') return [from, to + 1];
    if (code.startsWith('\r\n', to)) return [from, to + 2];
    return [start, to];
  }
  return [from, end];
}

/** Merges ranges that overlap or touch. */
export function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
