import { describe, expect, it } from 'vitest';
import { PatchTally, StalePatchError, StalePatchesPlugin, expectApplied } from '../../src/plugins/patch-guard';
import { compileFixture } from '../support/webpack-fixture';

describe('expectApplied', () => {
  it('passes when the patch applied and throws a StalePatchError naming it otherwise', () => {
    expect(() => expectApplied(1, 'a patch', 'its target')).not.toThrow();
    expect(() => expectApplied(null, 'a patch', 'no target found')).toThrow(StalePatchError);
    expect(() => expectApplied(null, 'a patch', 'no target found')).toThrow(/^Stale patch "a patch": no target found\. /);
  });
});

describe('PatchTally', () => {
  it('reports each expected patch that never applied, after the problems it was told of', () => {
    const tally = new PatchTally().expect('applied', 'never happens').expect('never applied', 'found nothing to rewrite');
    tally.record('applied', 2);
    tally.report(new StalePatchError('some rewrite', 'an odd module'));
    expect(tally.staleness().map((error) => error.message.split('. ')[0])).toEqual([
      'Stale patch "some rewrite": an odd module',
      'Stale patch "never applied": found nothing to rewrite',
    ]);
  });

  it('starts every compilation afresh', () => {
    const tally = new PatchTally().expect('p', 'x');
    tally.record('p');
    tally.report(new StalePatchError('q', 'y'));
    tally.reset();
    expect(tally.count('p')).toBe(0);
    expect(tally.staleness().map((error) => error.patch)).toEqual(['p']);
  });
});

describe('StalePatchesPlugin', () => {
  it('fails a webpack build with one error per stale patch, and lets it through when all applied', async () => {
    const files = { 'index.js': 'console.info(1);\n' };
    const stale = await compileFixture(files, () => ({ plugins: [new StalePatchesPlugin(new PatchTally().expect('p', 'found nothing'))] }));
    expect(stale.errors).toHaveLength(1);
    expect(stale.errors[0]).toMatch(/^Stale patch "p": found nothing/);

    const tally = new PatchTally().expect('p', 'found nothing');
    const applied = await compileFixture(files, () => ({
      plugins: [
        new StalePatchesPlugin(tally),
        { apply: (compiler) => compiler.hooks.thisCompilation.tap('record', () => tally.record('p')) },
      ],
    }));
    expect(applied.errors).toEqual([]);
  });
});
