/**
 * "Copy to Sketch" on demand. dumi's html2sketch feature puts its 890 kB exporter script in the
 * head of every page; the build removes that tag (src/plugins/performance.ts) and this runtime
 * plugin (exported from .dumi/app.ts) loads the script from the site's own origin the first time
 * a visitor copies a demo.
 */

/** The exporter script, copied from the html2sketch package into the site root at build time. */
export const SKETCH_SCRIPT_FILE = 'html2sketch.min.js';

interface SketchNode {
  toSketchJSON(): unknown;
}

export interface Html2Sketch {
  nodeToGroup(node: HTMLElement): Promise<SketchNode>;
  nodeToSymbol(node: HTMLElement): Promise<SketchNode>;
}

declare global {
  interface Window {
    html2sketch?: Html2Sketch;
  }
}

let loading: Promise<Html2Sketch> | undefined;

/** Loads the exporter once; a failed load is forgotten so the next click tries again. */
export function loadHtml2Sketch(src: string): Promise<Html2Sketch> {
  if (window.html2sketch) return Promise.resolve(window.html2sketch);
  loading ??= new Promise<Html2Sketch>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.html2sketch ? resolve(window.html2sketch) : reject(new Error(`${src} did not define html2sketch`));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The runtime plugin dumi's getSketchJSON applies before falling back to `window.html2sketch`. */
export async function toSketchJSON(
  memo: unknown,
  { target, opts }: { target: HTMLElement; opts: { type: 'group' | 'symbol' } },
): Promise<unknown> {
  if (memo) return memo;
  const exporter = await loadHtml2Sketch(`${process.env.PUBLIC_PATH ?? '/'}${SKETCH_SCRIPT_FILE}`);
  const node = opts.type === 'group' ? await exporter.nodeToGroup(target) : await exporter.nodeToSymbol(target);
  return node.toSketchJSON();
}
