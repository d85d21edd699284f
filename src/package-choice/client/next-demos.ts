/**
 * A demo's 1.x module, loaded when the Package choice names 1.x: first the table of every demo's
 * loader (its own small chunk), then the demo's module (its component, its 1.x code, the scoped
 * package). Each load is shared and, when it fails twice, forgotten so that the next try starts
 * afresh (src/runtime/load-once.ts).
 */
import { useEffect, useState } from 'react';
import { loadOnce, loadOncePerKey } from '../../runtime/load-once';
import type { NextDemoModule } from './next-demo-types';

const loadTable = loadOnce(() => import(/* webpackChunkName: "next-demos" */ '@@/next-demos/index').then((table) => table.NEXT_DEMOS));

/**
 * The file of a demo named by its id: dumi's id ends with `-demo-<the file's name>` (`docs-demo-simple-demo-city-picker`
 * is docs/examples/city-picker.tsx), and the examples' file names are unique.
 */
export function fileOfDemoId(files: string[], id: string): string | undefined {
  // The demos of docs/examples/next exist only on 1.x, and have no standalone page.
  return files.find(
    (file) => !file.includes('/examples/next/') && id.endsWith(`-demo-${file.slice(file.lastIndexOf('/') + 1).replace(/\.[jt]sx?$/, '')}`),
  );
}

/**
 * The 1.x module of a demo, by its file (`docs/examples/city-picker.tsx`, the Previewer's `filename`) or, on a
 * standalone demo page, its id (`id:docs-demo-simple-demo-city-picker`); undefined when it has none.
 */
const loadNextDemo = loadOncePerKey(async (key): Promise<NextDemoModule | undefined> => {
  const table = await loadTable();
  const file = key.startsWith('id:') ? fileOfDemoId(Object.keys(table), key.slice(3)) : key;
  const loader = file === undefined ? undefined : table[file];
  return loader ? loader() : undefined;
});

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
  // `filename` is a key of loadNextDemo: a demo's file, or `id:` and its id.
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
