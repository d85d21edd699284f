import { defineConfig } from '@playwright/test';
import type { DemoOptions } from './tests/e2e/demos/fixture';
import { NEXT_PACKAGE } from './src/converter/packages';
import { CHROMIUM_ARGS, testChromium } from './tests/support/browser';

const PORT = Number(process.env.E2E_PORT || 4319);
/** Set E2E_BASE_URL to run the tests against a server you started yourself (e.g. `npm start`). */
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

export default defineConfig<DemoOptions>({
  testDir: 'tests/e2e',
  // The dev server's search (`npm start`) runs alone, after the rest, as `npm run test:dev`: its first
  // compile takes minutes, longer still beside three workers.
  testIgnore: process.env.E2E_DEV ? [] : ['**/dev-server.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: a test's page waits on the network or on timers part of the time.
  workers: 3,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: EXTERNAL_BASE_URL || `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: testChromium(),
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    { name: 'chromium' },
    // Every demo's behaviour again on @rc-component/cascader 1.x, chosen by the address (tests/e2e/demos/fixture.ts).
    { name: 'demos-1x', testMatch: 'demos/**/*.spec.ts', use: { cascaderPackage: NEXT_PACKAGE } },
  ],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        command: `node scripts/serve.mjs --port ${PORT}`,
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
});
