/**
 * Puts every loop of the live editor's compiled code under the loop guard (./loop-guard.ts).
 *
 * It runs on what sucrase wrote (plain JavaScript, on the same lines as the visitor's code), so a
 * loop's line is the line the visitor sees in the editor. Each loop, with its labels, goes into a
 * block that starts a run of the guard, and its body starts with a pass:
 *
 *   label: while (go) step();
 *   { const __loopRun1 = __loopGuard.enter(file, "while", 12, false); label: while (go) { __loopGuard.pass(__loopRun1); step(); } }
 *
 * Nothing moves to another line, and a `continue` still passes through the check. The binding of
 * the guard itself goes at the start of the first line. Only text is inserted: the visitor's code
 * is never reprinted.
 */
import { parse, type Node } from 'acorn';
import { LOOP_GUARD_GLOBAL, type LoopKind } from './loop-guard';

const GUARD = '__loopGuard';
const RUN = '__loopRun';

type LoopNode = Node & { type: LoopType; body: Node; await?: boolean; loc: { start: { line: number } } };
type LoopType = 'ForStatement' | 'WhileStatement' | 'DoWhileStatement' | 'ForOfStatement' | 'ForInStatement';

const KINDS: Record<LoopType, LoopKind> = {
  ForStatement: 'for',
  WhileStatement: 'while',
  DoWhileStatement: 'do…while',
  ForOfStatement: 'for…of',
  ForInStatement: 'for…in',
};

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Text to insert at a position; at one position, closers go first (innermost first), then openers (outermost first). */
interface Insertion {
  at: number;
  text: string;
  closes: boolean;
  depth: number;
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object' && typeof (item as Node).type === 'string') found.push(item as Node);
    }
  }
  return found;
}

/** Whether the loop awaits or yields outside any function nested in it (a `for await` does). */
function awaitsInside(loop: LoopNode): boolean {
  if (loop.await) return true;
  const search = (node: Node): boolean =>
    node.type === 'AwaitExpression' || node.type === 'YieldExpression' || (!FUNCTIONS.has(node.type) && children(node).some(search));
  return children(loop).some(search);
}

/**
 * The compiled code with every loop guarded. `file` names the code in the errors (the live editor's
 * `<demo id>-<file name>`). Throws acorn's SyntaxError, with its line, when the code does not parse.
 */
export function guardLoops(code: string, file: string): string {
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    locations: true,
    allowAwaitOutsideFunction: true,
    allowReturnOutsideFunction: true,
  });
  const insertions: Insertion[] = [];
  let count = 0;

  const visit = (node: Node, labelledFrom: Node | undefined, depth: number) => {
    if (node.type in KINDS) {
      const loop = node as LoopNode;
      const run = `${RUN}${++count}`;
      const outer = labelledFrom ?? loop;
      const enter = `${GUARD}.enter(${JSON.stringify(file)}, ${JSON.stringify(KINDS[loop.type])}, ${loop.loc.start.line}, ${awaitsInside(loop)})`;
      insertions.push({ at: outer.start, text: `{ const ${run} = ${enter}; `, closes: false, depth });
      insertions.push({ at: outer.end, text: ' }', closes: true, depth });
      const pass = `${GUARD}.pass(${run});`;
      if (loop.body.type === 'BlockStatement') {
        insertions.push({ at: loop.body.start + 1, text: ` ${pass}`, closes: false, depth: depth + 1 });
      } else {
        insertions.push({ at: loop.body.start, text: `{ ${pass} `, closes: false, depth: depth + 1 });
        insertions.push({ at: loop.body.end, text: ' }', closes: true, depth: depth + 1 });
      }
    }
    // A label stays on its loop: the block goes around the outermost label of a labelled loop.
    const labelled = node.type === 'LabeledStatement' ? (labelledFrom ?? node) : undefined;
    for (const child of children(node)) visit(child, labelled, depth + 2);
  };
  visit(program, undefined, 0);

  insertions.sort((a, b) => {
    if (a.at !== b.at) return a.at - b.at;
    if (a.closes !== b.closes) return a.closes ? -1 : 1;
    return a.closes ? b.depth - a.depth : a.depth - b.depth;
  });
  let guarded = '';
  let from = 0;
  for (const { at, text } of insertions) {
    guarded += code.slice(from, at) + text;
    from = at;
  }
  guarded += code.slice(from);
  if (count === 0) return code;
  // After a leading "use strict" directive, which must stay first to count.
  const directive = /^\s*(["'])use strict\1;?/.exec(guarded)?.[0] ?? '';
  return `${directive}var ${GUARD} = globalThis.${LOOP_GUARD_GLOBAL}; ${guarded.slice(directive.length)}`;
}
