import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../.dumi/theme/slots/Tabs';

describe('nextTabIndex (the code tabs of a demo with several files)', () => {
  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('leaves every other key to the browser', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextTabIndex('Tab', 1, 3)).toBeUndefined();
  });
});
