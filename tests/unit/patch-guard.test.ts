import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PatchTally, StalePatchError, StalePatchesPlugin, expectApplied, realPath, sameFile } from '../../src/plugins/patch-guard';
import { compileFixture } from '../support/webpack-fixture';

describe('expectApplied', () => {
  it('passes when the patch applied and throws a StalePatchError naming it otherwise', () => {
    expect(() => expectApplied(1, 'page language', 'its target')).not.toThrow();
    expect(() => expectApplied(null, 'page language', 'no target found')).toThrow(StalePatchError);
    expect(() => expectApplied(null, 'page language', 'no target found')).toThrow(/^Stale patch "page language": no target found\. /);
  });

  it('sends the reader to "Upgrading" in CONTRIBUTING.md', () => {
    expect(() => expectApplied(null, 'page language', 'no target found')).toThrow(/\(see "Upgrading" in CONTRIBUTING\.md\)\.$/);
  });
});

describe('PatchTally', () => {
  it('reports each expected patch that never applied, after the problems it was told of', () => {
    const tally = new PatchTally()
      .expect('staged entry: boot stages', 'never happens')
      .expect('head scripts once', 'found nothing to rewrite');
    tally.record('staged entry: boot stages', 2);
    tally.report(new StalePatchError('page chunks: content tabs loaded lazily', 'an odd module'));
    expect(tally.staleness().map((error) => error.message.split('. ')[0])).toEqual([
      'Stale patch "page chunks: content tabs loaded lazily": an odd module',
      'Stale patch "head scripts once": found nothing to rewrite',
    ]);
  });

  it('starts every compilation afresh', () => {
    const tally = new PatchTally().expect('react-intl', 'x');
    tally.record('react-intl');
    tally.report(new StalePatchError('page language', 'y'));
    tally.reset();
    expect(tally.count('react-intl')).toBe(0);
    expect(tally.staleness().map((error) => error.patch)).toEqual(['react-intl']);
  });
});

describe('StalePatchesPlugin', () => {
  it('fails a webpack build with one error per stale patch, and lets it through when all applied', async () => {
    const files = { 'index.js': 'console.info(1);\n' };
    const stale = await compileFixture(files, () => ({
      plugins: [new StalePatchesPlugin(new PatchTally().expect('react-intl', 'found nothing'))],
    }));
    expect(stale.errors).toHaveLength(1);
    expect(stale.errors[0]).toMatch(/^Stale patch "react-intl": found nothing/);

    const tally = new PatchTally().expect('react-intl', 'found nothing');
    const applied = await compileFixture(files, () => ({
      plugins: [
        new StalePatchesPlugin(tally),
        { apply: (compiler) => compiler.hooks.thisCompilation.tap('record', () => tally.record('react-intl')) },
      ],
    }));
    expect(applied.errors).toEqual([]);
  });
});

describe('sameFile (the guards, whether node_modules is a folder or a link to one)', () => {
  it('matches a path through a symbolic link to a folder with its real path, and tells files apart', () => {
    const project = mkdtempSync(join(tmpdir(), 'linked-folder-'));
    try {
      mkdirSync(join(project, 'other', 'node_modules', 'pkg'), { recursive: true });
      writeFileSync(join(project, 'other', 'node_modules', 'pkg', 'index.js'), '');
      writeFileSync(join(project, 'other', 'node_modules', 'pkg', 'server.js'), '');
      symlinkSync(join(project, 'other', 'node_modules'), join(project, 'node_modules'));
      const linked = join(project, 'node_modules', 'pkg', 'index.js');
      const real = join(project, 'other', 'node_modules', 'pkg', 'index.js');
      expect(realPath(linked)).toBe(real);
      expect(sameFile(linked, real)).toBe(true);
      expect(sameFile(real, linked)).toBe(true);
      expect(sameFile(linked, join(project, 'other', 'node_modules', 'pkg', 'server.js'))).toBe(false);
      // A path where nothing is stands for itself.
      expect(realPath(join(project, 'nothing'))).toBe(join(project, 'nothing'));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
