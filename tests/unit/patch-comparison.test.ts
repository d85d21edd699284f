import { describe, expect, it } from 'vitest';
import { comparePatch, fisherCombined, mannWhitneyGreater, pooledRuns, type AuditReport } from '../../scripts/patch-comparison.mjs';

// Reference values from SciPy 1.17: mannwhitneyu(a, b, alternative='greater', method='asymptotic')
// and combine_pvalues(p, method='fisher').
describe('mannWhitneyGreater', () => {
  it('gives what SciPy gives, with and without ties', () => {
    expect(mannWhitneyGreater([5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 2, 3])).toBeCloseTo(0.0049985, 5);
    const slower = [900, 1200, 1100, 950, 1000];
    const faster = [800, 820, 790, 1000, 760, 700, 1300, 810, 805, 790];
    expect(mannWhitneyGreater(slower, faster)).toBeCloseTo(0.0184986, 5);
    expect(mannWhitneyGreater(faster, slower)).toBeCloseTo(0.9863949, 5);
  });

  it('says nothing is unusual about identical samples', () => {
    expect(mannWhitneyGreater([1, 1, 1], [1, 1, 1, 1])).toBe(1);
    expect(() => mannWhitneyGreater([], [1])).toThrow('runs on both sides');
  });
});

describe('fisherCombined', () => {
  it('gives what SciPy gives', () => {
    expect(fisherCombined([0.5, 0.2, 0.05, 0.3])).toBeCloseTo(0.1116921, 6);
    expect(fisherCombined([0.01])).toBeCloseTo(0.01, 10);
  });
});

const report = (path: string, tbtMs: number[], lcpMs: number[], bytes: number): AuditReport => ({
  pages: [
    { path: '/__audit__/no-script-baseline', kind: 'baseline', transferredBytes: 1, runs: { tbtMs: [1], lcpMs: [1] } },
    { path, kind: 'page', transferredBytes: bytes, runs: { tbtMs, lcpMs } },
  ],
});

describe('comparePatch', () => {
  const full = [
    report('/', [500, 520, 480, 510, 530], [1100, 1120, 1090, 1150, 1105], 300_000),
    report('/', [505, 515, 490, 495, null as never], [1110, 1130, 1080, 1140, 1100], 300_000),
  ];

  it('pools the full build’s runs, leaving out the baseline and missing runs', () => {
    const pooled = pooledRuns(full);
    expect([...pooled.keys()]).toEqual(['/']);
    expect(pooled.get('/')!.tbtMs).toHaveLength(9);
    expect(pooled.get('/')!.bytes).toEqual([300_000, 300_000]);
  });

  it('finds a patch that pays when the build without it is slower in every run', () => {
    const result = comparePatch(full, report('/', [700, 720, 690, 710, 730], [1400, 1420, 1390, 1450, 1405], 310_240));
    expect(result.paysOnTime).toBe(true);
    expect(result.combinedP).toBeLessThan(0.01);
    expect(result.rows.map((row) => [row.metric, row.withoutMedian, row.fullMedian])).toEqual([
      ['TBT', 710, 505],
      ['LCP', 1405, 1107.5],
    ]);
    expect(result.bytes).toEqual([{ path: '/', saved: 10_240 }]);
  });

  it('finds no time win when the runs without the patch fall among the full build’s', () => {
    const result = comparePatch(full, report('/', [495, 525, 485, 505, 512], [1095, 1125, 1085, 1145, 1112], 300_000));
    expect(result.paysOnTime).toBe(false);
    expect(result.bytes).toEqual([{ path: '/', saved: 0 }]);
  });

  it('refuses builds with no page in common', () => {
    expect(() => comparePatch(full, report('/changelog', [1], [1], 1))).toThrow('no audited page in common');
  });
});
