import { describe, expect, it } from 'vitest';
import { firefoxExecutable } from '../support/firefox';

describe('firefoxExecutable', () => {
  it('prefers FIREFOX_PATH, then the first system Firefox that exists', () => {
    expect(firefoxExecutable({ FIREFOX_PATH: '/opt/firefox/firefox' }, () => false)).toBe('/opt/firefox/firefox');
    expect(firefoxExecutable({}, () => true)).toBe('/usr/bin/firefox-esr');
    expect(firefoxExecutable({}, (path) => path === '/usr/bin/firefox')).toBe('/usr/bin/firefox');
    expect(firefoxExecutable({}, () => false)).toBeUndefined();
  });
});
