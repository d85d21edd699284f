import { existsSync } from 'node:fs';

/**
 * The Chromium that Playwright drives. Playwright cannot download its own browser here, so the
 * system Chromium is used; set CHROMIUM_PATH to point at another Chrome or Chromium build.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((candidate) =>
    existsSync(candidate),
  );
}

/** Flags for a closed network: no background calls to Google's services at start-up. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
];
