/**
 * What `npm run bench` injects into every page before the site's own scripts (page.addInitScript):
 * performance marks for the three interactions, taken from outside the site.
 *
 * - Search: the site's search hook (src/runtime/site-search.ts) posts the locale's index to its worker
 *   (`load-index`), then each query (`get-search-result`), and renders the answer into
 *   `.dumi-default-search-popover`. `Worker.prototype.postMessage` is wrapped to mark the moment the
 *   index or a query is sent; a listener on the worker (the constructor is wrapped) marks the index's
 *   arrival in the worker (`index-loaded`) and each answer's (`search-result`).
 * - Every "painted" mark comes from `whenPainted`: a MutationObserver waits for the DOM to satisfy a
 *   condition, then requestAnimationFrame (just before that frame's paint) and a MessageChannel task
 *   (which runs once the frame has been painted) give the time the change was on screen.
 * - Clicks and input events are marked with their own event timestamps (when the input happened).
 *
 * Everything lands in `window.__bench` and in `performance` marks named `bench:*`.
 */
export function instrumentPage() {
  if (window !== window.top || window.__bench) return;
  const bench = {
    /** Random per document: a client-side navigation keeps it, a reload does not. */
    documentId: Math.random().toString(36).slice(2),
    marks: [],
    searchSent: 0,
    searchAnswered: 0,
    /** How many results each search answer holds, by answer number. */
    answerResults: [],
    /** How many of them the list showed when it was first painted, by query number. */
    firstStepResults: [],
    inputs: [],
    clicks: [],
    /** When the search box was first hovered or focused: the site starts loading the index then. */
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

  const NativeWorker = window.Worker;
  class BenchWorker extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      // Registered before the site's own listener, so it runs first: the answer's arrival.
      this.addEventListener('message', (event) => {
        const data = event.data;
        if (data?.action === 'index-loaded') mark('index:ready');
        if (data?.action !== 'search-result') return;
        bench.searchAnswered += 1;
        mark(`search:answer#${bench.searchAnswered}`);
        bench.answerResults[bench.searchAnswered] = data.result.reduce((sum, group) => sum + group.hints.length, 0);
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
    if (action === 'load-index') mark('index:sent');
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
