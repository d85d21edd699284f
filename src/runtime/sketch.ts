/**
 * "Copy to Sketch" on demand. dumi's html2sketch feature puts its 890 kB exporter script in the
 * head of every page; the build removes that tag (src/build/performance-plugin.ts) and this runtime
 * plugin (exported from .dumi/app.ts) loads the script from the site's own origin the first time
 * a visitor copies a demo.
 */
import { SITE_BASE, SKETCH_SCRIPT_FILE } from '../site';
import { loadOnce } from './load-once';


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

/** Adds the exporter's script to the page and resolves once it has defined `window.html2sketch`. */
function addExporterScript(src: string): Promise<Html2Sketch> {
  return new Promise<Html2Sketch>((resolve, reject) => {
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
  });
}

const loadExporterScript = loadOnce(() => addExporterScript(`${SITE_BASE}${SKETCH_SCRIPT_FILE}`));

/** Loads the exporter once; a failed load is forgotten so the next click tries again. */
export function loadHtml2Sketch(): Promise<Html2Sketch> {
  return window.html2sketch ? Promise.resolve(window.html2sketch) : loadExporterScript();
}

/** The runtime plugin dumi's getSketchJSON applies before falling back to `window.html2sketch`. */
export async function toSketchJSON(
  memo: unknown,
  { target, opts }: { target: HTMLElement; opts: { type: 'group' | 'symbol' } },
): Promise<unknown> {
  if (memo) return memo;
  const exporter = await loadHtml2Sketch();
  const node = opts.type === 'group' ? await exporter.nodeToGroup(target) : await exporter.nodeToSymbol(target);
  return node.toSketchJSON();
}
