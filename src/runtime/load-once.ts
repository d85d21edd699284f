/**
 * Wraps a loader so that it runs once: every caller shares its promise. A failed load is forgotten,
 * so the next call tries again (the Sketch exporter, src/runtime/sketch.ts, and the demo exporters,
 * src/stand-ins/dumi-sandbox-export.ts, load on a visitor's first click this way).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
