/**
 * What a demo export needs beyond the page: dumi's two exporters (the StackBlitz SDK, and the
 * CodeSandbox form encoder with lz-string) and the exported stylesheet: rc-cascader's compiled CSS
 * followed by the site's demo theme (src/styles/demo-theme.css). Loaded as one
 * chunk when a visitor first exports a demo (src/stand-ins/dumi-sandbox-export.ts).
 */
export { openCodeSandbox } from 'dumi/dist/client/theme-api/openCodeSandbox.js';
export { openStackBlitz } from 'dumi/dist/client/theme-api/openStackBlitz.js';
import { DEMO_THEME_CSS, RC_CASCADER_CSS } from '../generated/rc-cascader-css';
import { sandboxStylesheet } from './sandbox';

export const SANDBOX_CSS = sandboxStylesheet(RC_CASCADER_CSS, DEMO_THEME_CSS);
