/**
 * What `npm run bench` injects into every page before the site's own scripts (page.addInitScript):
 * performance marks for the three interactions, taken from outside the site.
 *
 * - Search: dumi's search hook sends `{action: 'get-search-result'}` to a Blob Web Worker and renders
 *   the answer into `.dumi-default-search-popover`. `Worker.prototype.postMessage` is wrapped to mark
 *   the moment a query (or the index, `generate-metadata`) is sent; a listener on the worker marks the
 *   answer's arrival. The Worker constructor is wrapped too: a Blob worker is started from a small
 *   prologue that times dumi's own message handler inside the worker (so the index build is timed
 *   where it happens) and then loads dumi's worker code unchanged with importScripts.
 * - Every "painted" mark comes from `whenPainted`: a MutationObserver waits for the DOM to satisfy a
 *   condition, then requestAnimationFrame (just before that frame's paint) and a MessageChannel task
 *   (which runs once the frame has been painted) give the time the change was on screen.
 * - Clicks and input events are marked with their own event timestamps (when the input happened).
 *
 * Everything lands in `window.__bench` and in `performance` marks named `bench:*`.
 */
export function instrumentPage() {
  if (window !== window.top || window.__bench) return;
  const CHANNEL = '__bench-worker';
  const bench = {
    /** Random per document: a client-side navigation keeps it, a reload does not. */
    documentId: Math.random().toString(36).slice(2),
    marks: [],
    workerRuns: [],
    searchSent: 0,
    searchAnswered: 0,
    /** How many results each search answer holds, by answer number. */
    answerResults: [],
    /** How many of them the list showed when it was first painted, by query number. */
    firstStepResults: [],
    inputs: [],
    clicks: [],
    /** When the search box was first hovered or focused: dumi starts loading the search data then. */
    searchTouched: undefined,
  };
  window.__bench = bench;

  const mark = (name, startTime) => {
    const entry = performance.mark(`bench:${name}`, startTime === undefined ? undefined : { startTime });
    bench.marks.push({ name, time: entry.startTime });
    return entry.startTime;
  };
  bench.mark = mark;
  bench.find = (name) => bench.marks.filter((entry) => entry.name === name).map((entry) => entry.time);

  /** Marks `${name}` once `condition()` holds and `${name}:painted` after the frame that shows it. */
  bench.whenPainted = (name, condition) => {
    let done = false;
    const check = () => {
      if (done || !condition()) return;
      done = true;
      observer.disconnect();
      mark(name);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => mark(`${name}:painted`);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  };

  // Input happened at event.timeStamp (same clock as performance.now()).
  document.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const kind = target.matches('.dumi-default-search-bar input')
        ? 'search'
        : target.matches('.dumi-default-source-code-editor-textarea')
          ? 'editor'
          : 'other';
      bench.inputs.push({ kind, time: event.timeStamp, value: 'value' in target ? String(target.value) : '' });
    },
    true,
  );
  for (const type of ['mouseover', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        if (bench.searchTouched !== undefined || !(event.target instanceof Element)) return;
        if (event.target.matches('.dumi-default-search-bar input')) bench.searchTouched = event.timeStamp;
      },
      true,
    );
  }
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link) bench.clicks.push({ href: link.getAttribute('href'), time: event.timeStamp });
    },
    true,
  );

  // Timings reported by the worker prologue, converted to this page's clock.
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => {
    const { action, start, end } = event.data;
    bench.workerRuns.push({
      action,
      start: start - performance.timeOrigin,
      end: end - performance.timeOrigin,
      duration: end - start,
      arrived: performance.now(),
    });
  };

  const prologue = `(() => {
    const channel = new BroadcastChannel(${JSON.stringify(CHANNEL)});
    let handler = null;
    Object.defineProperty(self, 'onmessage', {
      configurable: true,
      get: () => handler,
      set: (fn) => { handler = fn; },
    });
    self.addEventListener('message', (event) => {
      if (typeof handler !== 'function') return;
      const action = event.data && event.data.action;
      const start = performance.timeOrigin + performance.now();
      try {
        handler.call(self, event);
      } finally {
        channel.postMessage({ action, start, end: performance.timeOrigin + performance.now() });
      }
    });
  })();\n`;

  const NativeWorker = window.Worker;
  class BenchWorker extends NativeWorker {
    constructor(url, options) {
      const href = String(url);
      const wrapped = href.startsWith('blob:')
        ? URL.createObjectURL(
            new Blob([prologue, `importScripts(${JSON.stringify(href)});\n`], { type: 'application/javascript' }),
          )
        : url;
      super(wrapped, options);
      // Registered before the site's onmessage handler, so it runs first: the answer's arrival.
      this.addEventListener('message', (event) => {
        bench.searchAnswered += 1;
        mark(`search:answer#${bench.searchAnswered}`);
        const groups = Array.isArray(event.data) ? event.data : [];
        bench.answerResults[bench.searchAnswered] = groups.reduce((sum, group) => sum + group.hints.length, 0);
      });
    }
  }
  window.Worker = BenchWorker;

  const popoverReady = () => {
    const popover = document.querySelector('.dumi-default-search-popover');
    // While the worker works, the popover holds a lone `.dumi-default-search-empty` "Loading...".
    return Boolean(popover) && !/^\s*Loading\.\.\.\s*$/.test(popover.textContent || '');
  };

  const shownResults = () => document.querySelectorAll('.dumi-default-search-popover dd > a').length;

  const nativePost = NativeWorker.prototype.postMessage;
  NativeWorker.prototype.postMessage = function postMessage(message, ...rest) {
    const action = message && typeof message === 'object' ? message.action : undefined;
    if (action === 'generate-metadata') mark('index:sent');
    if (action === 'get-search-result') {
      bench.searchSent += 1;
      const id = bench.searchSent;
      mark(`search:sent#${id}`);
      bench.whenPainted(`search:shown#${id}`, () => {
        if (!(bench.searchAnswered >= id && popoverReady())) return false;
        bench.firstStepResults[id] = shownResults();
        return true;
      });
      // The list is built in two steps (the first screen, then the rest): this is the second.
      bench.whenPainted(
        `search:complete#${id}`,
        () => bench.searchAnswered >= id && popoverReady() && shownResults() >= bench.answerResults[id],
      );
    }
    return nativePost.call(this, message, ...rest);
  };
}
