import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
    // The benchmark's and the audit's smoke tests spend their time waiting on a browser: with more
    // workers than cores (Vitest's default is one per core), the other files run meanwhile.
    maxWorkers: 4,
  },
});
