import { waitForApp } from '../../support/page-health';
import { expect, test as base } from '../fixture';

export { expect };

interface DemoOptions {
  /** The demo page a spec covers, e.g. `/demo/simple`: set it with `test.use({ demoPath })`. */
  demoPath: string;
  /** Installs Playwright's fake clock before the page loads, so that the test decides when the demo's timers fire. */
  fakeClock: boolean;
}

/**
 * The `test` of the demo specs. Its `page` is watched from before it loads (see ../fixture.ts),
 * then opened on the spec's demo page and hydrated; when the test ends, it fails on any console
 * error or warning, page error or request to another origin. What the page shows before any
 * script is checked in tests/built/demos.test.ts.
 */
export const test = base.extend<DemoOptions>({
  demoPath: ['', { option: true }],
  fakeClock: [false, { option: true }],

  page: async ({ page, demoPath, fakeClock }, use) => {
    if (!demoPath) throw new Error('Name the demo page with test.use({ demoPath }).');
    if (fakeClock) await page.clock.install();
    await page.goto(demoPath);
    await waitForApp(page);
    await use(page);
  },
});
