/**
 * The pure parts of the Lighthouse audit (scripts/audit.mjs): which pages the build holds, what a
 * Lighthouse result says about each, whether a page meets our budgets, and the tables.
 * Unit-tested in tests/unit/audit-lib.test.ts.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { median } from './bench-lib.mjs';

/**
 * Our budgets (issue 17), for the median of cold runs. Scores are 0–100; the accessibility,
 * best-practices and SEO scores must be perfect. A page's TBT must also stay within
 * `tbtOverBaselineMs` of the no-script baseline audited in the same run, and its observed first
 * paint within `firstPaintMs` of navigation in every run.
 */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 1.5,
  tbtMs: 150,
  tbtOverBaselineMs: 100,
  cls: 0.01,
  transferredKiB: 300,
  firstPaintMs: 400,
};

/**
 * The no-script baseline: a copy of one built page with every script removed (its markup and
 * stylesheet kept), audited in the same run as the pages, so that the machine's own floor of
 * blocking time and first paint is visible beside every page's.
 */
export const BASELINE_PATH = '/__audit__/no-script-baseline';

/** A built page's HTML with every script, inline or not, and every script preload removed. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * Chrome's flags for one run. By default, chrome-launcher's own defaults (what `npx lighthouse` and
 * PageSpeed Insights-like tools use), which turn RenderDocument off; with `renderDocument`, the
 * same list with RenderDocument left on, as in a visitor's Chrome (see tests/perf/README.md on the
 * held first paint).
 */
export function launchOptions(defaultFlags, extraFlags, { renderDocument = false } = {}) {
  if (!renderDocument) return { chromeFlags: extraFlags };
  const flags = defaultFlags.map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag.slice('--disable-features='.length).split(',').filter((name) => name !== 'RenderDocument').join(',')}`
      : flag,
  );
  return { ignoreDefaultFlags: true, chromeFlags: [...flags, ...extraFlags] };
}

/**
 * The URL path the not-found page is audited at: no file answers it, so the host serves 404.html
 * with status 404, as a visitor following a stale link meets it.
 */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * Failures that belong to a kind of page rather than to a fault, and so do not count against its
 * budgets. The not-found page answers with status 404 on purpose: Lighthouse's status-code audit
 * fails there, and Chrome logs the document's own 404 as a console error. Each entry says which
 * failure it excuses (`matches`), and `required` ones must happen: the not-found page passing the
 * status-code audit would mean an unknown URL was answered with success.
 */
export const EXPECTED_FAILURES = {
  'not-found': [
    {
      category: 'seo',
      id: 'http-status-code',
      why: 'the page answers with status 404 by design',
      required: true,
      matches: (audit) => audit.displayValue === '404',
    },
    {
      category: 'bestPractices',
      id: 'errors-in-console',
      why: "Chrome logs the document's own 404 response as a console error",
      required: false,
      matches: (audit, row) =>
        audit.items.length > 0 &&
        audit.items.every((item) => item.source === 'network' && item.url === row.url && /\b404\b/.test(item.text)),
    },
  ],
};

/** The Lighthouse categories, in table order, with the key each has in a row's `scores`. */
export const CATEGORIES = [
  { id: 'performance', key: 'performance', label: 'Perf' },
  { id: 'accessibility', key: 'accessibility', label: 'A11y' },
  { id: 'best-practices', key: 'bestPractices', label: 'BP' },
  { id: 'seo', key: 'seo', label: 'SEO' },
];

/** Every `.html` file below `root`, as a path relative to it with `/` separators, sorted. */
export function findHtmlFiles(root) {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return name.endsWith('.html') ? [relative(root, full).split(sep).join('/')] : [];
    });
  return walk(root).sort();
}

const KIND_ORDER = { baseline: -1, page: 0, 'not-found': 1, demo: 2 };

/**
 * The pages to audit, from the build's HTML files (relative to dist/):
 * `index.html` → `/`, `demo/simple/index.html` → `/demo/simple`, `about.html` → `/about`,
 * `404.html` → the not-found page at NOT_FOUND_PATH (status 404), `~demos/<id>/index.html` → a
 * standalone demo page. Templates of dynamic routes (a `:param` in the path) are not pages.
 * Paths are site paths; `base` is the path the site is served under.
 */
export function pagesFromFiles(files, base = '/') {
  const prefix = base.replace(/\/$/, '');
  return files
    .filter((file) => file.endsWith('.html') && !file.includes(':'))
    .map((file) => {
      if (file === '404.html') {
        return { path: NOT_FOUND_PATH, url: `${prefix}${NOT_FOUND_PATH}`, file, kind: 'not-found', status: 404 };
      }
      const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      const path = `/${route}`;
      const kind = route.startsWith('~demos/') ? 'demo' : 'page';
      return { path, url: `${prefix}${path}`, file, kind, status: 200 };
    })
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.path.localeCompare(b.path));
}

/**
 * Keeps the pages whose path contains `only` (all of them when it is empty); `only` may list several
 * substrings, comma-separated, and a substring written `=path` matches that path exactly
 * (`--only =/,/demo/simple` is the home page and every page whose path contains /demo/simple).
 */
export function selectPages(pages, only) {
  if (!only) return pages;
  const wanted = only.split(',').filter(Boolean);
  return pages.filter((page) =>
    wanted.some((part) => (part.startsWith('=') ? page.path === part.slice(1) : page.path.includes(part))),
  );
}

/** At most this many details (console messages, elements, URLs) are kept per failing audit. */
const MAX_ITEMS = 5;

/** The gist of one row of an audit's details table: its message, element or URL. */
function describeItem(item) {
  const text = item.description ?? item.node?.snippet ?? item.node?.nodeLabel ?? item.url ?? item.source ?? '';
  const url = item.sourceLocation?.url ?? item.url;
  return {
    ...(item.source ? { source: item.source } : {}),
    text: typeof text === 'string' ? text : JSON.stringify(text),
    ...(typeof url === 'string' ? { url } : {}),
  };
}

/**
 * The weighted audits of one category that did not pass, with their titles, display values and
 * the first few rows of their details.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories?.[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map(({ id, title, displayValue, details }) => ({
      id,
      title,
      ...(displayValue ? { displayValue } : {}),
      items: Array.isArray(details?.items) ? details.items.slice(0, MAX_ITEMS).map(describeItem) : [],
    }));
}

const score = (lhr, id) => {
  const value = lhr.categories?.[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr, id) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** When the page's first contentful paint was observed in the trace (not simulated), or null. */
const observedFcpOf = (lhr) => {
  const value = lhr.audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  return typeof value === 'number' ? value : null;
};

/** Lighthouse's measure of the host's CPU speed during a run (higher is faster), or null. */
const benchmarkIndexOf = (lhr) => {
  const value = lhr.environment?.benchmarkIndex;
  return typeof value === 'number' ? value : null;
};

/**
 * One page's figures from a Lighthouse result (LH.Result): the four scores (0–100, or null when
 * Lighthouse could not score), the metrics, the bytes transferred (as the network delivered them,
 * compressed), the request count, and the failing audits of every category below 100.
 */
export function summarise(page, lhr) {
  const requests = lhr.audits?.['network-requests']?.details?.items;
  const scores = Object.fromEntries(CATEGORIES.map(({ id, key }) => [key, score(lhr, id)]));
  const failing = Object.fromEntries(
    CATEGORIES.filter(({ key }) => scores[key] !== null && scores[key] < 100).map(({ id, key }) => [
      key,
      failingAudits(lhr, id),
    ]),
  );
  return {
    path: page.path,
    kind: page.kind,
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    observedFcpMs: observedFcpOf(lhr),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferredBytes: numeric(lhr, 'total-byte-weight'),
    requests: Array.isArray(requests) ? requests.length : null,
    benchmarkIndex: benchmarkIndexOf(lhr),
    failing,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** A row for a page whose Lighthouse run threw. */
export function errorRow(page, error) {
  return {
    path: page.path,
    kind: page.kind,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    observedFcpMs: null,
    cls: null,
    transferredBytes: null,
    requests: null,
    benchmarkIndex: null,
    failing: {},
    error: error instanceof Error ? error.message : String(error),
  };
}

/** Whether a failing audit of a row is one its kind of page is expected to have. */
function isExpected(row, key, audit) {
  return (EXPECTED_FAILURES[row.kind] ?? []).some(
    (expected) => expected.category === key && expected.id === audit.id && expected.matches(audit, row),
  );
}

/** Whether a score below 100 is held down only by failures the page is expected to have. */
export function onlyExpectedFailures(row, key) {
  const failing = row.failing[key] ?? [];
  return failing.length > 0 && failing.every((audit) => isExpected(row, key, audit));
}

/**
 * The baseline's TBT: the median over its runs (or its one run), or null when there is no baseline
 * row or it has no figure.
 */
export function baselineTbtMs(rows) {
  const baseline = rows.find((row) => row.kind === 'baseline' && !row.error);
  if (!baseline) return null;
  const values = (baseline.runs?.tbtMs ?? [baseline.tbtMs]).filter((value) => value !== null);
  return values.length > 0 ? median(values) : null;
}

/**
 * How a row misses the budgets: one line per miss, empty when it meets all of them. A category
 * held below its budget only by the page's expected failures (EXPECTED_FAILURES) counts as met; a
 * required failure that did not happen is a miss. With the baseline's TBT, a page whose TBT exceeds
 * it by more than `tbtOverBaselineMs` misses too; a run whose first paint came later than
 * `firstPaintMs` is a miss. The baseline itself has no budget.
 */
export function budgetMisses(row, budgets = BUDGETS, baselineTbt = null) {
  if (row.kind === 'baseline') return [];
  if (row.error) return [`no result: ${row.error}`];
  const misses = [];
  for (const { key, label } of CATEGORIES) {
    const value = row.scores[key];
    for (const expected of EXPECTED_FAILURES[row.kind] ?? []) {
      const failed = (row.failing[key] ?? []).some((audit) => audit.id === expected.id);
      if (expected.category === key && expected.required && !failed) {
        misses.push(`${label}: ${expected.id} was expected to fail (${expected.why})`);
      }
    }
    if (value === null) misses.push(`${label}: no score`);
    else if (value < budgets[key] && !onlyExpectedFailures(row, key)) misses.push(`${label} ${value} < ${budgets[key]}`);
  }
  const metric = (value, limit, text) => {
    if (value === null) misses.push(`${text}: not measured`);
    else if (value > limit) misses.push(text);
  };
  // Two decimals: just over the limit, one would read "LCP 1.5 s > 1.5 s".
  const lcpSeconds = row.lcpMs === null ? null : row.lcpMs / 1000;
  metric(lcpSeconds, budgets.lcpSeconds, `LCP ${lcpSeconds?.toFixed(2)} s > ${budgets.lcpSeconds} s`);
  metric(row.tbtMs, budgets.tbtMs, `TBT ${Math.round(row.tbtMs ?? 0)} ms > ${budgets.tbtMs} ms`);
  if (baselineTbt !== null && row.tbtMs !== null && row.tbtMs - baselineTbt > budgets.tbtOverBaselineMs) {
    misses.push(`TBT ${Math.round(row.tbtMs)} ms is ${Math.round(row.tbtMs - baselineTbt)} ms over the baseline's ${Math.round(baselineTbt)} ms (> ${budgets.tbtOverBaselineMs})`);
  }
  metric(row.cls, budgets.cls, `CLS ${row.cls?.toFixed(3)} > ${budgets.cls}`);
  metric(
    row.transferredBytes === null ? null : row.transferredBytes / 1024,
    budgets.transferredKiB,
    `${kib(row.transferredBytes)} KiB > ${budgets.transferredKiB} KiB`,
  );
  const paints = (row.runs?.observedFcpMs ?? [row.observedFcpMs]).filter((value) => value !== null);
  const late = paints.filter((value) => value > budgets.firstPaintMs);
  if (late.length > 0) {
    misses.push(`first paint later than ${budgets.firstPaintMs} ms in ${late.length} of ${paints.length} run(s) (${late.map((value) => Math.round(value)).join(', ')} ms)`);
  }
  return misses;
}

function signed(ms) {
  const rounded = Math.round(ms);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

function seconds(ms) {
  return ms === null ? '-' : (ms / 1000).toFixed(1);
}
function kib(bytes) {
  return bytes === null ? '-' : String(Math.round(bytes / 1024));
}

/**
 * The row of a page audited more than once: the median run's figures, with every run's LCP and TBT
 * (in run order) beside them. On a small machine the same build's TBT can range from a few
 * milliseconds to a few hundred between runs, and the median of a few runs hides that.
 */
export function withRunSpread(row, lhrs) {
  if (lhrs.length < 2) return row;
  return {
    ...row,
    runs: {
      lcpMs: lhrs.map((lhr) => numeric(lhr, 'largest-contentful-paint')),
      tbtMs: lhrs.map((lhr) => numeric(lhr, 'total-blocking-time')),
      observedFcpMs: lhrs.map(observedFcpOf),
      benchmarkIndex: lhrs.map(benchmarkIndexOf),
    },
  };
}

/** A figure of the median run, followed by the range of all runs when there are several. */
function withRange(value, values, format) {
  if (value === null) return '-';
  const known = (values ?? []).filter((each) => each !== null);
  if (known.length < 2) return format(value);
  return `${format(value)} (${format(Math.min(...known))}–${format(Math.max(...known))})`;
}

/**
 * How often each run, not only the median one, kept LCP and TBT within budget: the number of runs
 * and the pages that kept them in every run. Empty when each page was audited once.
 */
export function runSpreadSummary(rows, budgets = BUDGETS) {
  const withRuns = rows.filter((row) => row.runs && row.kind !== 'baseline');
  if (withRuns.length === 0) return [];
  return [
    { key: 'lcpMs', limitMs: budgets.lcpSeconds * 1000, budget: `LCP ≤ ${budgets.lcpSeconds} s` },
    { key: 'tbtMs', limitMs: budgets.tbtMs, budget: `TBT ≤ ${budgets.tbtMs} ms` },
    { key: 'observedFcpMs', limitMs: budgets.firstPaintMs, budget: `first paint ≤ ${budgets.firstPaintMs} ms` },
  ].map(({ key, limitMs, budget }) => {
    const runs = withRuns.flatMap((row) => row.runs[key] ?? []).filter((value) => value !== null);
    const within = runs.filter((value) => value <= limitMs).length;
    const everyRun = withRuns.filter((row) => (row.runs[key] ?? []).every((value) => value !== null && value <= limitMs));
    return `${budget} in ${within} of ${runs.length} runs; in every run on ${everyRun.length} of ${withRuns.length} page(s).`;
  });
}

/**
 * Lighthouse's 4× CPU slowdown turns a desktop whose benchmarkIndex is 1,500–2,000 into a mid-tier
 * phone; a slower host should be slowed less (Lighthouse's docs/throttling.md).
 */
export const CALIBRATED_BENCHMARK_INDEX = { min: 1500, max: 2000 };

/**
 * How fast the machine was while the pages were audited: the median and range of every run's
 * benchmarkIndex, how many runs fell below the range Lighthouse's 4× slowdown is meant for, and the
 * TBT of the runs in that range beside the slower ones'. Empty when no run reported an index.
 */
export function machineSpeedSummary(rows, budgets = BUDGETS, calibrated = CALIBRATED_BENCHMARK_INDEX) {
  const runs = rows
    .flatMap((row) =>
      row.runs
        ? row.runs.benchmarkIndex.map((index, run) => ({ index, tbtMs: row.runs.tbtMs[run] }))
        : [{ index: row.benchmarkIndex, tbtMs: row.tbtMs }],
    )
    .filter(({ index }) => typeof index === 'number');
  if (runs.length === 0) return [];
  const indices = runs.map(({ index }) => index);
  const round = (value) => String(Math.round(value));
  const tbt = (group) => {
    const known = group.map(({ tbtMs }) => tbtMs).filter((value) => value !== null);
    if (known.length === 0) return 'no TBT';
    const within = known.filter((value) => value <= budgets.tbtMs).length;
    return `TBT ≤ ${budgets.tbtMs} ms in ${within} of ${known.length}, median ${round(median(known))} ms`;
  };
  const slower = runs.filter(({ index }) => index < calibrated.min);
  const calibratedOrFaster = runs.filter(({ index }) => index >= calibrated.min);
  return [
    `Lighthouse's benchmarkIndex of this machine (CPU speed, higher is faster): median ${round(median(indices))}, ` +
      `${round(Math.min(...indices))}–${round(Math.max(...indices))} over ${runs.length} run(s).`,
    `Its 4× CPU slowdown is meant for ${calibrated.min}–${calibrated.max}; ` +
      (slower.length
        ? `${slower.length} of ${runs.length} run(s) were slower, so their pages ran on a slower phone than the profile intends.`
        : `none of the ${runs.length} run(s) was slower.`),
    `Runs at ${calibrated.min} or more: ${calibratedOrFaster.length ? tbt(calibratedOrFaster) : 'none'}; ` +
      `slower runs: ${slower.length ? tbt(slower) : 'none'}.`,
  ];
}

/** The columns of the table. */
export const HEADER = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'TBT − base', '1st paint ms', 'CLS', 'KiB', 'Req', 'Budget'];

/**
 * One table row of display strings. A score held below 100 only by the page's expected failures
 * is marked with `*` (see expectedFailureNotes).
 */
export function formatRow(row, budgets = BUDGETS, baselineTbt = null) {
  const scoreCell = ({ key }) => {
    const value = row.scores[key];
    if (value === null) return '-';
    return value < 100 && onlyExpectedFailures(row, key) ? `${value}*` : String(value);
  };
  return [
    row.path,
    ...CATEGORIES.map(scoreCell),
    seconds(row.fcpMs),
    withRange(row.lcpMs, row.runs?.lcpMs, seconds),
    withRange(row.tbtMs, row.runs?.tbtMs, (ms) => String(Math.round(ms))),
    row.kind === 'baseline' || baselineTbt === null || row.tbtMs === null ? '-' : signed(row.tbtMs - baselineTbt),
    withRange(row.observedFcpMs, row.runs?.observedFcpMs, (ms) => String(Math.round(ms))),
    row.cls === null ? '-' : row.cls.toFixed(3),
    kib(row.transferredBytes),
    row.requests === null ? '-' : String(row.requests),
    row.kind === 'baseline' ? 'baseline' : budgetMisses(row, budgets, baselineTbt).length === 0 ? 'met' : 'missed',
  ];
}

/** The notes behind the `*` marks of the table: which expected failures held which score down. */
export function expectedFailureNotes(rows) {
  const lines = [];
  for (const row of rows) {
    for (const { key, label } of CATEGORIES) {
      if (row.error || !(row.scores[key] < 100) || !onlyExpectedFailures(row, key)) continue;
      const reasons = row.failing[key].map((audit) => {
        const expected = EXPECTED_FAILURES[row.kind].find((candidate) => candidate.id === audit.id);
        return `${audit.id} fails because ${expected.why}`;
      });
      lines.push(`* ${row.path} ${label} ${row.scores[key]}: ${reasons.join('; ')}.`);
    }
  }
  return lines;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function textTable(header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), ...rows.map(line)].map((text) => text.trimEnd()).join('\n');
}

/** A Markdown table: the first column left-aligned, the figures right-aligned. */
export function markdownTable(header, rows) {
  const escape = (cell) => cell.replace(/\|/g, '\\|');
  const line = (cells) => `| ${cells.map(escape).join(' | ')} |`;
  const rule = `| ${header.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The failing audits of every page and category below 100, as text lines. */
export function failureReport(rows) {
  const lines = [];
  for (const row of rows.filter((each) => each.kind !== 'baseline')) {
    if (row.error) {
      lines.push(`${row.path}: no result (${row.error})`);
      continue;
    }
    const categories = CATEGORIES.filter(({ key }) => row.failing[key]);
    if (categories.length === 0) continue;
    lines.push(row.path);
    for (const { key, label } of categories) {
      lines.push(`  ${label} ${row.scores[key]}:`);
      for (const audit of row.failing[key]) {
        lines.push(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        // Performance audits are metrics: their details say nothing more than their value.
        if (key === 'performance') continue;
        for (const item of audit.items) {
          const url = item.url && !item.text.includes(item.url) ? ` (${item.url})` : '';
          lines.push(`      - ${item.source ? `${item.source}: ` : ''}${item.text}${url}`);
        }
      }
    }
  }
  return lines;
}

/** Our budgets as one line of text. */
export function describeBudgets(budgets = BUDGETS) {
  return (
    `performance >= ${budgets.performance}, LCP <= ${budgets.lcpSeconds} s, TBT <= ${budgets.tbtMs} ms and ` +
    `<= ${budgets.tbtOverBaselineMs} ms over the no-script baseline's, first paint <= ${budgets.firstPaintMs} ms in every run, ` +
    `CLS <= ${budgets.cls}, transferred <= ${budgets.transferredKiB} KiB, ` +
    `accessibility, best practices and SEO = ${budgets.accessibility}`
  );
}

/** Parses the command line; throws on an unknown option or a missing value. */
export function parseArgs(argv) {
  const options = {
    only: '',
    json: '',
    markdown: false,
    strict: false,
    help: false,
    runs: 1,
    warm: false,
    renderDocument: false,
    baseline: '/demo/simple',
    dist: '',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--markdown') options.markdown = true;
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--warm') options.warm = true;
    else if (arg === '--render-document') options.renderDocument = true;
    else if (arg === '--only' || arg === '--json' || arg === '--baseline' || arg === '--dist') {
      const value = argv[index + 1];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      index += 1;
    } else if (arg === '--runs') {
      const value = argv[index + 1];
      if (!/^[1-9]\d*$/.test(value ?? '')) throw new Error('--runs needs a whole number of at least 1');
      options.runs = Number(value);
      index += 1;
    } else throw new Error(`unknown option ${arg}`);
  }
  return options;
}
