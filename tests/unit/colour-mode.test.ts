import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_SCRIPT, COLOUR_STORAGE_KEY, resolveColourMode } from '../../src/inline-scripts/colour-mode';

describe('resolveColourMode', () => {
  it.each([
    ['light', false, 'light'],
    ['dark', false, 'dark'],
    ['auto', true, 'dark'],
    ['auto', false, 'light'],
    [null, true, 'light'],
    ['purple', true, 'light'],
    ['', false, 'light'],
  ] as const)('stored %j with system dark %j shows %s', (stored, systemDark, mode) => {
    expect(resolveColourMode(stored, systemDark)).toBe(mode);
  });
});

/** Runs the inline script against a stand-in browser and returns the attribute it set. */
function runScript(options: { stored?: string | null; systemDark?: boolean; cookies?: boolean; storageThrows?: boolean }) {
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: {
      getItem(key: string) {
        if (options.storageThrows) throw new Error('SecurityError');
        return key === COLOUR_STORAGE_KEY ? (options.stored ?? null) : null;
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && Boolean(options.systemDark) }),
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  const navigator = { cookieEnabled: options.cookies ?? true };
  new Function('window', 'document', 'navigator', COLOUR_MODE_SCRIPT)(window, document, navigator);
  return attributes['data-prefers-color'];
}

describe('COLOUR_MODE_SCRIPT', () => {
  it('applies a stored preference', () => {
    expect(runScript({ stored: 'dark' })).toBe('dark');
    expect(runScript({ stored: 'light', systemDark: true })).toBe('light');
  });

  it('follows the system for auto', () => {
    expect(runScript({ stored: 'auto', systemDark: true })).toBe('dark');
    expect(runScript({ stored: 'auto', systemDark: false })).toBe('light');
  });

  it('defaults to light, also for unknown values, disabled cookies and blocked storage', () => {
    expect(runScript({})).toBe('light');
    expect(runScript({ stored: 'sepia' })).toBe('light');
    expect(runScript({ stored: 'dark', cookies: false })).toBe('light');
    expect(runScript({ stored: 'dark', storageThrows: true })).toBe('light');
  });
});
