/**
 * What a loop in a live-edited demo runs under: the code the live editor compiles calls into this
 * guard at every pass of every loop (./loop-guard-transform.ts writes the calls), and a loop that
 * runs past the limit is stopped with an `EndlessLoopError` that names it and its line. Without it,
 * a loop that never ends (a `while` written before its body, `i < n; i` typed on its way to `i++`)
 * takes the whole tab down, and every edit on the page with it.
 *
 * The limit, one run of one loop (its count starts again each time the loop is entered):
 * - 1,000,000 passes. No shipped demo loops more than a few hundred times; the largest data a demo
 *   could honestly build (the playground's big tree) is 10,000 options, a hundredth of it.
 * - or 500 ms. A loop that holds the main thread that long is a frozen page already; at this limit
 *   the page answers again well within a second of the loop starting.
 *   A loop that awaits in its body gives the thread back at each pass, so only its count is held.
 *
 * The guard also tells the previewer of the demo (`onEndlessLoop`), because a loop in an event
 * handler or an effect throws where no try of the live editor can catch it.
 */

export const LOOP_LIMIT = { passes: 1_000_000, milliseconds: 500 } as const;

/** The loops the guard knows, as a visitor writes them. */
export type LoopKind = 'for' | 'while' | 'do…while' | 'for…of' | 'for await…of' | 'for…in';

export class EndlessLoopError extends Error {
  override name = 'EndlessLoopError';

  constructor(
    /** The compiled file the loop is in: `<demo id>-<file name>`, as the live editor names it. */
    readonly file: string,
    readonly loop: LoopKind,
    /** The loop's line in the visitor's code. */
    readonly line: number,
    readonly passes: number,
    readonly milliseconds: number,
  ) {
    super(
      `Stopped an endless loop: the ${loop} loop on line ${line} ran ${passes.toLocaleString('en-US')} times in ` +
        `${Math.round(milliseconds)} ms without ending.`,
    );
  }
}

/** One run of one loop. */
interface LoopRun {
  readonly file: string;
  readonly loop: LoopKind;
  readonly line: number;
  /** Whether the loop awaits or yields in its body: then only its passes are counted. */
  readonly awaits: boolean;
  readonly start: number;
  passes: number;
  /** The clock is read at this pass, then further apart while passes are quick (see `pass`). */
  nextRead: number;
  lastRead: number;
  stride: number;
}

type Listener = (error: EndlessLoopError) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each loop the guard stops (after the throw, so never during a render). */
export function onEndlessLoop(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether `error` is a loop the guard stopped in the demo whose previewer has the element id `demoId`. */
export function isLoopOfDemo(error: unknown, demoId: string): error is EndlessLoopError {
  return error instanceof EndlessLoopError && error.file.startsWith(`${demoId}-`);
}

function stop(run: LoopRun, now: number): never {
  const error = new EndlessLoopError(run.file, run.loop, run.line, run.passes, now - run.start);
  queueMicrotask(() => listeners.forEach((listener) => listener(error)));
  throw error;
}

/** At most this many passes between two reads of the clock. */
const MAX_STRIDE = 1024;

export const loopGuard = {
  enter(file: string, loop: LoopKind, line: number, awaits: boolean): LoopRun {
    const start = performance.now();
    return { file, loop, line, awaits, start, passes: 0, nextRead: 1, lastRead: start, stride: 1 };
  },
  /**
   * One pass of the loop. Reading the clock costs more than a quick pass, so it is read at every
   * pass only while passes are slow (a millisecond or more between reads); while they are quick,
   * the reads double their distance, up to MAX_STRIDE passes. A loop is so stopped a few
   * milliseconds past its limit at most, for about 20 ns a quick pass.
   */
  pass(run: LoopRun): void {
    run.passes += 1;
    if (run.passes > LOOP_LIMIT.passes) stop(run, performance.now());
    if (run.awaits || run.passes < run.nextRead) return;
    const now = performance.now();
    if (now - run.start > LOOP_LIMIT.milliseconds) stop(run, now);
    run.stride = now - run.lastRead < 1 ? Math.min(run.stride * 2, MAX_STRIDE) : 1;
    run.lastRead = now;
    run.nextRead = run.passes + run.stride;
  },
};

/** The global the compiled code reads the guard from (one binding on its first line). */
export const LOOP_GUARD_GLOBAL = '__rcCascaderSiteLoopGuard';

/** Makes the guard reachable from code that `new Function` evaluates, which sees only globals. */
export function installLoopGuard(target: Record<string, unknown> = globalThis as Record<string, unknown>): void {
  target[LOOP_GUARD_GLOBAL] = loopGuard;
}
