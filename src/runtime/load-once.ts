/**
 * Wraps a loader so that it runs once: every caller shares its promise. A load that fails is tried
 * once more at once (a chunk request that dropped); when the second try fails too, the promise
 * rejects and the failure is forgotten, so the next call starts afresh (the Sketch exporter,
 * src/runtime/sketch.ts, the demo exporters, src/runtime/demo-export.ts, each demo's code,
 * src/runtime/demo-boundary.tsx, the code highlighter, the search's data and results list, the
 * live editor's demo dependencies, and by key each demo's 1.x module and each page's 1.x API reference
 * load this way).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load()
      .catch(() => load())
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}

/** `loadOnce` for each key (a demo's file, a page): one shared load per key, each forgotten alone when it fails. */
export function loadOncePerKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, () => Promise<T>>();
  return (key) => {
    let loadKey = loads.get(key);
    if (!loadKey) {
      loadKey = loadOnce(() => load(key));
      loads.set(key, loadKey);
    }
    return loadKey();
  };
}
