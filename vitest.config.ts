import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
    // The benchmark's and the audit's smoke tests spend their time waiting on a browser: with more
    // workers than cores (Vitest's default is one per core), the other files run meanwhile.
    maxWorkers: 4,
    // npm test runs this suite beside the Firefox one on two cores: a webpack build, a type check or
    // a renderer's first import can then take several times its usual second. A test that hangs
    // still fails, after 30 s rather than 5.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
