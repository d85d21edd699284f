import type { PathLike } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADLESS_SHELL, testChromium } from '../support/browser';

describe('testChromium', () => {
  const only =
    (...present: string[]) =>
    (path: PathLike) =>
      present.includes(String(path));

  it('drives CHROMIUM_PATH when it is set, even with the headless shell installed', () => {
    expect(testChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, only(HEADLESS_SHELL))).toBe('/opt/chrome/chrome');
  });

  it('prefers the headless shell to the full browser', () => {
    expect(testChromium({}, only(HEADLESS_SHELL, '/usr/bin/chromium'))).toBe(HEADLESS_SHELL);
  });

  it('falls back to the browser the audit drives when there is no headless shell', () => {
    expect(testChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(testChromium({}, only())).toBeUndefined();
  });
});
