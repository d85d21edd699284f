import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    environment: 'node',
  },
});
