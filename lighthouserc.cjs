// Lighthouse CI: how `npm run audit` (scripts/audit.mjs) measures the built site, and the budgets it
// holds each page's median run to. The front door serves the build and names the pages; this file
// holds what Lighthouse CI does by itself: Lighthouse's default mobile profile with simulated
// throttling, every run in a fresh Chrome with a fresh profile, several runs, median assertions.
// The browser is CHROME_PATH's (chrome-launcher reads it); the front door sets it from CHROMIUM_PATH or
// the system Chromium, and gives Chrome the flags that keep it off Google's services on a closed
// network (scripts/chromium.mjs, CHROMIUM_ARGS).

/** The budgets, each held against a page's median run. */
const BUDGETS = {
  'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median-run' }],
  'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
  'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
  'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
  'largest-contentful-paint': ['error', { maxNumericValue: 1000, aggregationMethod: 'median-run' }],
  'total-blocking-time': ['error', { maxNumericValue: 100, aggregationMethod: 'median-run' }],
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, aggregationMethod: 'median-run' }],
  'total-byte-weight': ['error', { maxNumericValue: 300 * 1024, aggregationMethod: 'median-run' }],
};

/** The pages held to an LCP of 0.85 s: `/demo/simple`, `/demo/search`, `/changelog`, `/zh-CN/demo/panel`. */
const FAST_PAGES = '/(demo/simple|demo/search|changelog|zh-CN/demo/panel)/?$';

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      settings: {
        // The not-found page answers 404 on purpose; Lighthouse would refuse to audit it otherwise.
        ignoreStatusCode: true,
      },
    },
    assert: {
      assertMatrix: [
        // The no-script baseline is measured, not judged: it is the machine's floor.
        { matchingUrlPattern: '/__audit__/no-script-baseline', assertions: {} },
        // The not-found page cannot pass two audits by its nature: its status is 404, and Chrome logs
        // that response as a console error.
        {
          matchingUrlPattern: '/__audit__/not-found',
          assertions: { ...BUDGETS, 'categories:seo': 'off', 'categories:best-practices': 'off' },
        },
        { matchingUrlPattern: '^(?!.*/__audit__/).*$', assertions: BUDGETS },
        // The pages whose first view is one demo or one list: a tighter LCP.
        {
          matchingUrlPattern: FAST_PAGES,
          assertions: { 'largest-contentful-paint': ['error', { maxNumericValue: 850, aggregationMethod: 'median-run' }] },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
