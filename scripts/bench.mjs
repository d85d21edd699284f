#!/usr/bin/env node
/**
 * `npm run bench`: the site's interaction benchmark, in a real (headless) Chromium against the
 * production build, served in-process by static-host.mjs. It measures and prints; it never fails on
 * a timing. See CONTRIBUTING.md ("Benchmark") for what each figure means.
 *
 *   npm run bench -- [--runs N] [--only search|edit|nav|tti|build|sizes] [--build] [--json file] [--port N]
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  checkBudget,
  formatBytes,
  formatColumns,
  formatDuration,
  formatMs,
  formatSection,
  median,
  pageExpectation,
  parseArgs,
  parseProcStat,
  partsToRun,
  placeholderSpan,
  processTree,
  readKiB,
  sizeTable,
  summarise,
} from './bench-lib.mjs';
import { instrumentPage } from './bench-page.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { startStaticHost } from './static-host.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

const BUDGETS = { search: 50, edit: 600, nav: 300, navHovered: 100, tti: 1500 };
const SEARCH_QUERIES = ['cascader', 'load data', 'fieldNames', 'xyz-no-match'];
/** Sidebar hops, each a pair of demo pages; a run goes there and back. */
const NAV_PAIRS = [
  ['/demo/simple', '/demo/search'],
  ['/demo/multiple', '/demo/dynamic-options'],
];
const EDIT_PAGE = '/demo/simple';
/** The pages whose time to interactive is measured, and the CPU slowdown it is measured at. */
const TTI_PAGES = ['/', '/demo/simple'];
const TTI_CPU_SLOWDOWN = 4;
const DESKTOP = { width: 1440, height: 900 };
/** Quiet time between runs, longer than dumi's 500 ms live-demo throttle and 200 ms search debounce. */
const SETTLE_MS = 800;

const USAGE = `Usage: npm run bench -- [options]
  --runs N        runs per figure (default 5)
  --only PARTS    search, edit, nav, build, sizes (comma-separated)
  --build         also time the production build (slow; replaces dist/)
  --json FILE     write every sample and summary to FILE
  --port N        port for the static host (default: any free port)`;

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------
// Build: wall time and peak memory of the whole process tree, sampled from /proc.

function readProcTable() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat) parents.set(stat.pid, stat.ppid);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return parents;
}

function treeMemory(rootPid) {
  let rss = 0;
  let pss = 0;
  let largest = 0;
  const pids = processTree(readProcTable(), rootPid);
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rss += readKiB(status, 'VmRSS');
      // The kernel's own high-water mark catches a single process's peak between two samples.
      largest = Math.max(largest, readKiB(status, 'VmHWM'));
      pss += readKiB(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // Gone already.
    }
  }
  return { rss, pss, largest, processes: pids.length };
}

async function timeBuild() {
  log('Building (npm run build): this takes a few minutes…');
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const peak = { rss: 0, pss: 0, largest: 0, processes: 0 };
  const sample = () => {
    const now = treeMemory(child.pid);
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  };
  const timer = setInterval(sample, 200);
  const code = await new Promise((done) => child.on('close', done));
  clearInterval(timer);
  const wallMs = performance.now() - started;
  if (code !== 0) {
    process.stderr.write(output.split('\n').slice(-40).join('\n'));
    throw new Error(`npm run build failed (exit ${code})`);
  }
  return { wallMs, peakRss: peak.rss, peakPss: peak.pss, largestProcess: peak.largest, peakProcesses: peak.processes };
}

// ---------------------------------------------------------------------------------------------
// Sizes of the emitted JS and CSS.

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function measureSizes() {
  const files = listFiles(DIST)
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => {
      const body = readFileSync(file);
      // Level 9, as the static host (and so the test server) serves it.
      return { path: relative(DIST, file), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
  return sizeTable(files);
}

// ---------------------------------------------------------------------------------------------
// Browser helpers.

/**
 * Resolves once the site has hydrated what is on the first screen, by its own marks: the search bar
 * tells the early-input script it listens (`window.__siteEarlyInput.searchReady`), and each demo on
 * the first screen carries `data-site-hydrated` (src/runtime/demo-boundary.tsx); then the network is idle.
 */
async function waitForApp(page) {
  await page.waitForFunction(() => {
    if (!window.__siteEarlyInput?.searchReady) return false;
    const onFirstScreen = (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().top < window.innerHeight;
    return Array.from(document.querySelectorAll('.dumi-default-previewer-demo, .site-demo-page'))
      .filter(onFirstScreen)
      .every((element) => element.hasAttribute('data-site-hydrated'));
  });
  await page.waitForLoadState('networkidle');
}

/** A fresh context (empty cache) with the instrumentation, desktop-sized, watching for problems. */
async function newPage(browser, origin, problems) {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: origin });
  // Closed network: anything for another origin is refused.
  await context.route(
    (url) => !['data:', 'blob:'].includes(url.protocol) && url.origin !== origin,
    (route) => {
      problems.push(`request to another origin: ${route.request().url()}`);
      return route.abort('blockedbyclient');
    },
  );
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page };
}

/** Reads a mark's latest time (ms, page clock); waits for it to appear. */
async function markTime(page, name, timeout = 20_000) {
  const handle = await page.waitForFunction(
    (markName) => {
      const times = window.__bench.find(markName);
      return times.length > 0 ? times[times.length - 1] : null;
    },
    name,
    { timeout },
  );
  return handle.jsonValue();
}

// ---------------------------------------------------------------------------------------------
// 1. Search.

const searchInput = (page) => page.locator('.dumi-default-search-bar input').first();

/** Clears the box, waits for quiet, types the query; returns its timings. */
async function searchOnce(page, query) {
  const input = searchInput(page);
  await input.fill('');
  await page.locator('.dumi-default-search-popover').waitFor({ state: 'detached' });
  await sleep(SETTLE_MS);
  const before = await page.evaluate(() => ({ sent: window.__bench.searchSent, inputs: window.__bench.inputs.length }));
  const id = before.sent + 1;
  await input.fill(query);
  const painted = await markTime(page, `search:shown#${id}:painted`);
  const complete = await markTime(page, `search:complete#${id}:painted`);
  return page.evaluate(
    ({ id, inputsBefore, painted, complete }) => {
      const bench = window.__bench;
      const sent = bench.find(`search:sent#${id}`)[0];
      const typed = bench.inputs.slice(inputsBefore).find((input) => input.kind === 'search');
      const answer = bench.find(`search:answer#${id}`)[0];
      const shown = bench.find(`search:shown#${id}`)[0];
      return {
        sentToPainted: painted - sent,
        sentToComplete: complete - sent,
        sentToAnswer: answer - sent,
        answerToDom: shown - answer,
        domToPainted: painted - shown,
        keystrokeToPainted: typed ? painted - typed.time : NaN,
        results: bench.answerResults[id],
        firstStep: bench.firstStepResults[id],
      };
    },
    { id, inputsBefore: before.inputs, painted, complete },
  );
}

/** The pages of the first-search figure, each with a query in its locale. */
const FIRST_SEARCH_PAGES = [
  ['/', 'cascader'],
  ['/demo/simple', 'cascader'],
  ['/zh-CN', '级联'],
  ['/changelog', 'cascader'],
];

/**
 * A visitor's first search: a fresh visit, the page idle, the pointer onto the box and a click
 * (intent: the index starts loading), then the query typed as one input event.
 */
async function firstSearch(page, query) {
  const input = searchInput(page);
  await input.click();
  await input.fill(query);
  const painted = await markTime(page, 'search:shown#1:painted');
  return page.evaluate((painted) => {
    const bench = window.__bench;
    const typed = bench.inputs.find((input) => input.kind === 'search');
    const sent = bench.find('index:sent')[0];
    const ready = bench.find('index:ready')[0];
    return {
      keystrokeToPainted: painted - typed.time,
      intentToReady: ready - bench.searchTouched,
      sentToReady: ready - sent,
      keystrokeToReady: ready - typed.time,
    };
  }, painted);
}

async function benchSearch(browser, origin, runs, problems) {
  const first = {};
  for (const [path, query] of FIRST_SEARCH_PAGES) {
    first[path] = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await newPage(browser, origin, problems);
      await page.goto(path);
      await waitForApp(page);
      await sleep(SETTLE_MS);
      first[path].push(await firstSearch(page, query));
      await context.close();
    }
  }
  const { context, page } = await newPage(browser, origin, problems);
  await page.goto('/');
  await waitForApp(page);
  await searchOnce(page, 'warm-up'); // loads the index, so every query below is a steady-state one
  const queries = {};
  for (const query of SEARCH_QUERIES) {
    queries[query] = [];
    for (let run = 0; run < runs; run += 1) queries[query].push(await searchOnce(page, query));
  }
  await context.close();
  return { first, queries };
}

// ---------------------------------------------------------------------------------------------
// 2. Live edit.

async function benchEdit(browser, origin, runs, problems) {
  const { context, page } = await newPage(browser, origin, problems);
  await page.goto(EDIT_PAGE);
  await waitForApp(page);
  const previewer = page.locator('.dumi-default-previewer').first();
  await previewer.locator('[data-dumi-tooltip="Show Code"]').click();
  const editor = previewer.locator('textarea.dumi-default-source-code-editor-textarea').first();
  await editor.waitFor();
  const samples = [];
  // Run 0 is the page's first edit, which also fetches the compiler (sucrase) and react-dom/server.
  for (let run = 0; run <= runs; run += 1) {
    const text = `Bench ${run}`;
    const span = placeholderSpan(await editor.inputValue());
    if (!span) throw new Error(`no placeholder="…" in the first demo's code on ${EDIT_PAGE}`);
    await sleep(SETTLE_MS);
    const inputsBefore = await page.evaluate(
      ({ start, end, text, run }) => {
        const bench = window.__bench;
        const demo = document.querySelector('.dumi-default-previewer-demo');
        const shown = () => demo.querySelector('.rc-cascader-selection-placeholder')?.textContent ?? '';
        const original = shown();
        // The first update after the first keystroke (dumi compiles on the throttle's leading edge),
        // and the update that shows the whole change (its trailing edge).
        bench.whenPainted(`edit:first#${run}`, () => shown() !== original);
        bench.whenPainted(`edit:done#${run}`, () => shown() === text);
        const textarea = document.querySelector('textarea.dumi-default-source-code-editor-textarea');
        textarea.focus();
        textarea.setSelectionRange(start, end);
        return bench.inputs.length;
      },
      { ...span, text, run },
    );
    // Real key presses in one burst, as fast as the page takes them. The first opens dumi's 500 ms
    // throttle window (leading-edge compile); the last waits for that window, or the next, to end.
    await page.keyboard.type(text);
    const done = await markTime(page, `edit:done#${run}:painted`);
    const first = await markTime(page, `edit:first#${run}:painted`);
    samples.push(
      await page.evaluate(
        ({ inputsBefore, done, first }) => {
          const typed = window.__bench.inputs.slice(inputsBefore).filter((input) => input.kind === 'editor');
          return {
            lastKeystrokeToPainted: done - typed.at(-1).time,
            firstKeystrokeToFirstUpdate: first - typed[0].time,
            keystrokes: typed.length,
            typingMs: typed.at(-1).time - typed[0].time,
          };
        },
        { inputsBefore, done, first },
      ),
    );
  }
  await context.close();
  return { first: samples[0], warm: samples.slice(1) };
}

// ---------------------------------------------------------------------------------------------
// 4. Time to interactive.

/**
 * One cold load of `path` on a CPU slowed down 4×: as soon as the search box (or the page's first
 * cascader) is on screen, the visitor types a letter into it (or clicks it). Returns, from the
 * navigation's start: when the page first painted content, when React had hydrated both the search
 * box and the first cascader, and when the answer to the input (the search popover, or the open
 * menu) had been painted.
 */
async function ttiOnce(browser, origin, path, probe, problems) {
  const { context, page } = await newPage(browser, origin, problems);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TTI_CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  const target = probe === 'search' ? searchInput(page) : page.locator('.rc-cascader-selector').first();
  await target.waitFor({ state: 'visible' });
  await page.evaluate((kind) => {
    const bench = window.__bench;
    // The site's own marks: the search bar tells the early-input script it listens, and a demo's
    // area carries data-site-hydrated once React has hydrated it (src/runtime/demo-boundary.tsx).
    bench.whenPainted(
      'tti:hydrated',
      () =>
        Boolean(window.__siteEarlyInput?.searchReady) &&
        Boolean(document.querySelector('.rc-cascader-selection-search-input')?.closest('[data-site-hydrated]')),
    );
    bench.whenPainted('tti:answered', () =>
      kind === 'search'
        ? document.querySelector('.dumi-default-search-popover') !== null
        : document.querySelector('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)') !== null,
    );
  }, probe);
  if (probe === 'search') {
    await target.click();
    await page.keyboard.type('c');
  } else {
    await target.click();
  }
  const answered = await markTime(page, 'tti:answered:painted', 60_000);
  const hydrated = await markTime(page, 'tti:hydrated:painted', 60_000);
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await context.close();
  return { answered, hydrated, firstPaint };
}

async function benchTti(browser, origin, runs, problems) {
  const results = {};
  for (const path of TTI_PAGES) {
    results[path] = { search: [], cascader: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const probe of ['search', 'cascader']) {
        results[path][probe].push(await ttiOnce(browser, origin, path, probe, problems));
      }
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 3. Client-side navigation.

function expectationOf(path) {
  const file = join(DIST, path, 'index.html');
  return { path, ...pageExpectation(readFileSync(file, 'utf8')) };
}

/** What a pointer does before it clicks a link: it rests on it this long (the "hover, then click" figure). */
const HOVER_MS = 100;

/**
 * Clicks the sidebar link to `to` and times the click to the new page being painted; with
 * `hoverMs`, the pointer first rests on the link that long, as a visitor's does (the page's code is
 * prefetched on intent meanwhile).
 */
async function navigate(page, to, hoverMs = 0) {
  const expected = expectationOf(to);
  const before = await page.evaluate((expected) => {
    const bench = window.__bench;
    bench.navs = (bench.navs ?? 0) + 1;
    const id = bench.navs;
    bench.whenPainted(`nav:shown#${id}`, () => {
      if (location.pathname !== expected.path) return false;
      const h1 = document.querySelector('article h1, .dumi-default-content h1, h1');
      if (!h1 || (h1.textContent ?? '').trim() !== expected.title) return false;
      const demos = document.querySelectorAll('.dumi-default-previewer-demo');
      // A demo is rendered once its box holds something besides SSR's <template> placeholder.
      return (
        demos.length === expected.demos &&
        Array.from(demos).every((demo) => Array.from(demo.children).some((child) => child.tagName !== 'TEMPLATE'))
      );
    });
    return { id, documentId: bench.documentId, clicks: bench.clicks.length, entries: performance.getEntriesByType('navigation').length };
  }, expected);
  const link = page.locator(`nav[aria-label="Sidebar"] a[href="${to}"]`);
  if (hoverMs > 0) {
    await link.hover();
    await sleep(hoverMs);
  }
  await link.click();
  const painted = await markTime(page, `nav:shown#${before.id}:painted`);
  return page.evaluate(
    ({ before, painted, to }) => {
      const bench = window.__bench;
      const click = bench.clicks.slice(before.clicks).find((entry) => entry.href === to);
      return {
        clickToPainted: painted - click.time,
        clientSide: bench.documentId === before.documentId && performance.getEntriesByType('navigation').length === before.entries,
      };
    },
    { before, painted, to },
  );
}

async function benchNav(browser, origin, runs, problems) {
  const cold = [];
  const hovered = [];
  const warm = [];
  for (let run = 0; run < runs; run += 1) {
    const [from, to] = NAV_PAIRS[run % NAV_PAIRS.length];
    const { context, page } = await newPage(browser, origin, problems);
    await page.goto(from);
    await waitForApp(page);
    await sleep(SETTLE_MS);
    // The first visit to `to` fetches its page chunk: cold. Back to `from` (its chunk came with
    // the first load) and on to `to` again: warm.
    cold.push({ from, to, ...(await navigate(page, to)) });
    for (const next of [from, to]) {
      await waitForApp(page);
      await sleep(SETTLE_MS);
      warm.push({ to: next, ...(await navigate(page, next)) });
    }
    await context.close();
    // The same first visit in a fresh tab, the pointer resting on the link before the click.
    const fresh = await newPage(browser, origin, problems);
    await fresh.page.goto(from);
    await waitForApp(fresh.page);
    await sleep(SETTLE_MS);
    hovered.push({ from, to, ...(await navigate(fresh.page, to, HOVER_MS)) });
    await fresh.context.close();
  }
  return { cold, hovered, warm };
}

// ---------------------------------------------------------------------------------------------

async function ensureBuild(parts) {
  if (parts.includes('build')) return timeBuild();
  if (!existsSync(join(DIST, 'index.html'))) {
    log('dist/index.html is missing: building first.');
    return timeBuild();
  }
  return undefined;
}

/** Prints a section of figures and records each figure's summary for --json. */
function sectionPrinter(report) {
  report.figures = [];
  return (title, figures) => {
    for (const figure of figures) {
      const summary = summarise(figure.samples);
      report.figures.push({
        section: title,
        label: figure.label,
        ...summary,
        budget: figure.budget ?? null,
        withinBudget: figure.budget === undefined ? null : checkBudget(summary.median, figure.budget).ok,
      });
    }
    return formatSection(title, figures);
  };
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.help) {
    log(USAGE);
    return;
  }
  const parts = partsToRun(options);
  const report = { date: new Date().toISOString(), runs: options.runs, parts };
  const browserParts = parts.filter((part) => ['search', 'edit', 'nav', 'tti'].includes(part));
  const section = sectionPrinter(report);

  const build = await ensureBuild(parts);
  log(`npm run bench: ${options.runs} runs per figure; medians are held against the budgets (✓ within, ✗ over).`);
  const load = loadavg().map((value) => value.toFixed(1));
  log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min) when the browser runs start.`);

  if (build) {
    report.build = build;
    log('');
    log('Production build (npm run build)');
    for (const line of formatColumns(
      [
        ['  wall time', formatDuration(build.wallMs), ''],
        [
          '  peak memory, whole process tree (RSS)',
          formatBytes(build.peakRss),
          `sum over up to ${build.peakProcesses} processes, sampled every 200 ms`,
        ],
        ['  peak memory, whole process tree (PSS)', formatBytes(build.peakPss), 'the same, shared pages split between processes'],
        ['  peak memory, largest single process', formatBytes(build.largestProcess), 'its VmHWM, what /usr/bin/time -v reports'],
      ],
      ['l', 'r', 'l'],
    ))
      log(line);
  }

  if (browserParts.length > 0) {
    const server = await startStaticHost({ root: DIST, port: options.port });
    const origin = `http://127.0.0.1:${server.address().port}`;
    const executablePath = chromiumExecutable();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const problems = [];
    log(`Chromium ${browser.version()} (headless, ${DESKTOP.width}×${DESKTOP.height}, no throttling), site at ${origin}`);
    try {
      if (browserParts.includes('search')) {
        const { first, queries } = await benchSearch(browser, origin, options.runs, problems);
        report.search = { first, queries };
        const steadyKeystroke = Object.values(queries)
          .flat()
          .map((sample) => sample.keystrokeToPainted);
        log('');
        for (const line of section("Search: query sent to the worker → results painted (the locale's index)", [
          ...SEARCH_QUERIES.map((query) => ({
            label: `"${query}"`,
            samples: queries[query].map((sample) => sample.sentToPainted),
            budget: BUDGETS.search,
            note: `${queries[query][0].firstStep} of ${queries[query][0].results} results; worker's answer in ${formatMs(median(queries[query].map((s) => s.sentToAnswer)))}`,
          })),
        ]))
          log(line);
        log('');
        const inSteps = SEARCH_QUERIES.filter((query) => queries[query][0].firstStep < queries[query][0].results);
        for (const line of section('Search: query sent → every result painted (the rest follow the first screen)', [
          ...inSteps.map((query) => ({
            label: `"${query}"`,
            samples: queries[query].map((sample) => sample.sentToComplete),
            note: `${queries[query][0].results} results`,
          })),
        ]))
          log(line);
        log('');
        const allFirst = Object.values(first).flat();
        for (const line of section('Search, first of a visit: fresh visit, page idle, box clicked, query typed', [
          ...FIRST_SEARCH_PAGES.map(([path, query]) => ({
            label: `${path} "${query}": keystroke → painted`,
            samples: first[path].map((sample) => sample.keystrokeToPainted),
            note: 'includes the 200 ms debounce',
          })),
          { label: 'every page: keystroke → painted', samples: allFirst.map((sample) => sample.keystrokeToPainted) },
          { label: 'box hovered → index loaded in the worker', samples: allFirst.map((sample) => sample.intentToReady) },
          { label: 'index posted → loaded (parse + loadJS)', samples: allFirst.map((sample) => sample.sentToReady) },
          { label: 'later search: keystroke → painted', samples: steadyKeystroke, note: 'includes the 200 ms debounce' },
        ]))
          log(line);
      }

      if (browserParts.includes('edit')) {
        const { first, warm: samples } = await benchEdit(browser, origin, options.runs, problems);
        report.edit = { first, runs: samples };
        log('');
        for (const line of section(`Live edit on ${EDIT_PAGE}: retyping the placeholder ("Bench 1", "Bench 2", …)`, [
          {
            label: 'last keystroke → preview painted',
            samples: samples.map((sample) => sample.lastKeystrokeToPainted),
            budget: BUDGETS.edit,
            note: `${samples[0].keystrokes} keys typed in ${formatMs(median(samples.map((s) => s.typingMs)))} (median)`,
          },
          {
            label: 'first keystroke → first update',
            samples: samples.map((sample) => sample.firstKeystrokeToFirstUpdate),
            note: "compile + render on the throttle's leading edge",
          },
          {
            label: 'first edit on the page: first key → update',
            samples: [first.firstKeystrokeToFirstUpdate],
            note: `one run ("Bench 0"), fetches the compiler; its last key → painted: ${formatMs(first.lastKeystrokeToPainted)}`,
          },
        ]))
          log(line);
      }

      if (browserParts.includes('nav')) {
        const { cold, hovered, warm } = await benchNav(browser, origin, options.runs, problems);
        report.nav = { cold, hovered, warm };
        const all = [...cold, ...hovered, ...warm];
        const reloads = all.filter((sample) => !sample.clientSide).length;
        log('');
        for (const line of section('Client-side navigation: sidebar click → new page painted (h1 and every demo)', [
          {
            label: 'cold (page chunk not loaded yet), click only',
            samples: cold.map((sample) => sample.clickToPainted),
            budget: BUDGETS.nav,
          },
          {
            label: `cold, hover ${HOVER_MS} ms, then click`,
            samples: hovered.map((sample) => sample.clickToPainted),
            budget: BUDGETS.navHovered,
          },
          { label: 'warm (page visited before)', samples: warm.map((sample) => sample.clickToPainted), budget: BUDGETS.nav },
        ]))
          log(line);
        log(
          `  pairs: ${NAV_PAIRS.map(([a, b]) => `${a} ⇄ ${b}`).join(', ')}; ` +
            (reloads === 0
              ? `all ${all.length} were client-side (same document, no new navigation entry)`
              : `${reloads} of ${all.length} RELOADED the document`),
        );
      }

      if (browserParts.includes('tti')) {
        const tti = await benchTti(browser, origin, options.runs, problems);
        report.tti = tti;
        log('');
        for (const line of section(
          `Time to interactive, CPU ${TTI_CPU_SLOWDOWN}× slower, cold: navigation → the input typed or clicked at first sight answered, painted`,
          TTI_PAGES.flatMap((path) => [
            { label: `${path}: search box`, samples: tti[path].search.map((sample) => sample.answered), budget: BUDGETS.tti },
            { label: `${path}: first cascader`, samples: tti[path].cascader.map((sample) => sample.answered), budget: BUDGETS.tti },
            {
              label: `${path}: both hydrated`,
              samples: [...tti[path].search, ...tti[path].cascader].map((sample) => sample.hydrated),
              note: 'React listens to the search box and the cascader',
            },
            {
              label: `${path}: first contentful paint`,
              samples: [...tti[path].search, ...tti[path].cascader].map((sample) => sample.firstPaint).filter((value) => value !== null),
            },
          ]),
        ))
          log(line);
      }
    } finally {
      await browser.close();
      server.close();
    }
    report.problems = problems;
    log('');
    log(problems.length === 0 ? 'Page problems: none (no console error or warning, page error or foreign request)' : 'Page problems:');
    for (const problem of [...new Set(problems)]) log(`  ${problem}`);
  }

  if (parts.includes('sizes')) {
    const sizes = measureSizes();
    report.sizes = { files: sizes.files, total: sizes.total };
    log('');
    log('Emitted JS and CSS in dist/, largest first (gzip at level 9, as served)');
    for (const line of sizes.lines) log(line);
  }

  if (options.json) {
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    log('');
    log(`Wrote ${options.json}`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
