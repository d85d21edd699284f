import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  HEADER,
  NOT_FOUND_PATH,
  baselineTbtMs,
  budgetMisses,
  describeBudgets,
  errorRow,
  expectedFailureNotes,
  failingAudits,
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
  // @ts-expect-error: plain ES module without type declarations
} from '../../scripts/audit-lib.mjs';
import { chromiumExecutable } from '../../scripts/chromium.mjs';

type Audit = { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string; details?: unknown };

/** A Lighthouse result with just the fields the audit reads. */
function fakeResult(options: {
  scores?: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>>;
  failing?: { category: string; id: string; title: string; displayValue?: string; weight?: number; items?: object[] }[];
  metrics?: { fcp?: number; lcp?: number; tbt?: number; cls?: number; bytes?: number; requests?: number; firstPaint?: number };
  benchmarkIndex?: number;
}) {
  const { scores = {}, failing = [], metrics = {}, benchmarkIndex } = options;
  const audits: Record<string, Audit> = {
    'first-contentful-paint': { id: 'first-contentful-paint', title: 'FCP', score: 1, numericValue: metrics.fcp ?? 800 },
    'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 1, numericValue: metrics.lcp ?? 1200 },
    'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 1, numericValue: metrics.tbt ?? 20 },
    'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1, numericValue: metrics.cls ?? 0 },
    'total-byte-weight': { id: 'total-byte-weight', title: 'Bytes', score: 1, numericValue: metrics.bytes ?? 200 * 1024 },
    'network-requests': {
      id: 'network-requests',
      title: 'Requests',
      score: null,
      details: { items: Array.from({ length: metrics.requests ?? 12 }, () => ({})) },
    },
    metrics: {
      id: 'metrics',
      title: 'Metrics',
      score: null,
      details: { items: [{ observedFirstContentfulPaint: metrics.firstPaint ?? 250 }] },
    },
    'document-title': { id: 'document-title', title: 'Document has a title', score: 1 },
    'not-weighted': { id: 'not-weighted', title: 'Informative', score: 0 },
  };
  const categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }> = {};
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
    categories[id] = {
      score: scores[id] === undefined ? 1 : scores[id]!,
      auditRefs: [
        { id: 'document-title', weight: 1 },
        { id: 'not-weighted', weight: 0 },
      ],
    };
  }
  for (const { category, id, title, displayValue, weight = 1, items } of failing) {
    audits[id] = { id, title, score: 0, displayValue, ...(items ? { details: { items } } : {}) };
    categories[category].auditRefs.push({ id, weight });
  }
  return {
    requestedUrl: 'http://127.0.0.1/x',
    finalDisplayedUrl: 'http://127.0.0.1/x',
    audits,
    categories,
    ...(benchmarkIndex === undefined ? {} : { environment: { benchmarkIndex } }),
  };
}

const PAGE = { path: '/demo/simple', url: '/demo/simple', file: 'demo/simple/index.html', kind: 'page', status: 200 };
const NOT_FOUND = { path: NOT_FOUND_PATH, url: NOT_FOUND_PATH, file: '404.html', kind: 'not-found', status: 404 };

describe('page discovery', () => {
  const files = [
    'index.html',
    '404.html',
    'changelog/index.html',
    'Changelog/index.html',
    'demo/simple/index.html',
    '~demos/:id/index.html',
    '~demos/docs-demo-simple-demo-city-picker/index.html',
    'about.html',
    'umi.js',
  ];

  it('maps every built HTML file to the URL a visitor uses, pages first, demos last', () => {
    expect(pagesFromFiles(files).map((page: { path: string; kind: string; status: number }) => [page.path, page.kind, page.status])).toEqual([
      ['/', 'page', 200],
      ['/about', 'page', 200],
      ['/changelog', 'page', 200],
      ['/Changelog', 'page', 200],
      ['/demo/simple', 'page', 200],
      [NOT_FOUND_PATH, 'not-found', 404],
      ['/~demos/docs-demo-simple-demo-city-picker', 'demo', 200],
    ]);
  });

  it('audits 404.html at a path no file answers, so the host serves it with status 404', () => {
    const notFound = pagesFromFiles(files).find((page: { kind: string }) => page.kind === 'not-found');
    expect(notFound.file).toBe('404.html');
    expect(files.some((file) => `/${file}`.startsWith(NOT_FOUND_PATH))).toBe(false);
  });

  it('puts the URLs under the base path', () => {
    const urls = pagesFromFiles(['index.html', '404.html', 'demo/simple/index.html'], '/docs/').map(
      (page: { url: string }) => page.url,
    );
    expect(urls).toEqual(['/docs/', '/docs/demo/simple', `/docs${NOT_FOUND_PATH}`]);
  });

  it('finds the HTML files of a folder tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'audit-pages-'));
    mkdirSync(join(root, 'demo', 'simple'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '');
    writeFileSync(join(root, '404.html'), '');
    writeFileSync(join(root, 'umi.js'), '');
    writeFileSync(join(root, 'demo', 'simple', 'index.html'), '');
    expect(findHtmlFiles(root)).toEqual(['404.html', 'demo/simple/index.html', 'index.html']);
  });

  it('keeps the pages whose path contains --only', () => {
    const pages = pagesFromFiles(files);
    expect(selectPages(pages, 'simple').map((page: { path: string }) => page.path)).toEqual([
      '/demo/simple',
      '/~demos/docs-demo-simple-demo-city-picker',
    ]);
    expect(selectPages(pages, '')).toHaveLength(pages.length);
    expect(selectPages(pages, '=/,simple').map((page: { path: string }) => page.path)).toEqual([
      '/',
      '/demo/simple',
      '/~demos/docs-demo-simple-demo-city-picker',
    ]);
  });
});

describe('summarise', () => {
  it('reads the scores as 0–100, the metrics and the request count', () => {
    const row = summarise(
      PAGE,
      fakeResult({
        scores: { performance: 0.514, seo: 0.92 },
        failing: [{ category: 'seo', id: 'meta-description', title: 'Document does not have a meta description' }],
        metrics: { fcp: 2100, lcp: 6300, tbt: 120.4, cls: 0.0123, bytes: 972 * 1024, requests: 30 },
      }),
    );
    expect(row.scores).toEqual({ performance: 51, accessibility: 100, bestPractices: 100, seo: 92 });
    expect(row).toMatchObject({ fcpMs: 2100, lcpMs: 6300, tbtMs: 120.4, cls: 0.0123, transferredBytes: 972 * 1024, requests: 30 });
    expect(row.failing.seo).toEqual([{ id: 'meta-description', title: 'Document does not have a meta description', items: [] }]);
    expect(row.failing.accessibility).toBeUndefined();
    expect(row.error).toBeUndefined();
  });

  it('lists only the weighted audits that did not pass, with the gist of their details', () => {
    const lhr = fakeResult({
      failing: [
        {
          category: 'best-practices',
          id: 'errors-in-console',
          title: 'Errors were logged',
          displayValue: '2 errors',
          items: [
            { source: 'network', description: 'Failed to load resource', sourceLocation: { url: 'http://h/a.js' } },
            { source: 'exception', description: 'TypeError: x is undefined' },
          ],
        },
        { category: 'best-practices', id: 'zero-weight', title: 'Not scored', weight: 0 },
        {
          category: 'accessibility',
          id: 'color-contrast',
          title: 'Low contrast',
          items: [{ node: { snippet: '<p class="faint">', nodeLabel: 'Faint text' } }],
        },
      ],
    });
    expect(failingAudits(lhr, 'best-practices')).toEqual([
      {
        id: 'errors-in-console',
        title: 'Errors were logged',
        displayValue: '2 errors',
        items: [
          { source: 'network', text: 'Failed to load resource', url: 'http://h/a.js' },
          { source: 'exception', text: 'TypeError: x is undefined' },
        ],
      },
    ]);
    expect(failingAudits(lhr, 'accessibility')[0].items).toEqual([{ text: '<p class="faint">' }]);
  });

  it('keeps at most five details of an audit', () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ url: `http://h/${index}` }));
    const lhr = fakeResult({ failing: [{ category: 'seo', id: 'crawlable-anchors', title: 'Links', items }] });
    expect(failingAudits(lhr, 'seo')[0].items).toHaveLength(5);
  });

  it('keeps the runtime error of a run Lighthouse could not score', () => {
    const lhr = { ...fakeResult({ scores: { performance: null } }), runtimeError: { code: 'NO_FCP', message: 'No paint' } };
    const row = summarise(PAGE, lhr);
    expect(row.scores.performance).toBeNull();
    expect(row.error).toBe('NO_FCP: No paint');
  });
});

describe('budgetMisses', () => {
  it('finds nothing to report on a page within every budget', () => {
    expect(budgetMisses(summarise(PAGE, fakeResult({})))).toEqual([]);
  });

  it('reports every score and metric over budget', () => {
    const row = summarise(
      PAGE,
      fakeResult({
        scores: { performance: 0.94, accessibility: 0.97 },
        failing: [{ category: 'accessibility', id: 'color-contrast', title: 'Low contrast' }],
        metrics: { lcp: 1600, tbt: 151, cls: 0.02, bytes: 301 * 1024, firstPaint: 1240 },
      }),
    );
    expect(budgetMisses(row)).toEqual([
      'Perf 94 < 95',
      'A11y 97 < 100',
      'LCP 1.60 s > 1.5 s',
      'TBT 151 ms > 150 ms',
      'CLS 0.020 > 0.01',
      '301 KiB > 300 KiB',
      'first paint later than 400 ms in 1 of 1 run(s) (1240 ms)',
    ]);
    // Just over the limit, the miss still shows by how much.
    expect(budgetMisses(summarise(PAGE, fakeResult({ metrics: { lcp: 1520 } })))).toEqual(['LCP 1.52 s > 1.5 s']);
  });

  it('holds the limits themselves as met', () => {
    const row = summarise(
      PAGE,
      fakeResult({ scores: { performance: 0.95 }, metrics: { lcp: 1500, tbt: 150, cls: 0.01, bytes: 300 * 1024, firstPaint: 400 } }),
    );
    expect(budgetMisses(row)).toEqual([]);
  });

  it("holds a page's TBT against the no-script baseline's, and every run's first paint", () => {
    const row = summarise(PAGE, fakeResult({ metrics: { tbt: 130 } }));
    expect(budgetMisses(row, BUDGETS, 30)).toEqual([]);
    expect(budgetMisses(row, BUDGETS, 29)).toEqual(["TBT 130 ms is 101 ms over the baseline's 29 ms (> 100)"]);
    const runs = [250, 1240, 390].map((firstPaint) => fakeResult({ metrics: { firstPaint } }));
    expect(budgetMisses(withRunSpread(summarise(PAGE, runs[0]), runs))).toEqual([
      'first paint later than 400 ms in 1 of 3 run(s) (1240 ms)',
    ]);
    const baseline = withRunSpread(
      summarise({ ...PAGE, kind: 'baseline' }, fakeResult({ metrics: { tbt: 40, firstPaint: 900 } })),
      [10, 40, 70].map((tbt) => fakeResult({ metrics: { tbt, firstPaint: 900 } })),
    );
    expect(budgetMisses(baseline)).toEqual([]);
    expect(baselineTbtMs([row, baseline])).toBe(40);
    expect(baselineTbtMs([row])).toBeNull();
  });

  const STATUS_404 = { category: 'seo', id: 'http-status-code', title: 'Page has unsuccessful HTTP status code', displayValue: '404' };
  const OWN_404_LOGGED = {
    category: 'best-practices',
    id: 'errors-in-console',
    title: 'Browser errors were logged to the console',
    items: [
      {
        source: 'network',
        description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
        sourceLocation: { url: 'http://127.0.0.1/x' },
      },
    ],
  };

  it("accepts the not-found page's own 404 status and its console message, and requires the status", () => {
    const as404 = summarise(NOT_FOUND, fakeResult({ scores: { 'best-practices': 0.96, seo: 0.92 }, failing: [STATUS_404, OWN_404_LOGGED] }));
    expect(budgetMisses(as404)).toEqual([]);

    const as200 = summarise(NOT_FOUND, fakeResult({}));
    expect(budgetMisses(as200)).toEqual(['SEO: http-status-code was expected to fail (the page answers with status 404 by design)']);
  });

  it('still reports any other failure of the not-found page', () => {
    const alsoNoDescription = summarise(
      NOT_FOUND,
      fakeResult({
        scores: { seo: 0.83 },
        failing: [STATUS_404, { category: 'seo', id: 'meta-description', title: 'No meta description' }],
      }),
    );
    expect(budgetMisses(alsoNoDescription)).toEqual(['SEO 83 < 100']);

    const otherConsoleError = summarise(
      NOT_FOUND,
      fakeResult({
        scores: { 'best-practices': 0.96, seo: 0.92 },
        failing: [
          STATUS_404,
          {
            ...OWN_404_LOGGED,
            items: [...OWN_404_LOGGED.items, { source: 'exception', description: 'TypeError', sourceLocation: { url: 'http://127.0.0.1/umi.js' } }],
          },
        ],
      }),
    );
    expect(budgetMisses(otherConsoleError)).toEqual(['BP 96 < 100']);

    const missingAsset = summarise(
      NOT_FOUND,
      fakeResult({
        scores: { 'best-practices': 0.96, seo: 0.92 },
        failing: [
          STATUS_404,
          {
            ...OWN_404_LOGGED,
            items: [{ ...OWN_404_LOGGED.items[0], sourceLocation: { url: 'http://127.0.0.1/missing.js' } }],
          },
        ],
      }),
    );
    expect(budgetMisses(missingAsset)).toEqual(['BP 96 < 100']);

    const otherStatus = summarise(NOT_FOUND, fakeResult({ scores: { seo: 0.92 }, failing: [{ ...STATUS_404, displayValue: '500' }] }));
    expect(budgetMisses(otherStatus)).toEqual(['SEO 92 < 100']);
  });

  it('does not excuse the same failure on an ordinary page', () => {
    const row = summarise(
      PAGE,
      fakeResult({ scores: { seo: 0.92 }, failing: [{ category: 'seo', id: 'http-status-code', title: 'Bad status' }] }),
    );
    expect(budgetMisses(row)).toEqual(['SEO 92 < 100']);
  });

  it('reports a page without a result', () => {
    expect(budgetMisses(errorRow(PAGE, new Error('Chrome went away')))).toEqual(['no result: Chrome went away']);
  });
});

describe('tables and report', () => {
  const row = summarise(
    PAGE,
    fakeResult({
      scores: { performance: 0.514 },
      metrics: { fcp: 2140, lcp: 6260, tbt: 119.6, cls: 0.00012, bytes: 972.4 * 1024, requests: 30 },
    }),
  );

  it('formats one row of figures', () => {
    expect(formatRow(row)).toEqual(['/demo/simple', '51', '100', '100', '100', '2.1', '6.3', '120', '-', '250', '0.000', '972', '30', 'missed']);
    expect(formatRow(row, BUDGETS, 20).slice(7, 9)).toEqual(['120', '+100']);
    expect(formatRow(summarise(PAGE, fakeResult({}))).at(-1)).toBe('met');
    expect(formatRow(summarise({ ...PAGE, kind: 'baseline' }, fakeResult({})), BUDGETS, 20).slice(8)).toEqual(['-', '250', '0.000', '200', '12', 'baseline']);
  });

  it('gives the range of every run beside the LCP and TBT of the median run', () => {
    const runs = [
      fakeResult({ metrics: { lcp: 1040, tbt: 4.6, firstPaint: 240 }, benchmarkIndex: 1712.4 }),
      fakeResult({ metrics: { lcp: 3210, tbt: 203, firstPaint: 1250 }, benchmarkIndex: 1228 }),
      fakeResult({ metrics: { lcp: 1120, tbt: 48, firstPaint: 260 } }),
    ];
    const spread = withRunSpread(summarise(PAGE, runs[2]), runs);
    expect(spread.runs).toEqual({
      lcpMs: [1040, 3210, 1120],
      tbtMs: [4.6, 203, 48],
      observedFcpMs: [240, 1250, 260],
      benchmarkIndex: [1712.4, 1228, null],
    });
    expect(formatRow(spread).slice(6, 10)).toEqual(['1.1 (1.0–3.2)', '48 (5–203)', '-', '260 (240–1250)']);
    // A single run has no range.
    const once = withRunSpread(summarise(PAGE, runs[0]), [runs[0]]);
    expect(once.runs).toBeUndefined();
    expect(formatRow(once).slice(6, 10)).toEqual(['1.0', '5', '-', '240']);
  });

  it('counts the runs, not only the median ones, within the LCP and TBT budgets', () => {
    const page = (path: string, runs: { lcp: number; tbt: number; firstPaint?: number }[]) =>
      withRunSpread(
        summarise({ ...PAGE, path }, fakeResult({ metrics: runs[0] })),
        runs.map((metrics) => fakeResult({ metrics })),
      );
    const rows = [
      page('/a', [{ lcp: 1000, tbt: 10 }, { lcp: 1100, tbt: 150 }, { lcp: 1200, tbt: 30 }]),
      page('/b', [{ lcp: 1000, tbt: 210 }, { lcp: 1600, tbt: 20, firstPaint: 1300 }, { lcp: 1500, tbt: 151 }]),
    ];
    expect(runSpreadSummary(rows)).toEqual([
      'LCP ≤ 1.5 s in 5 of 6 runs; in every run on 1 of 2 page(s).',
      'TBT ≤ 150 ms in 4 of 6 runs; in every run on 1 of 2 page(s).',
      'first paint ≤ 400 ms in 5 of 6 runs; in every run on 1 of 2 page(s).',
    ]);
    expect(runSpreadSummary([summarise(PAGE, fakeResult({}))])).toEqual([]);
  });

  it("reports the machine's speed over every run, and TBT at the speed Lighthouse's 4× slowdown is meant for", () => {
    const page = (path: string, runs: { index?: number; tbt: number }[]) =>
      withRunSpread(
        summarise({ ...PAGE, path }, fakeResult({ benchmarkIndex: runs[0].index, metrics: { tbt: runs[0].tbt } })),
        runs.map(({ index, tbt }) => fakeResult({ benchmarkIndex: index, metrics: { tbt } })),
      );
    const rows = [
      page('/a', [
        { index: 1228.4, tbt: 146 },
        { index: 2045, tbt: 13 },
        { index: 1703, tbt: 77 },
      ]),
      page('/b', [
        { index: 1458, tbt: 18 },
        { tbt: 300 },
        { index: 1711, tbt: 50 },
      ]),
    ];
    expect(machineSpeedSummary(rows)).toEqual([
      "Lighthouse's benchmarkIndex of this machine (CPU speed, higher is faster): median 1703, 1228–2045 over 5 run(s).",
      'Its 4× CPU slowdown is meant for 1500–2000; 2 of 5 run(s) were slower, so their pages ran on a slower phone than the profile intends.',
      'Runs at 1500 or more: TBT ≤ 150 ms in 3 of 3, median 50 ms; slower runs: TBT ≤ 150 ms in 2 of 2, median 82 ms.',
    ]);
    // One run a page: the row's own figures; an even count: the mean of the middle two.
    const single = [1400, 1600].map((benchmarkIndex) => summarise(PAGE, fakeResult({ benchmarkIndex })));
    expect(machineSpeedSummary(single)[0]).toContain('median 1500, 1400–1600 over 2 run(s).');
    expect(machineSpeedSummary([summarise(PAGE, fakeResult({ benchmarkIndex: 1822 }))]).slice(1)).toEqual([
      'Its 4× CPU slowdown is meant for 1500–2000; none of the 1 run(s) was slower.',
      'Runs at 1500 or more: TBT ≤ 150 ms in 1 of 1, median 20 ms; slower runs: none.',
    ]);
    expect(machineSpeedSummary([summarise(PAGE, fakeResult({ benchmarkIndex: 900 }))])[2]).toBe(
      'Runs at 1500 or more: none; slower runs: TBT ≤ 150 ms in 1 of 1, median 20 ms.',
    );
    expect(machineSpeedSummary([summarise(PAGE, fakeResult({})), errorRow(PAGE, 'boom')])).toEqual([]);
  });

  it('marks a score held down only by an expected failure, and explains the mark', () => {
    const notFound = summarise(
      NOT_FOUND,
      fakeResult({
        scores: { seo: 0.92 },
        failing: [{ category: 'seo', id: 'http-status-code', title: 'Bad status', displayValue: '404' }],
      }),
    );
    expect(formatRow(notFound).slice(1, 5)).toEqual(['100', '100', '100', '92*']);
    expect(expectedFailureNotes([row, notFound])).toEqual([
      `* ${NOT_FOUND_PATH} SEO 92: http-status-code fails because the page answers with status 404 by design.`,
    ]);
  });

  it('shows dashes for a page without a result', () => {
    expect(formatRow(errorRow(PAGE, 'boom'))).toEqual(['/demo/simple', ...Array(12).fill('-'), 'missed']);
  });

  it('aligns a text table: names left, figures right', () => {
    expect(textTable(['Page', 'Perf'], [['/', '100'], ['/demo/simple', '9']])).toBe(
      ['Page          Perf', '/              100', '/demo/simple     9'].join('\n'),
    );
  });

  it('writes a Markdown table with right-aligned figures', () => {
    expect(markdownTable(['Page', 'Perf'], [['/a|b', '100']])).toBe(
      ['| Page | Perf |', '| --- | ---: |', '| /a\\|b | 100 |'].join('\n'),
    );
    expect(HEADER).toHaveLength(formatRow(row).length);
  });

  it('lists the failing audits of every category below 100', () => {
    const failing = summarise(
      PAGE,
      fakeResult({
        scores: { seo: 0.91 },
        failing: [
          { category: 'seo', id: 'meta-description', title: 'Document does not have a meta description' },
          { category: 'seo', id: 'link-text', title: 'Links do not have descriptive text', items: [{ url: 'http://h/more', description: 'more' }] },
        ],
      }),
    );
    expect(failureReport([summarise(PAGE, fakeResult({})), failing, errorRow(NOT_FOUND, 'boom')])).toEqual([
      '/demo/simple',
      '  SEO 91:',
      '    meta-description: Document does not have a meta description',
      '    link-text: Links do not have descriptive text',
      '      - more (http://h/more)',
      `${NOT_FOUND_PATH}: no result (boom)`,
    ]);
  });

  it('states the budgets', () => {
    expect(describeBudgets(BUDGETS)).toBe(
      "performance >= 95, LCP <= 1.5 s, TBT <= 150 ms and <= 100 ms over the no-script baseline's, first paint <= 400 ms in every run, " +
        'CLS <= 0.01, transferred <= 300 KiB, accessibility, best practices and SEO = 100',
    );
  });
});

describe('parseArgs', () => {
  it('reads every option', () => {
    expect(
      parseArgs(['--only', 'demo', '--json', 'out.json', '--markdown', '--strict', '--runs', '3', '--warm', '--render-document', '--baseline', '/changelog', '--dist', '/tmp/no-swap']),
    ).toEqual({
      only: 'demo',
      json: 'out.json',
      markdown: true,
      strict: true,
      help: false,
      runs: 3,
      warm: true,
      renderDocument: true,
      baseline: '/changelog',
      dist: '/tmp/no-swap',
    });
    expect(parseArgs([])).toMatchObject({ only: '', json: '', markdown: false, strict: false, runs: 1, warm: false, renderDocument: false, baseline: '/demo/simple', dist: '' });
  });

  it('refuses an unknown option or a missing value', () => {
    expect(() => parseArgs(['--fast'])).toThrow('unknown option --fast');
    expect(() => parseArgs(['--only'])).toThrow('--only needs a value');
    expect(() => parseArgs(['--json', '--markdown'])).toThrow('--json needs a value');
    expect(() => parseArgs(['--dist'])).toThrow('--dist needs a value');
    for (const runs of [[], ['0'], ['two'], ['1.5'], ['--strict']]) {
      expect(() => parseArgs(['--runs', ...runs])).toThrow('--runs needs a whole number of at least 1');
    }
  });
});

describe('chromiumExecutable', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome' }, () => false)).toBe('/opt/chrome');
  });

  it('otherwise takes the first system browser that exists', () => {
    expect(chromiumExecutable({}, (path) => path === '/usr/bin/google-chrome')).toBe('/usr/bin/google-chrome');
    expect(chromiumExecutable({}, () => false)).toBeUndefined();
  });
});

describe('the cold runs', () => {
  it("keeps chrome-launcher's default flags, or the same list with RenderDocument left on", () => {
    const defaults = ['--disable-features=Translate,RenderDocument,MediaRouter', '--no-first-run'];
    expect(launchOptions(defaults, ['--headless=new'])).toEqual({ chromeFlags: ['--headless=new'] });
    expect(launchOptions(defaults, ['--headless=new'], { renderDocument: true })).toEqual({
      ignoreDefaultFlags: true,
      chromeFlags: ['--disable-features=Translate,MediaRouter', '--no-first-run', '--headless=new'],
    });
  });

  it('makes the baseline from a built page without any script', () => {
    const page =
      '<html><head><link rel="stylesheet" href="/umi.css"/><script>colour()</script><link rel="preload" as="script" href="/umi.js"/></head>' +
      '<body><div id="root"><p>Text</p></div><script>window.__UMI_METADATA_LOADER_DATA__={}</script></body></html><script>(function(){run()})();</script>';
    expect(withoutScripts(page)).toBe('<html><head><link rel="stylesheet" href="/umi.css"/></head><body><div id="root"><p>Text</p></div></body></html>');
  });
});
