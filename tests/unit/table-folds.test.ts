import { describe, expect, it } from 'vitest';
import { foldAttributes, foldsOf } from '../../.dumi/theme/lib/table-folds';

describe('foldsOf', () => {
  it('finds nothing hidden in a table that fits', () => {
    expect(foldsOf({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ left: false, right: false });
  });

  it('finds the hidden sides of a wide table as it scrolls', () => {
    expect(foldsOf({ scrollLeft: 0, scrollWidth: 800, clientWidth: 342 })).toEqual({ left: false, right: true });
    expect(foldsOf({ scrollLeft: 200, scrollWidth: 800, clientWidth: 342 })).toEqual({ left: true, right: true });
    expect(foldsOf({ scrollLeft: 458, scrollWidth: 800, clientWidth: 342 })).toEqual({ left: true, right: false });
  });

  it('ignores a pixel of rounding at either end', () => {
    expect(foldsOf({ scrollLeft: 0.5, scrollWidth: 800, clientWidth: 342 }).left).toBe(false);
    expect(foldsOf({ scrollLeft: 457.5, scrollWidth: 800, clientWidth: 342 }).right).toBe(false);
  });
});

describe('foldAttributes', () => {
  it('sets an attribute only for a side that hides something', () => {
    expect(foldAttributes({ left: false, right: true })).toEqual({
      'data-left-folded': undefined,
      'data-right-folded': true,
    });
  });
});
