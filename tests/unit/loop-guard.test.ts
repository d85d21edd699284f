import { parse } from 'acorn';
import { transform } from 'sucrase';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import compile from '../../src/runtime/live-compiler';
import { EndlessLoopError, LOOP_GUARD_GLOBAL, LOOP_LIMIT, loopGuard, onEndlessLoop } from '../../src/runtime/loop-guard';
import { guardLoops } from '../../src/runtime/loop-guard-transform';

const FILE = 'demo-simple-demo-0-index.tsx';

/** Runs compiled CommonJS code as dumi's live editor does: `new Function` with module, exports, require. */
function run(code: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  new Function('module', 'exports', 'require', code)({ exports }, exports, () => ({}));
  return exports;
}

function stopped(action: () => unknown): EndlessLoopError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(EndlessLoopError);
    return error as EndlessLoopError;
  }
  throw new Error('the loop was not stopped');
}

describe('guardLoops', () => {
  it('guards each kind of loop, and names it with its line in the stop', () => {
    const cases: [string, string][] = [
      ['for', 'for (let i = 0; i < 3; i) {}'],
      ['while', 'while (true) {}'],
      ['do…while', 'do {} while (1);'],
      ['for…of', 'for (const x of { [Symbol.iterator]: () => ({ next: () => ({ done: false, value: 1 }) }) }) {}'],
    ];
    for (const [kind, loop] of cases) {
      const code = `"use strict";\n\n${loop}\n`;
      const error = stopped(() => run(guardLoops(code, FILE)));
      expect(error.line, kind).toBe(3);
      expect(error.loop).toBe(kind);
      expect(error.file).toBe(FILE);
      expect(error.message).toMatch(/^Stopped an endless loop: the .+ loop on line 3 ran [\d,]+ times in \d+ ms without ending\.$/);
    }
  });

  it('guards a for…in loop too (it cannot run forever, but its body can be long)', () => {
    expect(guardLoops('"use strict";for (const key in {}) {}', FILE)).toContain(`"for…in", 1, false)`);
  });

  it('keeps every line where it was, and the "use strict" directive first', () => {
    const code = '"use strict";var a = 1;\nfunction f() {\n  for (;;) { if (a) break; }\n  while (a)\n    a--;\n}\nf();\n';
    const guarded = guardLoops(code, FILE);
    expect(guarded.split('\n')).toHaveLength(code.split('\n').length);
    expect(guarded.startsWith('"use strict";var __loopGuard')).toBe(true);
    guarded.split('\n').forEach((line, index) => expect(line).toContain(code.split('\n')[index].trim().slice(0, 6)));
    expect(() => parse(guarded, { ecmaVersion: 'latest' })).not.toThrow();
  });

  it('leaves code without loops as it was', () => {
    expect(guardLoops('"use strict";const a = [1, 2].map((x) => x * 2);', FILE)).toBe('"use strict";const a = [1, 2].map((x) => x * 2);');
  });

  it('keeps labels, continue and nested loops working', () => {
    const code = `"use strict";
let found = [];
outer: for (let i = 0; i < 5; i++) {
  inner: for (let j = 0; j < 5; j++) {
    if (j === 2) continue outer;
    if (i === 3) break outer;
    found.push(i * 10 + j);
  }
}
let k = 0;
while (k < 4) k++;
if (k) do k--; while (k > 1) else k = -1;
exports.result = { found, k };
`;
    expect(run(guardLoops(code, FILE)).result).toEqual({ found: [0, 1, 10, 11, 20, 21], k: 1 });
  });

  it('runs 100,000 honest passes to their end', () => {
    const code = '"use strict";let sum = 0; for (let i = 0; i < 100000; i++) { sum += i; } exports.sum = sum;';
    expect(run(guardLoops(code, FILE)).sum).toBe(4999950000);
  });

  it('counts a nested loop afresh each time it is entered', () => {
    // The clock stands still: only the passes are held, whatever the machine's load.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(0);
    const code = '"use strict";let n = 0; for (let i = 0; i < 3; i++) for (let j = 0; j < 600000; j++) n++; exports.n = n;';
    expect(run(guardLoops(code, FILE)).n).toBe(1_800_000);
    clock.mockRestore();
  });

  it('holds a loop that awaits to its count only', async () => {
    const code = guardLoops('"use strict";exports.go = async () => { while (true) { await null; } };', FILE);
    const go = run(code).go as () => Promise<void>;
    const error = await go().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(EndlessLoopError);
    expect((error as EndlessLoopError).passes).toBe(LOOP_LIMIT.passes + 1);
  });

  it('says where the compiled code does not parse', () => {
    expect(() => guardLoops('"use strict";\nwhile (', FILE)).toThrow(/\(2:7\)/);
  });
});

// Importing the live compiler installed the guard where the compiled code looks for it.
beforeAll(() => expect((globalThis as Record<string, unknown>)[LOOP_GUARD_GLOBAL]).toBe(loopGuard));

describe('the guard', () => {
  it('stops a loop at 500 ms even when its passes are slow', () => {
    // Each pass takes 60 ms of a pretend clock: a real one would let a busy machine's pauses decide.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    const run = loopGuard.enter(FILE, 'while', 4, false);
    const error = stopped(() => {
      for (;;) {
        loopGuard.pass(run);
        now += 60;
      }
    });
    clock.mockRestore();
    // Slow passes are each timed: the loop is stopped at the first pass past the limit.
    expect(error.milliseconds).toBe(540);
    expect(error.passes).toBe(10);
  });

  it('stops quick passes at the limit too, reading the clock less often', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.001));
    const run = loopGuard.enter(FILE, 'for', 3, false);
    const error = stopped(() => {
      for (;;) loopGuard.pass(run);
    });
    clock.mockRestore();
    // A read every 1,024 passes at most, so far fewer reads than passes; stopped by its count here.
    expect(error.passes).toBe(LOOP_LIMIT.passes + 1);
    expect(now / 0.001).toBeLessThan(2000);
  });

  it('stops quick passes at 500 ms when the clock gets there first', () => {
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.9));
    const run = loopGuard.enter(FILE, 'while', 3, false);
    const error = stopped(() => {
      for (;;) loopGuard.pass(run);
    });
    clock.mockRestore();
    expect(error.passes).toBeLessThan(LOOP_LIMIT.passes);
    expect(error.milliseconds).toBeGreaterThan(LOOP_LIMIT.milliseconds);
    expect(error.milliseconds).toBeLessThan(LOOP_LIMIT.milliseconds + 1);
  });

  it('tells the listeners of each stop, after the throw', async () => {
    const heard: EndlessLoopError[] = [];
    const stop = onEndlessLoop((error) => heard.push(error));
    const run = loopGuard.enter(FILE, 'for', 2, true);
    const error = stopped(() => {
      for (;;) loopGuard.pass(run);
    });
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([error]);
    stop();
  });

  it('is installed by the live compiler, whose output runs under it on the lines of the source', async () => {
    const source = `import React, { useEffect } from 'react';
import type { CascaderProps } from 'rc-cascader';

type Props = Pick<CascaderProps, 'options'>;

export default function Demo(_props: Props) {
  let i = 0;
  while (i < 10) {
    useEffect(() => {}, []);
  }
  return <div />;
}
`;
    const code = await compile(source, { filename: FILE });
    expect(code).toContain(`${FILE}", "while", 8,`);
    const exports: Record<string, unknown> = {};
    const react = { useEffect: () => undefined, createElement: () => null };
    new Function('module', 'exports', 'require', code)({ exports }, exports, () => react);
    const error = stopped(() => (exports.default as (props: object) => unknown)({}));
    expect(error.line).toBe(8);
    // What sucrase alone writes keeps the same lines: the guard adds none.
    const plain = transform(source, { transforms: ['typescript', 'jsx', 'imports'] }).code;
    expect(code.split('\n')).toHaveLength(plain.split('\n').length);
  });
});
