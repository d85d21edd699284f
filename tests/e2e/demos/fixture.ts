import type { Locator, Page } from '@playwright/test';
import { DEFAULT_PACKAGE, type PackageName } from '../../../src/converter/packages';
import { waitForApp } from '../../support/page-health';
import { expect, test as base } from '../fixture';

export { expect };

export interface DemoOptions {
  /**
   * The line every demo of the page runs on: the `demos-1x` project of playwright.config.ts runs the
   * same specs with `@rc-component/cascader`, chosen by the address as a visitor's link would.
   */
  cascaderPackage: PackageName;
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
  cascaderPackage: [DEFAULT_PACKAGE, { option: true }],

  page: async ({ page, demoPath, fakeClock, cascaderPackage }, use) => {
    if (!demoPath) throw new Error('Name the demo page with test.use({ demoPath }).');
    if (fakeClock) await page.clock.install();
    await page.goto(withPackage(demoPath, cascaderPackage));
    await waitForApp(page);
    if (cascaderPackage !== DEFAULT_PACKAGE) await everyDemoOn(page, cascaderPackage);
    await use(page);
  },
});

/**
 * What a cascader shows as chosen, on either line: 3.x's selection item (a single value, or each
 * tag), 1.x's content with its value (a single value) or tag. Scope it with `locator(…).locator(SELECTION)`.
 */
export const SELECTION = '.rc-cascader-selection-item, .rc-cascader-content-has-value';
/** The selector box a click opens, on either line (3.x's selector, 1.x's content). */
export const SELECTOR = '.rc-cascader-selector, .rc-cascader-content';

/** A cascader's placeholder, on either line. */
export const PLACEHOLDER = '.rc-cascader-selection-placeholder, .rc-cascader-placeholder';
/** The icon box at a cascader's end (the arrow, or `suffixIcon`/`suffix`), on either line. */
export const SUFFIX = '.rc-cascader-arrow, .rc-cascader-suffix';

/**
 * The cascader around an input, to click as a visitor does: 1.x's input in a multiple or searchable
 * cascader is as narrow as its text, under the placeholder, and takes no click of its own.
 */
export const boxOf = (input: Locator): Locator => input.page().locator('.rc-cascader').filter({ has: input });

/** A page's address with the Package choice named in it (`?package=…`), the hash kept after it. */
function withPackage(path: string, pkg: PackageName): string {
  if (pkg === DEFAULT_PACKAGE) return path;
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('package', pkg);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Waits until every demo of the page runs on `pkg`: each demo hydrates as it nears the viewport,
 * then swaps in its 1.x module, so each is brought into view in turn; the page is left at its top.
 */
async function everyDemoOn(page: Page, pkg: PackageName): Promise<void> {
  const boxes = page.locator('.dumi-default-previewer-demo');
  for (const box of await boxes.all()) {
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-package', pkg);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
