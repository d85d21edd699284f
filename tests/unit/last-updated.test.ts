import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from '../../.dumi/theme/lib/last-updated';

describe('formatLastUpdated (the footer date, prerendered)', () => {
  it('writes the UTC date in English, with its ISO time for the <time> element', () => {
    expect(formatLastUpdated(Date.UTC(2026, 10, 22, 7, 50))).toEqual({
      iso: '2026-11-22T07:50:00.000Z',
      text: 'November 22, 2026',
    });
  });

  it('uses the UTC day, whatever the time zone of the machine or the visitor', () => {
    expect(formatLastUpdated('2026-01-01T23:30:00-05:00')?.text).toBe('January 2, 2026');
  });

  it('gives nothing for a missing or invalid time', () => {
    expect(formatLastUpdated(undefined)).toBeNull();
    expect(formatLastUpdated('')).toBeNull();
    expect(formatLastUpdated('not a date')).toBeNull();
  });
});
