import { describe, expect, it } from 'vitest';
import { loadOnce, loadOncePerKey } from '../../src/runtime/load-once';

/** A loader that fails its first `failures` calls, and counts them all. */
function flaky(failures: number) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      if (loader.calls <= failures) throw new Error(`offline ${loader.calls}`);
      return 'exporter';
    },
  };
  return loader;
}

describe('loadOnce', () => {
  it('loads once, however many callers ask', async () => {
    const loader = flaky(0);
    const load = loadOnce(loader.load);
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(['exporter', 'exporter', 'exporter']);
    expect(loader.calls).toBe(1);
  });

  it('tries a failed load once more before the callers hear of it', async () => {
    const loader = flaky(1);
    const load = loadOnce(loader.load);
    await expect(Promise.all([load(), load()])).resolves.toEqual(['exporter', 'exporter']);
    expect(loader.calls).toBe(2);
  });

  it('rejects with the second failure, then forgets it, so the next call tries again', async () => {
    const loader = flaky(2);
    const load = loadOnce(loader.load);
    await expect(load()).rejects.toThrow('offline 2');
    expect(loader.calls).toBe(2);
    await expect(load()).resolves.toBe('exporter');
    expect(loader.calls).toBe(3);
  });
});

describe('loadOncePerKey', () => {
  it('shares one load per key, and forgets a failed key alone', async () => {
    const calls: string[] = [];
    let offline = true;
    const load = loadOncePerKey(async (key) => {
      calls.push(key);
      if (key === 'b' && offline) throw new Error('offline');
      return key.toUpperCase();
    });
    expect(await Promise.all([load('a'), load('a')])).toEqual(['A', 'A']);
    await expect(load('b')).rejects.toThrow('offline');
    offline = false;
    expect([await load('a'), await load('b')]).toEqual(['A', 'B']);
    // 'a' once; 'b' twice (loadOnce's own second try), then once more after it was forgotten.
    expect(calls).toEqual(['a', 'b', 'b', 'b']);
  });
});
