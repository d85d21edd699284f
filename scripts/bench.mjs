#!/usr/bin/env node
/**
 * `npm run bench -- [--runs N] [--only search,edit,nav] [--json FILE]`: the site's own
 * interactions, timed in a fresh headless Chromium per run against the build. CONTRIBUTING.md, "Benchmark".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';
import { startStaticHost } from './static-host.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const QUERIES = ['cascader', 'load data', 'fieldNames', 'xyz-no-match'];
/** The pages of the first-search figure, one a locale, each with a query in its language. */
const FIRST_SEARCH = { '/demo/simple': 'cascader', '/zh-CN': '级联' };
const EDIT_PAGE = '/demo/simple';
/** Sidebar hops between demo pages; run N takes pair N mod 2 there, back, and there again. */
const NAV_PAIRS = Object.entries({ '/demo/simple': '/demo/search', '/demo/multiple': '/demo/dynamic-options' });
/** How long the pointer rests on a link before the click, in the "hover, then click" figure. */
const HOVER_MS = 100;
/** Quiet time before each measured input: longer than dumi's 500 ms edit throttle and the 200 ms search debounce. */
const SETTLE_MS = 800;
const SEARCH_INPUT = '.dumi-default-search-bar input';
const EDITOR = 'textarea.dumi-default-source-code-editor-textarea';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const log = (line = '') => process.stdout.write(`${line}\n`);

/** Median, min and max of a list of samples (the median of an even count is the mean of the middle two). */
export function summarise(samples) {
  if (samples.length === 0 || !samples.every(Number.isFinite)) throw new Error(`not a list of finite samples: ${samples}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/**
 * Injected into every page before the site's scripts. It times from outside the site: input and
 * click events by their own timestamps, a search query from the hook's `get-search-result` message to
 * its worker (the worker's postMessage is wrapped), and "painted" marks: once a MutationObserver sees
 * a condition hold, the next animation frame queues a task, which runs after that frame's paint.
 */
function instrumentPage() {
  if (window !== window.top || window.__bench) return;
  const bench = (window.__bench = { marks: {}, inputs: [], clicks: [], sent: 0, answered: 0 });
  bench.whenPainted = (name, condition) => {
    const check = () => {
      if (!condition()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (bench.marks[name] = performance.now());
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  };
  const listen = (type, record) => document.addEventListener(type, (event) => event.target instanceof Element && record(event), true);
  listen('input', (event) => bench.inputs.push(event.timeStamp));
  listen('mousedown', (event) => (bench.presses ??= []).push(event.timeStamp));
  listen('click', (event) => event.target.closest('a[href]') && bench.clicks.push(event.timeStamp));
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => event.data?.action === 'search-result' && (bench.answered += 1));
    }
  };
  const post = NativeWorker.prototype.postMessage;
  NativeWorker.prototype.postMessage = function postMessage(message, ...rest) {
    if (message?.action === 'get-search-result') {
      const id = (bench.sent += 1);
      bench.marks[`sent#${id}`] = performance.now();
      // While the worker works, the popover holds a lone "Loading...".
      bench.whenPainted(`search#${id}`, () => {
        const popover = document.querySelector('.dumi-default-search-popover');
        return bench.answered >= id && Boolean(popover) && !/^\s*Loading\.\.\.\s*$/.test(popover.textContent ?? '');
      });
    }
    return post.call(this, message, ...rest);
  };
}

/** A mark's time on the page's clock, once it is there (a reload loses the marks: then this throws). */
async function mark(page, name) {
  const handle = await page.waitForFunction((key) => window.__bench.marks[key] ?? null, name, { timeout: 20_000 }).catch(() => null);
  if (!handle) throw new Error(`"${name}" was never painted on ${page.url()} (a reload, or the page never got there)`);
  return handle.jsonValue();
}

/** Waits until the site has hydrated its first screen, by its own marks, and the network is idle; then a quiet moment. */
async function settle(page) {
  await page.waitForFunction(() => {
    const inView = (box) => box.getClientRects().length > 0 && box.getBoundingClientRect().top < innerHeight;
    const boxes = [...document.querySelectorAll('.dumi-default-previewer-demo, .site-demo-page')].filter(inView);
    return window.__siteEarlyInput?.searchReady && boxes.every((box) => box.hasAttribute('data-site-hydrated'));
  });
  await page.waitForLoadState('networkidle');
  await sleep(SETTLE_MS);
}

/**
 * Opens `path` in a fresh browser, lets it settle and hands it to `measure`. Console errors and
 * warnings, page errors and requests to another origin are recorded in `problems`.
 */
async function visit(origin, path, problems, measure) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: origin });
    try {
      await context.route(
        (url) => !['data:', 'blob:'].includes(url.protocol) && url.origin !== origin,
        (route) => (problems.push(`request to another origin: ${route.request().url()}`), route.abort('blockedbyclient')),
      );
      await context.addInitScript(instrumentPage);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.goto(path);
      await settle(page);
      return await measure(page);
    } finally {
      // The route and the listeners end before the browser does, whether the visit measured or
      // failed, so that no request is left in the route's handler and nothing hears the page close.
      await context.unrouteAll({ behavior: 'wait' });
      for (const page of context.pages()) for (const event of ['console', 'pageerror']) page.removeAllListeners(event);
    }
  } finally {
    await browser.close();
  }
}

/** Types `query` into the search box; the time from its input event, and from the query's message, to the results painted. */
async function search(page, query) {
  const id = (await page.evaluate(() => window.__bench.sent)) + 1;
  await page.locator(SEARCH_INPUT).first().fill(query);
  const painted = await mark(page, `search#${id}`);
  const [sent, typed] = await page.evaluate((id) => [window.__bench.marks[`sent#${id}`], window.__bench.inputs.at(-1)], id);
  return { keystroke: painted - typed, sent: painted - sent };
}

/** `runs` results of `measure(run)`, one run after another. */
async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(run));
  return results;
}

async function benchSearch(origin, runs, problems) {
  const figures = [];
  for (const [path, query] of Object.entries(FIRST_SEARCH)) {
    const samples = await repeat(runs, () =>
      visit(origin, path, problems, async (page) => {
        await page.locator(SEARCH_INPUT).first().click(); // as a visitor's: the index starts loading on intent
        return (await search(page, query)).keystroke;
      }),
    );
    figures.push({ label: `first search of a visit on ${path}: keystroke → painted`, samples });
  }
  const later = await repeat(runs, () =>
    visit(origin, '/', problems, async (page) => {
      await search(page, 'warm-up'); // loads the index: every query below is a later one
      const results = [];
      for (const query of QUERIES) {
        await page.locator(SEARCH_INPUT).first().fill('');
        await page.locator('.dumi-default-search-popover').waitFor({ state: 'detached' });
        await sleep(SETTLE_MS);
        results.push(await search(page, query));
      }
      return results;
    }),
  );
  for (const [index, query] of QUERIES.entries()) {
    figures.push({ label: `"${query}": query sent → results painted`, samples: later.map((run) => run[index].sent), budget: 50 });
  }
  figures.push({ label: 'later search: keystroke → painted (with the 200 ms debounce)', samples: later.flat().map((s) => s.keystroke) });
  return figures;
}

/** Types `text` over the first `placeholder="…"` in the first demo's code as real key presses; from the last key to the new text painted. */
async function edit(page, text) {
  await page.evaluate(
    ({ text, selector }) => {
      const placeholder = () => document.querySelector('.dumi-default-previewer-demo .rc-cascader-selection-placeholder')?.textContent;
      window.__bench.whenPainted(`edit:${text}`, () => placeholder() === text);
      const editor = document.querySelector(selector);
      const match = /\bplaceholder="([^"]*)"/.exec(editor.value);
      if (!match) throw new Error(`no placeholder="…" in the first demo's code on ${location.pathname}`);
      editor.focus();
      editor.setSelectionRange(match.index + 13, match.index + 13 + match[1].length);
    },
    { text, selector: EDITOR },
  );
  await page.keyboard.type(text);
  const painted = await mark(page, `edit:${text}`);
  const typed = await page.evaluate(() => window.__bench.inputs.at(-1));
  await sleep(SETTLE_MS);
  return painted - typed;
}

async function benchEdit(origin, runs, problems) {
  const edits = await repeat(runs, (run) =>
    visit(origin, EDIT_PAGE, problems, async (page) => {
      await page.locator('.dumi-default-previewer [data-dumi-tooltip="Show Code"]').first().click();
      await page.locator(EDITOR).first().waitFor();
      // The page's first edit also fetches the compiler and react-dom/server.
      return [await edit(page, `Bench ${run}a`), await edit(page, `Bench ${run}b`)];
    }),
  );
  return [
    { label: `${EDIT_PAGE}: last key → preview painted`, samples: edits.map(([, later]) => later), budget: 600 },
    { label: 'the first edit on a page (fetches the compiler)', samples: edits.map(([first]) => first) },
  ];
}

/**
 * Clicks the sidebar link to `to` (after resting the pointer on it `hoverMs`) and times the click to
 * the new page's h1 and every demo painted (a demo box holding more than SSR's <template>), in the
 * same document (a reload would lose the mark), by a mark of its own: not a former visit's to `to`.
 */
async function navigate(page, to, hoverMs = 0) {
  const demos = readFileSync(join(DIST, to, 'index.html'), 'utf8').match(/class="dumi-default-previewer-demo"/g)?.length ?? 0;
  const name = await page.evaluate(
    ({ to, demos }) => {
      const h1 = () => document.querySelector('h1')?.textContent;
      const from = h1();
      const name = `nav:${to}#${(window.__bench.navs = (window.__bench.navs ?? 0) + 1)}`;
      window.__bench.whenPainted(name, () => {
        const boxes = [...document.querySelectorAll('.dumi-default-previewer-demo')];
        const rendered = boxes.every((box) => [...box.children].some((child) => child.tagName !== 'TEMPLATE'));
        return location.pathname === to && h1() && h1() !== from && boxes.length === demos && rendered;
      });
      return name;
    },
    { to, demos },
  );
  const link = page.locator(`nav[aria-label="Sidebar"] a[href="${to}"]`);
  if (hoverMs > 0) await link.hover().then(() => sleep(hoverMs));
  await link.click();
  const painted = await mark(page, name);
  return painted - (await page.evaluate(() => window.__bench.clicks.at(-1)));
}

async function benchNav(origin, runs, problems) {
  const times = await repeat(runs, async (run) => {
    const [from, to] = NAV_PAIRS[run % NAV_PAIRS.length];
    // The first visit to `to` fetches its page chunk (cold); back to `from` and to `to` again is warm.
    const [cold, ...warm] = await visit(origin, from, problems, async (page) => {
      const clicks = [await navigate(page, to)];
      for (const next of [from, to]) clicks.push(await settle(page).then(() => navigate(page, next)));
      return clicks;
    });
    return { cold, warm, hovered: await visit(origin, from, problems, (page) => navigate(page, to, HOVER_MS)) };
  });
  return [
    { label: 'cold (page chunk not loaded yet), click only', samples: times.map((run) => run.cold), budget: 300 },
    { label: `cold, hover ${HOVER_MS} ms, then click`, samples: times.map((run) => run.hovered), budget: 100 },
    { label: 'warm (page visited before)', samples: times.flatMap((run) => run.warm), budget: 300 },
  ];
}

const PLAYGROUND = '/playground';

/** Waits for the playground to have hydrated and read its address, then a quiet moment. */
async function settlePlayground(page) {
  await page.locator('.site-playground[data-hydrated]').waitFor();
  await page.locator('.site-playground-stage .rc-cascader:not(.rc-cascader-loading)').waitFor();
  await sleep(SETTLE_MS);
}

/** Marks `name` once `selector` matches, then runs `act`; the time from the last recorded `events` (inputs, presses) to the paint. */
async function paintedAfter(page, name, selector, events, act) {
  await page.evaluate(({ name, selector }) => window.__bench.whenPainted(name, () => document.querySelector(selector)), { name, selector });
  await act();
  const painted = await mark(page, name);
  return painted - (await page.evaluate((events) => window.__bench[events].at(-1), events));
}

async function benchPlayground(origin, runs, problems) {
  const toggles = await repeat(runs, (run) =>
    visit(origin, PLAYGROUND, problems, async (page) => {
      await settlePlayground(page);
      const times = [];
      for (const [on, selector] of [
        [true, '.site-playground-stage > .rc-cascader-multiple'],
        [false, '.site-playground-stage > .rc-cascader-single'],
      ]) {
        times.push(
          await paintedAfter(page, `checkable:${run}:${on}`, selector, 'inputs', () =>
            page.locator('#playground-checkable').setChecked(on),
          ),
        );
        await sleep(SETTLE_MS);
      }
      return times;
    }),
  );
  const large = await repeat(runs, () =>
    visit(origin, `${PLAYGROUND}?options=large`, problems, async (page) => {
      await settlePlayground(page);
      const menu = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) .rc-cascader-menu-item';
      return paintedAfter(page, 'large:open', menu, 'presses', () => page.locator('.site-playground-stage .rc-cascader').click());
    }),
  );
  const next = await repeat(runs, () =>
    visit(origin, PLAYGROUND, problems, async (page) => {
      await settlePlayground(page);
      const radio = page.locator('.site-playground-package input[value="@rc-component/cascader"]');
      return paintedAfter(page, 'next:chosen', '.site-cascader-next > .rc-cascader', 'inputs', () => radio.check());
    }),
  );
  return [
    { label: 'checkable switched on or off → cascader repainted', samples: toggles.flat(), budget: 100 },
    { label: 'large tree (10,210 options): press → menu painted', samples: large },
    { label: '@rc-component/cascader chosen → its cascader painted (loads it)', samples: next },
  ];
}

const PARTS = {
  search: [benchSearch, 'Search: the first of a visit (fresh, idle page, box clicked), then later queries on /'],
  edit: [benchEdit, 'Live edit: "Bench …" typed over the first demo\'s placeholder in its code'],
  nav: [benchNav, `Client-side navigation: sidebar click → new page painted (${NAV_PAIRS.map((pair) => pair.join(' ⇄ ')).join(', ')})`],
  playground: [benchPlayground, `Playground (${PLAYGROUND}), each from a fresh visit`],
};

async function main() {
  const string = (fallback) => ({ type: 'string', default: fallback });
  const { values } = parseArgs({ options: { runs: string('5'), only: string(Object.keys(PARTS).join(',')), json: string() } });
  const runs = Number(values.runs);
  const parts = Object.keys(PARTS).filter((part) => values.only.split(',').includes(part));
  if (!Number.isInteger(runs) || runs < 1 || parts.length < values.only.split(',').length) {
    throw new Error(`usage: npm run bench -- [--runs N (≥ 1)] [--only ${Object.keys(PARTS).join(',')}] [--json FILE]`);
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    log('No build in dist/: running "npm run build" first.');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  }
  const server = await startStaticHost({ root: DIST, port: 0 });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const load = loadavg().map((value) => value.toFixed(1));
  log(`npm run bench: ${runs} run(s) a figure, each in a fresh headless Chromium (1440×900, no throttling), site at ${origin}`);
  log(`Machine: ${cpus().length} CPUs, load average ${load.join(' / ')} (1 / 5 / 15 min)`);
  const report = { date: new Date().toISOString(), runs, figures: [], problems: [] };
  const ms = (value) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;
  try {
    for (const part of parts) {
      const [measure, title] = PARTS[part];
      log(`\n${title}: median (min–max) of ${runs}`);
      for (const figure of await measure(origin, runs, report.problems)) {
        const { median, min, max } = summarise(figure.samples);
        report.figures.push({ part, ...figure, median, min, max });
        const held = figure.budget === undefined ? '' : `  ≤ ${figure.budget} ms ${median <= figure.budget ? '✓' : '✗'}`;
        log(`  ${figure.label.padEnd(60)} ${ms(median).padStart(8)} (${ms(min)}–${ms(max)})${held}`);
      }
    }
  } finally {
    server.close();
  }
  const problems = [...new Set(report.problems)];
  log(`\nPage problems: ${problems.length === 0 ? 'none (no console error or warning, page error, or foreign request)' : ''}`);
  for (const problem of problems) log(`  ${problem}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
