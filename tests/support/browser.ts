import { existsSync } from 'node:fs';
import { chromiumExecutable } from '../../scripts/chromium.mjs';

/**
 * The Chromium that Playwright drives, and its flags for a closed network (shared with the audit
 * and the benchmark in scripts/chromium.mjs); set CHROMIUM_PATH to point at another Chrome or
 * Chromium build.
 */
export { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/**
 * Chrome's headless shell, the build Playwright's own headless Chromium is: the same engine without
 * the desktop browser around it, and much lighter to start and run, which on a 2-core machine is most
 * of the Playwright suite's time. Debian packages it as `chromium-headless-shell`.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the Playwright tests: CHROMIUM_PATH when set, otherwise the headless shell when it
 * is installed, otherwise the Chromium the audit and the benchmark drive (scripts/chromium.mjs). The
 * audit and the benchmark keep the full browser: their figures are a visitor's.
 */
export function testChromium(env = process.env, exists = existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutable(env, exists);
}
