import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files that replace a module for themselves (`vi.mock` of `react` or `dumi`), or run in a
 * browser-like environment with React's act flag set: each gets a module graph of its own.
 */
const ISOLATED = ['tests/unit/head.test.ts', 'tests/unit/owned-slots.test.ts', 'tests/unit/page-transition.test.ts'];
const ALL = ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/built/**/*.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // The benchmark's and the audit's smoke tests spend their time waiting on a browser: with more
    // workers than cores (Vitest's default is one per core), the other files run meanwhile.
    maxWorkers: 4,
    // npm test runs this suite beside the Firefox one on two cores: a webpack build, a type check or
    // a renderer's first import can then take several times its usual second. A test that hangs
    // still fails, after 30 s rather than 5.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        // The other files share each worker's modules: most import the same heavy ones (TypeScript,
        // Babel's parser, the site's build code), which then load once per worker, not once per file
        // (the suite's largest cost when isolated). A test that stubs a global undoes it
        // (`vi.unstubAllGlobals`), as it must anyway.
        extends: true,
        test: { name: 'shared', isolate: false, include: ALL, exclude: [...configDefaults.exclude, ...ISOLATED] },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
