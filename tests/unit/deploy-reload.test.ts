import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, RELOAD_KEY, mayReload, noteReload, reloadAddress } from '../../src/runtime/deploy-reload';
import { memoryStorage } from '../support/memory-storage';

const HOVER = 'https://example.org/demo/hover?x=1#props';

describe('the reload for a failed chunk', () => {
  it('is about the path and query, not the #hash', () => {
    expect(reloadAddress(HOVER)).toBe('/demo/hover?x=1');
  });

  it('is allowed the first time, and noted', () => {
    const storage = memoryStorage();
    expect(mayReload(HOVER, 1_000, storage)).toBe(true);
    noteReload(HOVER, 1_000, storage);
    expect(JSON.parse(storage.getItem(RELOAD_KEY)!)).toEqual({ address: '/demo/hover?x=1', at: 1_000 });
  });

  it('is refused at the same address within the guard, allowed after it and elsewhere', () => {
    const storage = memoryStorage();
    noteReload(HOVER, 1_000, storage);
    expect(mayReload('https://example.org/demo/hover?x=1', 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(mayReload(HOVER, 1_000 + RELOAD_GUARD_MS, storage)).toBe(true);
    expect(mayReload('https://example.org/demo/simple', 1_500, storage)).toBe(true);
  });

  it('is refused where the tab cannot note it, and survives a garbled note', () => {
    expect(mayReload(HOVER, 1_000, undefined)).toBe(false);
    const storage = memoryStorage();
    storage.setItem(RELOAD_KEY, '{not json');
    expect(mayReload(HOVER, 1_000, storage)).toBe(true);
  });
});
