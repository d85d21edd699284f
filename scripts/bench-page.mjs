/**
 * The benchmark's page harness (scripts/bench.mjs): a fresh headless Chromium per visit, the
 * instrumentation injected into every page before the site's scripts, and the waits on it.
 */
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.mjs';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = join(ROOT, 'dist');
/** Quiet time before each measured input: longer than dumi's 500 ms edit throttle and the 200 ms search debounce. */
export const SETTLE_MS = 800;
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

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
export async function mark(page, name) {
  const handle = await page.waitForFunction((key) => window.__bench.marks[key] ?? null, name, { timeout: 20_000 }).catch(() => null);
  if (!handle) throw new Error(`"${name}" was never painted on ${page.url()} (a reload, or the page never got there)`);
  return handle.jsonValue();
}

/** Waits until the site has hydrated its first screen, by its own marks, and the network is idle; then a quiet moment. */
export async function settle(page) {
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
export async function visit(origin, path, problems, measure) {
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

/** `runs` results of `measure(run)`, one run after another. */
export async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(run));
  return results;
}
