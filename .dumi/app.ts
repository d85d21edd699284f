// Runtime plugins (umi's runtime configuration). Why: "Copy to Sketch" loads its exporter on demand
// (src/runtime/sketch.ts); and dumi's sandbox exports cannot run our demos as is (rc-cascader's
// stylesheet is Less, which their Create React App template cannot build; see src/runtime/sandbox.ts).
// And a link to a file beside the pages (`/llms.txt`, a page's `.md`) is left to the browser (src/runtime/file-links.ts).
import nprogress from 'nprogress';
import { leaveFileLinksToBrowser } from '../src/runtime/file-links';
import type { ExportArgs } from '../src/stand-ins/dumi-sandbox-export';
import {
  adjustCodeSandboxData,
  adjustStackBlitzData,
  type CodeSandboxData,
  type StackBlitzData,
} from '../src/runtime/sandbox';

export { toSketchJSON } from '../src/runtime/sketch';

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

// The page-loading bar starts at 8 % and trickles every 800 ms, as the specification sets.
nprogress.configure({ minimum: 0.08, trickleSpeed: 800, showSpinner: false });

if (typeof window !== 'undefined') leaveFileLinksToBrowser(window);
