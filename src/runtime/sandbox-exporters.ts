/**
 * What a demo export needs beyond the page: dumi's two exporters (the StackBlitz SDK, and the
 * CodeSandbox form encoder with lz-string) and rc-cascader's compiled stylesheet. Loaded as one
 * chunk when a visitor first exports a demo (src/stand-ins/dumi-sandbox-export.ts).
 */
export { openCodeSandbox } from 'dumi/dist/client/theme-api/openCodeSandbox.js';
export { openStackBlitz } from 'dumi/dist/client/theme-api/openStackBlitz.js';
export { RC_CASCADER_CSS } from '../generated/rc-cascader-css';
