import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, remainingDebounce } from '../../../src/search/client/site-search';

describe('remainingDebounce', () => {
  it('waits the whole debounce after a keystroke', () => {
    expect(remainingDebounce(1000, 1000)).toBe(SEARCH_DEBOUNCE_MS);
  });

  it('waits only what is left of it when the index becomes ready part-way', () => {
    expect(remainingDebounce(1000, 1150)).toBe(SEARCH_DEBOUNCE_MS - 150);
  });

  it('asks at once when the index became ready after the debounce had run out', () => {
    expect(remainingDebounce(1000, 1000 + SEARCH_DEBOUNCE_MS + 80)).toBe(0);
  });
});
