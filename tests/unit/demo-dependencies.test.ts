import { describe, expect, it } from 'vitest';
import { demoDependencies } from '../../src/runtime/demo-dependencies';

describe('demoDependencies (the live editor’s modules, loaded on demand)', () => {
  it('puts each loaded module in every context in place of its placeholder, loading each once', async () => {
    const dependencies = demoDependencies();
    let loads = 0;
    const cascader = { default: 'Cascader' };
    const holder = dependencies.placeholder(async () => {
      loads += 1;
      return cascader;
    });
    const stylesheet = {};
    const demos = {
      a: { context: { 'rc-cascader': holder as unknown, 'rc-cascader/assets/index.less': stylesheet } },
      b: { context: { 'rc-cascader': holder as unknown } },
      c: {},
    };
    dependencies.fill(demos);
    expect(demos.a.context['rc-cascader']).toBe(holder);
    await Promise.all([dependencies.load(), dependencies.load()]);
    expect(demos.a.context['rc-cascader']).toBe(cascader);
    expect(demos.b.context['rc-cascader']).toBe(cascader);
    expect(demos.a.context['rc-cascader/assets/index.less']).toBe(stylesheet);
    expect(loads).toBe(1);
  });

  it('tries a failed load once more at once, and again on the next call', async () => {
    const dependencies = demoDependencies();
    let attempts = 0;
    const holder = dependencies.placeholder(async () => {
      attempts += 1;
      if (attempts <= 2) throw new Error(`chunk failed ${attempts}`);
      return { ok: true };
    });
    const demos = { a: { context: { x: holder as unknown } } };
    dependencies.fill(demos);
    await expect(dependencies.load()).rejects.toThrow('chunk failed 2');
    expect(demos.a.context.x).toBe(holder);
    await dependencies.load();
    expect(demos.a.context.x).toEqual({ ok: true });
    expect(attempts).toBe(3);
  });
});
