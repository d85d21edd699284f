/**
 * Whether a patch pays for itself, read from cold audits (`npm run audit -- --json`): the runs of a
 * build made without the patch, against the runs of the full build audited in turns with it in the
 * same session. Cold Lighthouse runs of one build vary by hundreds of milliseconds, so medians alone
 * mislead; each metric is compared run by run with a one-sided Mann–Whitney U test ("are the runs
 * without the patch slower?"), and the tests of every page and metric are combined by Fisher's
 * method into one probability that what was seen is chance (a rough one: it takes the tests as
 * independent, while a page's TBT and LCP move together). Bytes need no test: they do not vary.
 * Used by scripts/compare-audits.mjs; unit-tested in tests/unit/patch-comparison.test.ts.
 */
import { median } from './bench-lib.mjs';

/** The metrics compared, by their field in an audit report's `runs`. */
export const METRICS = [
  { key: 'tbtMs', label: 'TBT' },
  { key: 'lcpMs', label: 'LCP' },
];

/** A patch pays on time when the combined probability is below this. */
export const ALPHA = 0.05;

/** The complementary error function (Numerical Recipes' erfcc, relative error under 1.2e-7). */
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const y =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? y : 2 - y;
}

/** Ranks from 1, ties given the mean of their ranks, and the tie groups' sizes. */
function ranked(values) {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array(values.length);
  const ties = [];
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].value === order[start].value) end += 1;
    for (let i = start; i <= end; i += 1) ranks[order[i].index] = (start + end) / 2 + 1;
    ties.push(end - start + 1);
    start = end + 1;
  }
  return { ranks, ties };
}

/**
 * One-sided Mann–Whitney U test: the probability, were both samples from one distribution, that
 * `a` would rank at least this far above `b`. Normal approximation with tie and continuity
 * corrections (as SciPy's asymptotic method).
 */
export function mannWhitneyGreater(a, b) {
  if (a.length === 0 || b.length === 0) throw new Error('Mann–Whitney needs runs on both sides');
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const { ranks, ties } = ranked([...a, ...b]);
  const u = ranks.slice(0, n1).reduce((sum, rank) => sum + rank, 0) - (n1 * (n1 + 1)) / 2;
  const tieTerm = ties.reduce((sum, t) => sum + t ** 3 - t, 0);
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  if (sigma === 0) return 1;
  const z = (u - (n1 * n2) / 2 - 0.5) / sigma;
  return erfc(z / Math.SQRT2) / 2;
}

/** Fisher's method: one probability for several independent tests' p-values. */
export function fisherCombined(pValues) {
  if (pValues.length === 0) throw new Error('no p-values to combine');
  const half = -pValues.reduce((sum, p) => sum + Math.log(Math.max(p, Number.MIN_VALUE)), 0);
  // Survival function of chi-square with 2k degrees of freedom at 2·half: e^-half Σ half^i / i!.
  let term = 1;
  let sum = 1;
  for (let i = 1; i < pValues.length; i += 1) {
    term *= half / i;
    sum += term;
  }
  return Math.min(1, Math.exp(-half) * sum);
}

/** Every run of the audited pages (not the no-script baseline), pooled over reports, by path. */
export function pooledRuns(reports) {
  const pages = new Map();
  for (const report of reports) {
    for (const page of report.pages) {
      if (page.kind === 'baseline' || !page.runs) continue;
      const pooled = pages.get(page.path) ?? { bytes: [], ...Object.fromEntries(METRICS.map(({ key }) => [key, []])) };
      for (const { key } of METRICS) pooled[key].push(...page.runs[key].filter((value) => typeof value === 'number'));
      if (typeof page.transferredBytes === 'number') pooled.bytes.push(page.transferredBytes);
      pages.set(page.path, pooled);
    }
  }
  return pages;
}

/**
 * The build without a patch against the full build, on the pages both audited: per page and
 * metric, both medians and the probability that runs this slow without the patch are chance;
 * the combined probability; the bytes saved per page; and whether the patch pays on time.
 */
export function comparePatch(fullReports, withoutReport) {
  const full = pooledRuns(fullReports);
  const without = pooledRuns([withoutReport]);
  const rows = [];
  const bytes = [];
  for (const [path, runs] of without) {
    const reference = full.get(path);
    if (!reference) continue;
    for (const { key, label } of METRICS) {
      if (runs[key].length === 0 || reference[key].length === 0) continue;
      rows.push({
        path,
        metric: label,
        withoutMedian: median(runs[key]),
        fullMedian: median(reference[key]),
        p: mannWhitneyGreater(runs[key], reference[key]),
      });
    }
    if (runs.bytes.length && reference.bytes.length) bytes.push({ path, saved: median(runs.bytes) - median(reference.bytes) });
  }
  if (rows.length === 0) throw new Error('the two builds have no audited page in common');
  const combinedP = fisherCombined(rows.map((row) => row.p));
  return { rows, bytes, combinedP, paysOnTime: combinedP < ALPHA };
}
