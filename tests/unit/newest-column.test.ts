import { describe, expect, it } from 'vitest';
import { scrollNeeded } from '../../src/runtime/newest-column';

const rect = (left: number, right: number) => ({ left, right }) as DOMRect;

describe('scrollNeeded', () => {
  it('scrolls a left-to-right row by as much as the newest column ends past its right edge', () => {
    expect(scrollNeeded(rect(8, 352), rect(250, 400), false)).toBe(48);
  });

  it('leaves a column that is already inside alone', () => {
    expect(scrollNeeded(rect(8, 352), rect(200, 340), false)).toBe(0);
    expect(scrollNeeded(rect(8, 352), rect(20, 160), true)).toBe(0);
  });

  it('scrolls a right-to-left row towards its start (negative) when the column starts past its left edge', () => {
    expect(scrollNeeded(rect(8, 352), rect(-40, 100), true)).toBe(-48);
  });
});
