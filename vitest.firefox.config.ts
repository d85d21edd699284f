import { defineConfig } from 'vitest/config';

/**
 * The Firefox tests (tests/firefox/): one Firefox for the run, started by the global setup and driven
 * over WebDriver BiDi; the test files take turns with it (Firefox holds one BiDi session at a time).
 * No retries: a check that fails once has found something.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/firefox/global-setup.ts'],
    fileParallelism: false,
    // A file's concurrent tests (the crawl's pages) run three at a time, in contexts of their own.
    maxConcurrency: 3,
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
