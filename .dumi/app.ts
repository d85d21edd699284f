// Runtime plugins (umi's runtime configuration). Why: hydration runs as a transition, in slices;
// "Copy to Sketch" loads its exporter on demand (src/runtime/sketch.ts); dumi's sandbox exports
// cannot run our demos as is (rc-cascader's stylesheet is Less, which their Create React App
// template cannot build; see src/runtime/sandbox.ts); and a link to a file beside the pages
// (`/llms.txt`, a page's `.md`) is left to the browser (src/runtime/file-links.ts); a cascader whose
// columns scroll sideways on a narrow screen shows its newest column (src/runtime/newest-column.ts).
import { startTransition } from 'react';
import { leaveFileLinksToBrowser } from '../src/runtime/file-links';
import { keepNewestColumnInView } from '../src/runtime/newest-column';
import type { ExportArgs } from '../src/stand-ins/dumi-sandbox-export';
import {
  adjustCodeSandboxData,
  adjustStackBlitzData,
  type CodeSandboxData,
  type StackBlitzData,
} from '../src/runtime/sandbox';
import { reactListens } from '../src/runtime/early-input';

export { toSketchJSON } from '../src/runtime/sketch';

/**
 * umi hydrates the page outside any transition, so React would hydrate its shell at a blocking
 * priority: one long task (about 150 ms on Lighthouse's throttled phone) before the first click
 * is handled. Started inside a transition, the same hydration runs in slices between which the
 * browser paints and handles input; React still hydrates at once whatever a visitor clicks or
 * types into first. umi's render (`hydrateRoot`) is synchronous, so the whole call is the transition.
 */
export function render(umiRender: () => void): void {
  // From here on React listens to the page's events (src/inline-scripts/early-input.ts).
  reactListens();
  startTransition(umiRender);
}

// The compiled stylesheet arrives with the exporters, beside the demo's data (src/stand-ins/dumi-sandbox-export.ts).
function stylesheetOf(args: ExportArgs): string {
  if (args.sandboxStylesheet === undefined) throw new Error('A demo export started without its stylesheet.');
  return args.sandboxStylesheet;
}

export function modifyCodeSandboxData(memo: CodeSandboxData, args: ExportArgs): CodeSandboxData {
  return adjustCodeSandboxData(memo, stylesheetOf(args));
}

export function modifyStackBlitzData(memo: StackBlitzData, args: ExportArgs): StackBlitzData {
  return adjustStackBlitzData(memo, stylesheetOf(args));
}

if (typeof window !== 'undefined') {
  leaveFileLinksToBrowser(window);
  keepNewestColumnInView(document);
}
