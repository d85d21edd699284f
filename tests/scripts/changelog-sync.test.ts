import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const DATA = join(ROOT, 'src', 'site', 'next-release-props.json');

function sync(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/changelog-sync.mjs', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
}

// Offline, the --next option's own reader on the installed @rc-component/cascader: --check.
describe('npm run changelog:sync -- --next --check (scripts/changelog-sync.mjs)', () => {
  it('finds the recorded data in agreement with the installed release', () => {
    const run = sync('--next', '--check');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /next-release-props\.json: its newest entry agrees with the installed @rc-component\/cascader \d+\.\d+\.\d+/,
    );
  }, 120_000);

  it('fails, naming each difference, on data that lacks a member or a semantic part', () => {
    const data = JSON.parse(readFileSync(DATA, 'utf8')) as { versions: Record<string, Record<string, string[] | null>> };
    const newest = Object.keys(data.versions).at(-1)!;
    const record = data.versions[newest];
    record.cascader = record.cascader!.filter((name) => name !== 'checkStrictly');
    record.classNames = record.classNames!.filter((name) => name !== 'popup.list');
    const folder = mkdtempSync(join(tmpdir(), 'changelog-sync-check-'));
    const file = join(folder, 'next-release-props.json');
    writeFileSync(file, JSON.stringify(data));
    const run = sync('--next', '--check', '--data', file);
    rmSync(folder, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`cascader.checkStrictly: declared by ${newest}, missing from the data`);
    expect(run.stderr).toContain(`classNames.popup.list: declared by ${newest}, missing from the data`);
    expect(run.stderr).toContain('npm run changelog:sync -- --next');
  }, 120_000);

  it('says what --data needs', () => {
    const run = sync('--next', '--data');
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/--data needs a file; usage: npm run changelog:sync -- .*--next \[--check\] \[--data <file>\]/);
  });
});
