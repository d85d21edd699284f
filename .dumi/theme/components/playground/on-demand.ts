// What the playground loads only when it is chosen (the large tree, @rc-component/cascader 1.x):
// one loader for each, shared by every playground the visitor opens, and the hook that asks for it.
import { useEffect, useState } from 'react';
import { loadOnce } from '../../../../src/runtime/load-once';

export interface OnDemand<T> {
  /** Loads the part (src/runtime/load-once.ts: one more try at once, a failure forgotten). */
  load: () => Promise<T>;
  /** The part, once it has loaded. */
  value?: T;
}

/** A part loaded on demand, kept once it is there. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const part: OnDemand<T> = { load: loadOnce(() => load().then((value) => (part.value = value))) };
  return part;
}

/**
 * `part`, loaded when first `wanted`: `value` is undefined until it is there, and `failed` once its
 * load has failed, until it is no longer wanted; wanted again, it is loaded afresh.
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean): { value: T | undefined; failed: boolean } {
  // A function (a component) is held as it is, not called as a state updater.
  const [value, setValue] = useState<T | undefined>(() => part.value);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || value !== undefined) return undefined;
    let current = true;
    part.load().then(
      (loaded) => current && setValue(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      setFailed(false);
    };
  }, [part, wanted, value]);
  return { value: value ?? part.value, failed };
}
