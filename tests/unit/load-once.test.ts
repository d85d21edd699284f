import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/runtime/load-once';

describe('loadOnce', () => {
  it('loads once, however many callers ask', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      return 'exporter';
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(['exporter', 'exporter', 'exporter']);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'exporter';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('exporter');
    expect(calls).toBe(2);
  });
});
