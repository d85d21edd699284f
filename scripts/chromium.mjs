/**
 * Which Chromium the Playwright tests (tests/support/browser.ts), the audit, the benchmark and
 * og-image.mjs drive, and the flags that keep it quiet on a closed network.
 */
import { existsSync } from 'node:fs';

/** Where a system Chrome or Chromium is usually installed, in order of preference. */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser to drive: CHROMIUM_PATH when set, otherwise the first candidate that exists, otherwise
 * `undefined`. Playwright cannot download its own browser here, so the system one is used.
 */
export function chromiumExecutable(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((candidate) => exists(candidate));
}

/** Flags for a closed network: no background calls to Google's services at start-up. */
export const CHROMIUM_ARGS =
  '--disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic --disable-gpu'.split(' ');
