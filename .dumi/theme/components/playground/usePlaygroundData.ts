// The tree the playground's cascader shows for the data choice (../../builtins/Playground.tsx): a
// preset, the large tree (its own chunk, loaded when chosen), the loadData preset's tree as its
// children arrive after the chosen delay (or fail to), or the pasted data.
import { useIntl } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SMALL_TREE, type PlaygroundOption } from '../../../../src/playground/data';
import { lazyChildren, lazyRoots, updateAt, type DataState } from '../../../../src/playground/presets';
import { geography } from '../../../../docs/examples/data/geography';
import { onDemand, useOnDemand } from './on-demand';

const REGIONS = geography as unknown as PlaygroundOption[];

const largeTree = onDemand(() =>
  import(/* webpackChunkName: "playground-large-tree" */ '../../../../src/playground/large-tree').then((module) => module.largeTree()),
);

export interface PlaygroundData {
  /** The tree for the cascader and the code (before fieldNames' keys are applied). */
  options: PlaygroundOption[];
  /** The loadData preset's loader. */
  loadData?: (selectedOptions: PlaygroundOption[]) => void;
  /** True while the large tree loads. */
  loading: boolean;
  /** What went wrong last, to show beside the cascader. */
  notice: string | null;
}

export function usePlaygroundData(data: DataState, log: (name: string, args: unknown[]) => void): PlaygroundData {
  const intl = useIntl();
  const large = useOnDemand(largeTree, data.preset === 'large');
  const [lazy, setLazy] = useState<PlaygroundOption[]>(() => lazyRoots(SMALL_TREE));
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const timers = useRef(new Set<number>());

  // A new start for the loadData preset whenever it is chosen or its settings change; no timer outlives the page.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
      setLazy(lazyRoots(SMALL_TREE));
      setLoadFailed(null);
    };
  }, [data.preset, data.delay, data.fail]);

  const { delay, fail } = data;
  const loadData = useCallback(
    (selectedOptions: PlaygroundOption[]) => {
      log('loadData', [selectedOptions]);
      const target = selectedOptions[selectedOptions.length - 1];
      if (Array.isArray(target.children) && target.children.length > 0) return;
      const path = selectedOptions.map((option) => option.value);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        // A failed load gives no children, which ends the option's loading state; opening it again retries.
        setLazy((current) => updateAt(current, path, { children: fail ? [] : lazyChildren(SMALL_TREE, path) }));
        setLoadFailed(fail ? String(target.label) : null);
      }, delay);
      timers.current.add(timer);
    },
    [delay, fail, log],
  );

  switch (data.preset) {
    case 'regions':
      return { options: REGIONS, loading: false, notice: null };
    case 'large':
      return {
        options: large.value ?? [],
        loading: !large.value && !large.failed,
        notice: large.failed ? intl.formatMessage({ id: 'site.playground.large.failed' }) : null,
      };
    case 'loadData':
      return {
        options: lazy,
        loadData,
        loading: false,
        notice: loadFailed ? intl.formatMessage({ id: 'site.playground.load.failed' }, { label: loadFailed }) : null,
      };
    case 'custom':
      return { options: data.custom ?? [], loading: false, notice: null };
    default:
      return { options: SMALL_TREE, loading: false, notice: null };
  }
}
