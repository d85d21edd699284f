#!/usr/bin/env node
/**
 * Lighthouse audit of every page of the built site, measured the way a visitor's `npx lighthouse`
 * or PageSpeed Insights measures: serves dist/ like GitHub Pages (gzip, 404.html with status 404) on
 * a free port and runs Lighthouse's default mobile profile with simulated throttling against each
 * page, every run in a freshly launched Chrome with a fresh profile and no warm-up load. Before the
 * pages, it audits a no-script baseline (a copy of one built page with its scripts removed), so that
 * every page's blocking time is printed beside the machine's own floor. Prints the figures, the
 * failing audits and our budgets. Builds the site first when dist/ has no index.html.
 *
 * With --runs N, each page is audited N times and its row is the median run, which Lighthouse picks
 * (computeMedianRun: the run nearest the median FCP and time to interactive): on a small machine
 * TBT and LCP vary by hundreds of milliseconds between runs of the same build. The LCP, TBT and
 * first-paint cells then also give the range of all runs, and a summary says how many runs, not only
 * median ones, kept each within budget. The report ends with the machine's speed as Lighthouse
 * measured it in every run (its benchmarkIndex), since the blocking time it simulates scales with it.
 *
 * --warm audits every page in one Chrome after one unrecorded load (the earlier way, for
 * investigations); --render-document leaves Chrome's RenderDocument on, which chrome-launcher's
 * defaults turn off (see tests/perf/README.md on the held first paint); --baseline <path> picks the
 * page the baseline is copied from; --dist <folder> audits a build other than dist/ (one made with
 * SITE_WITHOUT_PATCHES and copied aside, to compare it with the full build in the same session).
 *
 * Usage: node scripts/audit.mjs [--only <substring>[,=<path>…]] [--runs <n>] [--json <file>] [--markdown] [--strict]
 *        [--warm] [--render-document] [--baseline <path>] [--dist <folder>]
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
  BASELINE_PATH,
  BUDGETS,
  HEADER,
  baselineTbtMs,
  budgetMisses,
  describeBudgets,
  errorRow,
  expectedFailureNotes,
  failureReport,
  findHtmlFiles,
  formatRow,
  launchOptions,
  machineSpeedSummary,
  markdownTable,
  pagesFromFiles,
  parseArgs,
  runSpreadSummary,
  selectPages,
  summarise,
  textTable,
  withRunSpread,
  withoutScripts,
} from './audit-lib.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { normaliseBase, startStaticHost } from './static-host.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'Usage: npm run audit -- [--only <substring>[,=<path>…]] [--runs <n>] [--json <file>] [--markdown] [--strict] [--warm] [--render-document] [--baseline <path>] [--dist <folder>]';

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
  // --dist audits another build, e.g. one made without a module swap and copied aside.
  const DIST = options.dist ? resolve(options.dist) : join(ROOT, 'dist');
  const distName = options.dist ? `${options.dist}/` : 'dist/';

  if (options.dist && !existsSync(join(DIST, 'index.html'))) {
    progress(`--dist ${options.dist} holds no built site.`);
    return 2;
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
  const allPages = pagesFromFiles(findHtmlFiles(DIST), base);
  const pages = selectPages(allPages, options.only);
  if (pages.length === 0) {
    progress(`No page of ${distName} matches --only ${JSON.stringify(options.only)}.`);
    return 2;
  }
  const baselineSource = allPages.find((page) => page.path === options.baseline && page.kind === 'page');
  if (!baselineSource) {
    progress(`--baseline ${options.baseline} is not a page of ${distName}.`);
    return 2;
  }
  const baseline = {
    path: `${BASELINE_PATH} (${baselineSource.path}, no script)`,
    url: `${base.replace(/\/$/, '')}${BASELINE_PATH}`,
    kind: 'baseline',
    status: 200,
  };

  const chromePath = chromiumExecutable();
  if (!chromePath) {
    progress('No Chromium found: install it or set CHROMIUM_PATH.');
    return 1;
  }

  const builtAt = statSync(join(DIST, 'index.html')).mtime;
  const { version: lighthouseVersion } = JSON.parse(
    readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  );
  out(`Auditing ${distName} built ${builtAt.toISOString()} (${ago(builtAt)}), ${pages.length} page(s).`);
  out(`Lighthouse ${lighthouseVersion}, default mobile profile, simulated throttling; ${chromiumVersion(chromePath)}.`);
  out(
    options.warm
      ? 'Warm: one Chrome for every run, after one unrecorded load.'
      : 'Cold: every run in a freshly launched Chrome with a fresh profile, no warm-up (as npx lighthouse).',
  );
  out(
    options.renderDocument
      ? "Chrome flags: chrome-launcher's defaults with RenderDocument left on (as in a visitor's Chrome)."
      : "Chrome flags: chrome-launcher's defaults (RenderDocument off, as npx lighthouse runs Chrome).",
  );
  out(`No-script baseline: ${baselineSource.path} with its scripts removed, audited first.`);
  if (options.runs > 1) {
    out(`Each page audited ${options.runs} times; its row is the median run, with every run's range of LCP, TBT and first paint.`);
  }
  out();

  const started = Date.now();
  const baselineHtml = withoutScripts(readFileSync(join(DIST, baselineSource.file), 'utf8'));
  const server = await startStaticHost({ root: DIST, base, port: 0, extraPages: { [baseline.url]: baselineHtml } });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const launch = () =>
    chromeLauncher.launch({
      chromePath,
      ...launchOptions(chromeLauncher.Launcher.defaultFlags(), ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS], {
        renderDocument: options.renderDocument,
      }),
      logLevel: 'silent',
    });
  const sharedChrome = options.warm ? await launch() : null;

  const auditOnce = async (page) => {
    const chrome = sharedChrome ?? (await launch());
    try {
      return await lighthouse(`${origin}${page.url}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        // The not-found page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
        ignoreStatusCode: page.status === 404,
      });
    } finally {
      if (!sharedChrome) await chrome.kill();
    }
  };

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
  const audited = [baseline, ...pages];
  try {
    // Warm: a fresh browser's first page load is slower (empty caches, fonts not yet looked up): one
    // unrecorded load first, so that the first page audited is not the one that pays for it.
    if (sharedChrome) await auditOnce(pages[0]).catch(() => undefined);
    for (const [index, page] of audited.entries()) {
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
        `[${index + 1}/${audited.length}] ${page.path}: ` +
          (row.error ? `no result (${row.error})` : `${performance}/${accessibility}/${bestPractices}/${seo}`) +
          ` in ${seconds} s`,
      );
    }
  } finally {
    if (sharedChrome) await sharedChrome.kill();
    await new Promise((done) => server.close(done));
  }
  const wallSeconds = (Date.now() - started) / 1000;

  const baselineTbt = baselineTbtMs(rows);
  const cells = rows.map((row) => formatRow(row, BUDGETS, baselineTbt));
  out(options.markdown ? markdownTable(HEADER, cells) : textTable(HEADER, cells));
  const notes = expectedFailureNotes(rows);
  if (notes.length > 0) out(`\n${notes.join('\n')}`);

  const failures = failureReport(rows);
  out('\nFailing audits (categories below 100):');
  out(failures.length > 0 ? failures.join('\n') : '  none');

  const pageRows = rows.filter((row) => row.kind !== 'baseline');
  const misses = pageRows
    .map((row) => ({ path: row.path, misses: budgetMisses(row, BUDGETS, baselineTbt) }))
    .filter((row) => row.misses.length);
  out(`\nBudgets: ${describeBudgets(BUDGETS)}.`);
  out(`The no-script baseline's TBT: ${baselineTbt === null ? 'not measured' : `${Math.round(baselineTbt)} ms (median of its runs)`}.`);
  out(`${pageRows.length - misses.length} of ${pageRows.length} page(s) meet every budget.`);
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

  out(`\nAudited ${pageRows.length} page(s) and the baseline in ${Math.round(wallSeconds)} s.`);

  if (options.json) {
    const report = {
      builtAt: builtAt.toISOString(),
      auditedAt: new Date(started).toISOString(),
      wallSeconds,
      lighthouseVersion,
      chromium: chromiumVersion(chromePath),
      runsPerPage: options.runs,
      mode: options.warm ? 'warm' : 'cold',
      renderDocument: options.renderDocument,
      budgets: BUDGETS,
      baselineTbtMs: baselineTbt,
      pages: rows.map((row) => ({ ...row, budgetMisses: budgetMisses(row, BUDGETS, baselineTbt) })),
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
