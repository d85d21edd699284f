import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runScript } from '../support/run-script';
import { summarise } from '../../scripts/bench.mjs';

const ROOT = join(__dirname, '../..');

describe('the benchmark (scripts/bench.mjs)', () => {
  it('summarises runs by their median (the mean of the middle two for an even count), min and max', () => {
    expect(summarise([12, 50, 9, 14, 11])).toEqual({ median: 12, min: 9, max: 50, runs: 5 });
    expect(summarise([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
    expect(() => summarise([])).toThrow();
    expect(() => summarise([1, Number.NaN])).toThrow(/finite/);
  });

  // One run of the real thing against the build (npm test builds first): every figure measured, and
  // no console error, page error or foreign request on the way. Its values are not held to anything.
  it('times search, live edit, navigation, the playground and the Package choice once, with no page problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const json = join(dir, 'bench.json');
    const run = await runScript(['scripts/bench.mjs', '--runs', '1', '--json', json], { cwd: ROOT, timeout: 240_000 });
    expect(run.timedOut, 'cut off at 240 s').toBe(false);
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      figures: { part: string; label: string; samples: number[]; median: number }[];
      problems: string[];
    };
    expect(report.problems).toEqual([]);
    expect(report.figures.map((figure) => figure.part)).toEqual([
      ...Array(7).fill('search'),
      'edit',
      'edit',
      'nav',
      'nav',
      'nav',
      'playground',
      'playground',
      'playground',
      'package',
      'package',
    ]);
    for (const figure of report.figures) {
      expect(figure.samples.length, figure.label).toBeGreaterThan(0);
      for (const sample of figure.samples) expect(sample, figure.label).toBeGreaterThan(0);
    }
    expect(run.stdout).toMatch(/cold, hover 100 ms, then click +\d/);
  }, 270_000);
});
