// Runtime plugins. Why: "Copy to Sketch" loads its exporter on demand (src/sketch.ts), and
// dumi's sandbox exports cannot run our demos as is (rc-cascader's
// stylesheet is Less, which their Create React App template cannot build); see src/sandbox.ts.
import nprogress from 'nprogress';
export { toSketchJSON } from '../src/sketch';
import type { ExportArgs } from '../src/lazy-sandbox-export';
import { adjustCodeSandboxData, adjustStackBlitzData, type CodeSandboxData, type StackBlitzData } from '../src/sandbox';

// The compiled stylesheet arrives with the exporters, beside the demo's data (src/lazy-sandbox-export.ts).
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
