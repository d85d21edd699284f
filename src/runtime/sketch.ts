/**
 * "Copy to Sketch" on demand. The 890 kB exporter script (html2sketch, copied into the site root
 * by the build, .dumirc.ts) is loaded from the site's own origin the first time a visitor copies a
 * demo, by the site's demo actions (.dumi/theme/slots/PreviewerActions.tsx). dumi's own html2sketch
 * option is off: it would put the script in the head of every page.
 */
import { SITE_BASE, SKETCH_SCRIPT_FILE } from '../site';
import { loadOnce } from './load-once';

interface SketchNode {
  toSketchJSON(): unknown;
}

interface Html2Sketch {
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
    script.onload = () => (window.html2sketch ? resolve(window.html2sketch) : reject(new Error(`${src} did not define html2sketch`)));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

const loadExporterScript = loadOnce(() => addExporterScript(`${SITE_BASE}${SKETCH_SCRIPT_FILE}`));

/** Loads the exporter once; a failed load is forgotten so the next click tries again. */
function loadHtml2Sketch(): Promise<Html2Sketch> {
  return window.html2sketch ? Promise.resolve(window.html2sketch) : loadExporterScript();
}

/** The Sketch JSON of a demo's container, as a group or a symbol. */
export async function sketchJSON(target: HTMLElement, type: 'group' | 'symbol'): Promise<unknown> {
  const exporter = await loadHtml2Sketch();
  const node = type === 'group' ? await exporter.nodeToGroup(target) : await exporter.nodeToSymbol(target);
  return node.toSketchJSON();
}
