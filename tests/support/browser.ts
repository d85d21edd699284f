/**
 * The Chromium that Playwright drives, and its flags for a closed network. The logic lives in
 * scripts/chromium.mjs, which the Lighthouse audit (scripts/audit.mjs) shares; set CHROMIUM_PATH
 * to point at another Chrome or Chromium build.
 */
export { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/chromium.mjs';
