#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse CI (lighthouserc.cjs) over the built site, served by the host of `npm run
 * preview`, plus what it lacks: a no-script baseline beside each run, and two builds compared (`--compare`).
 * Options and budgets: CONTRIBUTING.md, "Lighthouse audit". Exit code: 0 once every page was audited
 * (misses printed), 1 when Lighthouse could not audit one or, with --strict, on a miss; 2 on a usage error.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LHCI = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const WORK = join(ROOT, '.lighthouseci');
const BASELINE = '/__audit__/no-script-baseline';
const NOT_FOUND = '/__audit__/not-found';
const out = (text = '') => process.stdout.write(`${text}\n`);

/** A built page's HTML with every script, inline or not, and every script preload removed. */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '');
}

/** The pages of a build: `/`, `/demo/simple`, …, each standalone demo (not dumi's `:id` template), and 404. */
function pagesOf(dist) {
  const pages = readdirSync(dist, { recursive: true })
    .map((file) => String(file).split(sep).join('/'))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !file.includes(':'))
    .map((file) => `/${file.replace(/\/?index\.html$/, '')}`);
  if (existsSync(join(dist, '404.html'))) pages.push(NOT_FOUND);
  return pages.sort();
}

/** The median run's figures, with every run's range of LCP and TBT. */
function summarise(runs) {
  const median = runs.length > 1 ? computeMedianRun(runs) : runs[0];
  const value = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
  const range = (id) => runs.map((lhr) => value(lhr, id)).filter((v) => v !== null);
  const score = (id) => ((median.categories[id]?.score ?? null) === null ? null : Math.round(median.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value(median, 'largest-contentful-paint'),
    lcpRange: range('largest-contentful-paint'),
    tbtMs: value(median, 'total-blocking-time'),
    tbtRange: range('total-blocking-time'),
    cls: value(median, 'cumulative-layout-shift'),
    kib: (value(median, 'total-byte-weight') ?? 0) / 1024,
    // What the browser really painted first, before Lighthouse's simulation: every run's.
    firstPaints: runs.map((lhr) => lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint).filter((v) => v !== undefined),
    benchmarkIndex: runs.map((lhr) => lhr.environment?.benchmarkIndex).filter(Boolean),
  };
}

const spread = (values, digits, scale = 1) =>
  values.length > 1
    ? ` (${Math.min(...values) / scale === Math.max(...values) / scale ? 'all' : `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`})`
    : '';

/** One table row per page, in Markdown. */
function table(rows, baselineTbt) {
  const lines = ['| page | perf | LCP s | TBT ms | TBT−base | first paint ms | CLS | KiB | a11y | BP | SEO |', `${'| --- '.repeat(11)}|`];
  for (const { page, figures: f } of rows) {
    const overBase = page === BASELINE || f.tbtMs === null || baselineTbt === null ? '' : Math.round(f.tbtMs - baselineTbt);
    lines.push(
      `| ${page} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(2)}${spread(f.lcpRange, 2, 1000)} | ${Math.round(f.tbtMs)}${spread(f.tbtRange, 0)} | ${overBase} | ${f.firstPaints.map(Math.round).join('/')} | ${f.cls.toFixed(3)} | ${f.kib.toFixed(0)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The budgets that need the baseline or every run, which lhci's assertions cannot express: TBT at
 * most 100 ms over the baseline's, and the observed first paint within 400 ms in every run.
 */
export function ownBudgetMisses(rows, baselineTbt) {
  const misses = [];
  for (const { page, figures } of rows) {
    if (page === BASELINE) continue;
    if (baselineTbt !== null && figures.tbtMs - baselineTbt > 100)
      misses.push(`${page}: TBT ${Math.round(figures.tbtMs - baselineTbt)} ms over the baseline's (budget 100)`);
    const slow = figures.firstPaints.filter((ms) => ms > 400);
    if (slow.length > 0) misses.push(`${page}: first paint over 400 ms in ${slow.length} of ${figures.firstPaints.length} runs`);
  }
  return misses;
}

/** Whether two sets of runs differ beyond their spread: no run of one within the other's range. */
export function beyondSpread(a, b) {
  return a.length > 0 && b.length > 0 && (Math.max(...a) < Math.min(...b) || Math.max(...b) < Math.min(...a));
}

function lhci(args, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [LHCI, ...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** A copy of a build with the baseline page beside it, and where it is served. */
function prepareBuild(dist, options, label, port) {
  const site = join(WORK, `site-${label}`);
  rmSync(site, { recursive: true, force: true });
  cpSync(dist, site, { recursive: true });
  const source = join(dist, options.baseline === '/' ? '' : options.baseline, 'index.html');
  mkdirSync(join(site, BASELINE), { recursive: true });
  writeFileSync(join(site, BASELINE, 'index.html'), withoutScripts(readFileSync(source, 'utf8')));
  return { label, site, port, origin: `http://127.0.0.1:${port}` };
}

/** Lighthouse CI's `runs` runs of every page of a prepared build; `additive` keeps the runs collected before. */
async function collect(build, pages, runs, additive) {
  // Chrome, which Lighthouse CI starts for each run and stops by killing it, leaves a folder in the
  // temporary directory each time: its runs get a directory of their own, removed with them.
  const tmp = join(WORK, `tmp-${build.label}`);
  mkdirSync(tmp, { recursive: true });
  const code = await lhci(
    [
      'collect',
      `--config=${join(ROOT, 'lighthouserc.cjs')}`,
      `--numberOfRuns=${runs}`,
      `--settings.chromeFlags=${['--no-sandbox', ...CHROMIUM_ARGS].join(' ')}`,
      `--startServerCommand=${process.execPath} ${join(ROOT, 'scripts/serve.mjs')} --port ${build.port} --dir ${build.site}`,
      '--startServerReadyPattern=Serving',
      ...(additive ? ['--additive'] : []),
      ...[BASELINE, ...pages].map((page) => `--url=${build.origin}${page}`),
    ],
    { ...process.env, CHROME_PATH: chromiumExecutable() ?? '', TMPDIR: tmp },
  );
  rmSync(tmp, { recursive: true, force: true });
  if (code !== 0) throw new Error(`lhci collect failed (exit ${code}) on ${build.label}`);
}

/**
 * Audits the builds: with one, its runs in one go; with two, run by run in turns (the first build's
 * first run of every page, then the second's, and so on), so that a slow spell of the machine falls on
 * both. Then Lighthouse CI's assertions over every run, and each build's rows from its own runs.
 */
async function auditBuilds(builds, pages, options) {
  const port = 4400 + Math.floor(Math.random() * 500);
  const prepared = builds.map((build, index) => prepareBuild(build.dist, options, build.label.replace(/[^\w.-]+/g, '_'), port + index));
  if (prepared.length === 1) await collect(prepared[0], pages, options.runs, false);
  else {
    for (let run = 0; run < options.runs; run += 1) {
      for (const [index, build] of prepared.entries()) await collect(build, pages, 1, run > 0 || index > 0);
    }
  }
  const env = { ...process.env, CHROME_PATH: chromiumExecutable() ?? '' };
  const assertPassed = (await lhci(['assert', `--config=${join(ROOT, 'lighthouserc.cjs')}`], env)) === 0;
  const lhrs = readdirSync(WORK)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(WORK, name), 'utf8')));
  const results = prepared.map((build) =>
    [BASELINE, ...pages].map((page) => {
      const runs = lhrs.filter((lhr) => {
        const url = new URL(lhr.requestedUrl);
        return url.origin === build.origin && url.pathname === page;
      });
      if (runs.length === 0 || runs.some((lhr) => lhr.runtimeError))
        throw new Error(`Lighthouse could not audit ${page} on ${build.label}`);
      return { page, figures: summarise(runs) };
    }),
  );
  for (const build of prepared) rmSync(build.site, { recursive: true, force: true });
  return { results, assertPassed };
}

async function main() {
  let values;
  try {
    const string = (fallback) => ({ type: 'string', default: fallback });
    const options = { only: string(), runs: string('3'), compare: string(), baseline: string('/demo/simple'), strict: { type: 'boolean' } };
    ({ values } = parseArgs({ options }));
  } catch (error) {
    process.stderr.write(
      `${error.message}\nUsage: npm run audit -- [--only <path>,…] [--runs <n>] [--compare <folder>] [--baseline <path>] [--strict]\n`,
    );
    return 2;
  }
  const runs = Number(values.runs);
  const dist = join(ROOT, 'dist');
  if (!Number.isInteger(runs) || runs < 1) return (process.stderr.write('--runs takes a whole number of at least 1\n'), 2);
  if (!existsSync(join(dist, 'index.html'))) {
    out('No build in dist/: running "npm run build" first.');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1;
  }
  const all = pagesOf(dist);
  const wanted = values.only?.split(',').map((path) => (path.trim() === '404' ? NOT_FOUND : path.trim()));
  const pages = wanted ? all.filter((page) => wanted.includes(page)) : all;
  if (pages.length === 0 || (wanted && pages.length < wanted.length)) {
    process.stderr.write(`--only names a page the build does not have: ${wanted.filter((page) => !all.includes(page)).join(', ')}\n`);
    return 2;
  }
  const options = { runs, baseline: values.baseline };
  const builds = [{ label: 'dist', dist }];
  if (values.compare) builds.push({ label: values.compare, dist: resolve(ROOT, values.compare) });
  out(
    `Lighthouse CI over ${pages.length} page(s), ${runs} run(s) each, a fresh Chrome per run${builds.length > 1 ? ', the two builds in turns' : ''}; baseline: ${values.baseline} without scripts.`,
  );

  const { results, assertPassed } = await auditBuilds(builds, pages, options);
  let failed = !assertPassed;
  for (const [index, rows] of results.entries()) {
    const baselineTbt = rows[0].figures.tbtMs;
    const speeds = rows.flatMap((row) => row.figures.benchmarkIndex).map(Math.round);
    out(`\n${builds[index].label}: medians of ${runs} run(s); machine speed (benchmarkIndex) ${speeds.join(', ')}\n`);
    out(table(rows, baselineTbt));
    const own = ownBudgetMisses(rows, baselineTbt);
    for (const miss of own) out(`Budget missed: ${miss}`);
    failed ||= own.length > 0;
  }
  out(failed ? '\nSome pages miss a budget (lhci assert, above, and the lines above).' : '\nEvery page within its budgets.');
  if (results.length === 2) {
    out(`\n${builds[0].label} → ${builds[1].label} (medians; * where the two builds' runs do not overlap)\n`);
    out('| page | LCP s | TBT ms | KiB |\n| --- | --- | --- | --- |');
    results[0].forEach(({ page, figures: a }, index) => {
      const b = results[1][index].figures;
      const mark = (x, y) => (beyondSpread(x, y) ? ' *' : '');
      out(
        `| ${page} | ${(a.lcpMs / 1000).toFixed(2)} → ${(b.lcpMs / 1000).toFixed(2)}${mark(a.lcpRange, b.lcpRange)} | ${Math.round(a.tbtMs)} → ${Math.round(b.tbtMs)}${mark(a.tbtRange, b.tbtRange)} | ${a.kib.toFixed(0)} → ${b.kib.toFixed(0)} |`,
      );
    });
  }
  return values.strict && failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
