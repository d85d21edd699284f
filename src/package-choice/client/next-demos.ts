/**
 * A demo's 1.x module, loaded when the Package choice names 1.x: first the table of every demo's
 * loader (its own small chunk), then the demo's module (its component, its 1.x code, the scoped
 * package). Each load is shared and, when it fails twice, forgotten so that the next try starts
 * afresh (src/runtime/load-once.ts).
 */
import { useEffect, useState } from 'react';
import { loadOnce } from '../../runtime/load-once';
import type { NextDemoModule } from './next-demo-types';

const loadTable = loadOnce(() => import(/* webpackChunkName: "next-demos" */ '@@/next-demos/index').then((table) => table.NEXT_DEMOS));
const modules = new Map<string, () => Promise<NextDemoModule | undefined>>();

/** The 1.x module of the demo in `filename` (`docs/examples/city-picker.tsx`); undefined when it has none. */
export function loadNextDemo(filename: string): Promise<NextDemoModule | undefined> {
  let load = modules.get(filename);
  if (!load) {
    load = loadOnce(async () => {
      const loader = (await loadTable())[filename];
      return loader ? loader() : undefined;
    });
    modules.set(filename, load);
  }
  return load();
}

export type NextDemoState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; module: NextDemoModule }
  | { status: 'missing' }
  | { status: 'failed'; error: Error };

/**
 * The 1.x module of a demo while `active`: 'loading', then 'ready' (or 'missing' for a demo with
 * no 1.x version, 'failed' with the load's error, tried again when 1.x is chosen again). A loaded
 * module is shared, so switching back and forth is at once.
 */
export function useNextDemo(filename: string | undefined, active: boolean): NextDemoState {
  const [settled, setSettled] = useState<{ filename: string; state: NextDemoState } | null>(null);
  useEffect(() => {
    if (!active || !filename) return undefined;
    let current = true;
    loadNextDemo(filename).then(
      (module) => current && setSettled({ filename, state: module ? { status: 'ready', module } : { status: 'missing' } }),
      (error: unknown) =>
        current && setSettled({ filename, state: { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) } }),
    );
    return () => {
      current = false;
    };
  }, [active, filename]);
  if (!active || !filename) return { status: 'idle' };
  return settled?.filename === filename ? settled.state : { status: 'loading' };
}
