#!/usr/bin/env node
/**
 * Lighthouse audit of every page of the built site: serves dist/ like GitHub Pages (gzip, 404.html
 * with status 404) on a free port, runs Lighthouse's default mobile profile with simulated throttling
 * against each page in turn, in one Chromium with a fresh page per URL, and prints the figures, the
 * failing audits and our budgets. Builds the site first when dist/ has no index.html.
 *
 * With --runs N, each page is audited N times and its row is the median run, which Lighthouse picks
 * (computeMedianRun: the run nearest the median FCP and time to interactive): on a small machine
 * TBT and LCP vary by hundreds of milliseconds between runs of the same build. The LCP and TBT cells
 * then also give the range of all runs, and a summary says how many runs, not only median ones, kept
 * each within budget. The report ends with the machine's speed as Lighthouse measured it in every
 * run (its benchmarkIndex), since the blocking time it simulates scales with it.
 *
 * Usage: node scripts/audit.mjs [--only <substring>] [--runs <n>] [--json <file>] [--markdown] [--strict]
 * Exit code: 0 when every page was audited (budget misses are reported, not fatal), 1 when an
 * audit could not run or, with --strict, when any page misses a budget, 2 on a usage error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  BUDGETS,
  HEADER,
  budgetMisses,
  describeBudgets,
  errorRow,
  expectedFailureNotes,
  failureReport,
  findHtmlFiles,
  formatRow,
  machineSpeedSummary,
  markdownTable,
  pagesFromFiles,
  parseArgs,
  runSpreadSummary,
  selectPages,
  summarise,
  textTable,
  withRunSpread,
} from './audit-lib.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { normaliseBase, startStaticHost } from './static-host.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const USAGE = 'Usage: npm run audit -- [--only <substring>] [--runs <n>] [--json <file>] [--markdown] [--strict]';

const out = (text = '') => process.stdout.write(`${text}\n`);
const progress = (text) => process.stderr.write(`${text}\n`);

function ago(date) {
  const minutes = Math.round((Date.now() - date.getTime()) / 60_000);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : path;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    progress(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    out(USAGE);
    return 0;
  }

  if (!existsSync(join(DIST, 'index.html'))) {
    progress('No build in dist/: running "npm run build" first.');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      progress('The build failed; nothing to audit.');
      return 1;
    }
  }

  const base = normaliseBase(process.env.SITE_BASE || '/');
  const pages = selectPages(pagesFromFiles(findHtmlFiles(DIST), base), options.only);
  if (pages.length === 0) {
    progress(`No page of dist/ matches --only ${JSON.stringify(options.only)}.`);
    return 2;
  }

  const chromePath = chromiumExecutable();
  if (!chromePath) {
    progress('No Chromium found: install it or set CHROMIUM_PATH.');
    return 1;
  }

  const builtAt = statSync(join(DIST, 'index.html')).mtime;
  const { version: lighthouseVersion } = JSON.parse(
    readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  );
  out(`Auditing dist/ built ${builtAt.toISOString()} (${ago(builtAt)}), ${pages.length} page(s).`);
  out(`Lighthouse ${lighthouseVersion}, default mobile profile, simulated throttling; ${chromiumVersion(chromePath)}.`);
  if (options.runs > 1) {
    out(`Each page audited ${options.runs} times; its row is the median run, with every run's range of LCP and TBT.`);
  }
  out();

  const started = Date.now();
  const server = await startStaticHost({ root: DIST, base, port: 0 });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });

  const auditOnce = (page) =>
    lighthouse(`${origin}${page.url}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      // The not-found page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
      ignoreStatusCode: page.status === 404,
    });

  /** The page's row: its median run with every run's LCP and TBT, or the first run Lighthouse could not complete. */
  async function audit(page) {
    const runs = [];
    for (let run = 0; run < options.runs; run += 1) {
      const result = await auditOnce(page);
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) return summarise(page, result.lhr);
      runs.push(result.lhr);
    }
    return withRunSpread(summarise(page, runs.length > 1 ? computeMedianRun(runs) : runs[0]), runs);
  }

  const rows = [];
  try {
    // A fresh browser's first page load is slower (empty caches, fonts not yet looked up): one
    // unrecorded load first, so that the first page audited is not the one that pays for it.
    await auditOnce(pages[0]).catch(() => undefined);
    for (const [index, page] of pages.entries()) {
      const pageStarted = Date.now();
      let row;
      try {
        row = await audit(page);
      } catch (error) {
        row = errorRow(page, error);
      }
      rows.push(row);
      const { performance, accessibility, bestPractices, seo } = row.scores;
      const seconds = ((Date.now() - pageStarted) / 1000).toFixed(0);
      progress(
        `[${index + 1}/${pages.length}] ${page.path}: ` +
          (row.error ? `no result (${row.error})` : `${performance}/${accessibility}/${bestPractices}/${seo}`) +
          ` in ${seconds} s`,
      );
    }
  } finally {
    await chrome.kill();
    await new Promise((done) => server.close(done));
  }
  const wallSeconds = (Date.now() - started) / 1000;

  const cells = rows.map((row) => formatRow(row));
  out(options.markdown ? markdownTable(HEADER, cells) : textTable(HEADER, cells));
  const notes = expectedFailureNotes(rows);
  if (notes.length > 0) out(`\n${notes.join('\n')}`);

  const failures = failureReport(rows);
  out('\nFailing audits (categories below 100):');
  out(failures.length > 0 ? failures.join('\n') : '  none');

  const misses = rows.map((row) => ({ path: row.path, misses: budgetMisses(row) })).filter((row) => row.misses.length);
  out(`\nBudgets: ${describeBudgets(BUDGETS)}.`);
  out(`${rows.length - misses.length} of ${rows.length} page(s) meet every budget.`);
  for (const { path, misses: list } of misses) out(`  ${path}: ${list.join('; ')}`);
  const spread = runSpreadSummary(rows);
  if (spread.length > 0) {
    out('\nEvery run, not only the median one (in brackets in the table: the range of the runs):');
    for (const line of spread) out(`  ${line}`);
  }
  const speed = machineSpeedSummary(rows);
  if (speed.length > 0) {
    out('\nThe machine, as Lighthouse measured it before each run:');
    for (const line of speed) out(`  ${line}`);
  }

  out(`\nAudited ${rows.length} page(s) in ${Math.round(wallSeconds)} s.`);

  if (options.json) {
    const report = {
      builtAt: builtAt.toISOString(),
      auditedAt: new Date(started).toISOString(),
      wallSeconds,
      lighthouseVersion,
      chromium: chromiumVersion(chromePath),
      runsPerPage: options.runs,
      budgets: BUDGETS,
      pages: rows.map((row) => ({ ...row, budgetMisses: budgetMisses(row) })),
    };
    writeFileSync(resolve(options.json), `${JSON.stringify(report, null, 2)}\n`);
    out(`Wrote ${options.json}.`);
  }

  if (rows.some((row) => row.error)) return 1;
  if (options.strict && misses.length > 0) return 1;
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    progress(`The audit crashed: ${error.stack || error}`);
    process.exitCode = 1;
  },
);
