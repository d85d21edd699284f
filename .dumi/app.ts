// Runtime plugins. Why: "Copy to Sketch" loads its exporter on demand (src/sketch.ts), and
// dumi's sandbox exports cannot run our demos as is (rc-cascader's
// stylesheet is Less, which their Create React App template cannot build); see src/sandbox.ts.
import nprogress from 'nprogress';
import { RC_CASCADER_CSS } from '../src/generated/rc-cascader-css';
export { toSketchJSON } from '../src/sketch';
import { adjustCodeSandboxData, adjustStackBlitzData, type CodeSandboxData, type StackBlitzData } from '../src/sandbox';

export function modifyCodeSandboxData(memo: CodeSandboxData): CodeSandboxData {
  return adjustCodeSandboxData(memo, RC_CASCADER_CSS);
}

export function modifyStackBlitzData(memo: StackBlitzData): StackBlitzData {
  return adjustStackBlitzData(memo, RC_CASCADER_CSS);
}

// The page-loading bar starts at 8 % and trickles every 800 ms, as the specification sets.
nprogress.configure({ minimum: 0.08, trickleSpeed: 800, showSpinner: false });
