import type { Page, TestInfo } from '@playwright/test';
import { axeProblems, COLOUR_RULES } from '../../support/axe';
import { LOCALES, localeOfPath, ROUTE_ALIASES } from '../../../src/site';
import { builtRoutes, docPages } from '../../support/site';
import { useColourMode, waitForApp, watchPage, type ColourMode } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * Whole-page accessibility of the built site: every page (found in the build, so new pages are
 * covered without touching this file), the 404 page and a standalone demo page, with the menus
 * closed, then with the page's first cascader dropdown open, and on each locale's home page with
 * the header's search results open (the same results on every page): in light mode with every
 * rule, then in dark mode with the rules that read colours (COLOUR_RULES); the other locale's
 * pages, which differ from their counterparts only in text, in light mode with the menus closed. A
 * second group checks the theme's states that only some pages or viewports have: the mobile menu
 * and sidebar, and a demo's source code panel. WCAG 2.2's touch targets are measured at phone widths
 * in the same load as the sideways-scroll checks (phone/phone-widths.spec.ts). Axe runs through the
 * same harness as the demo specs (tests/support/axe.ts), with its one known rc-cascader defect.
 */

const MODES: ColourMode[] = ['light', 'dark'];
/** A word the search index always holds, so that the search popover lists results. */
const SEARCH_WORD = 'cascader';
const OPEN_DROPDOWN = '.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden)';

const routes = builtRoutes();
const targets: { path: string; label: string }[] = [
  // An alias (/Changelog) serves its page's own prerender: that page stands for it.
  ...routes
    .filter((route) => route.kind === 'page' && !(route.path in ROUTE_ALIASES))
    .map((route) => ({ path: route.path, label: route.path })),
  // One standalone demo stands for them all: they share one layout and differ only in the demo.
  ...routes
    .filter((route) => route.kind === 'demo')
    .slice(0, 1)
    .map((route) => ({ path: route.path, label: `the standalone demo ${route.path}` })),
  { path: '/no/such/page', label: 'the 404 page' },
];

const pages = docPages();

/** The pages on which the search results are checked: each locale's home page. */
const SEARCH_PAGES = new Set<string>(LOCALES.map(({ base }) => base));

/**
 * Loads a page in a colour mode and waits until it has settled: hydrated (down to the lazily
 * hydrated demos) and done loading. Checks its status, that it asks no other origin for anything,
 * and the title and description react-helmet-async leaves once the app runs (the page as served,
 * heading included, is checked over dist/ by tests/built/pages.test.ts; the heading is React's, so
 * a client render that changed it would be a hydration error). Returns its console problems, less
 * the one a 404 page always logs for its own status.
 */
async function openPage(page: Page, path: string, mode: ColourMode, origin: string) {
  const watch = await watchPage(page, origin);
  const failedLoads: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedLoads.push(response.url());
  });
  await useColourMode(page, mode);
  const response = await page.goto(path);
  const doc = pages.find((candidate) => candidate.path === path);
  const known = doc !== undefined || routes.some((route) => route.path === path);
  expect(response?.status(), `the status of ${path}`).toBe(known ? 200 : 404);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
  if (doc) {
    await expect(page).toHaveTitle(`${doc.title} – rc-cascader`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', doc.description!);
  }
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  expect(watch.foreignRequests, `requests from ${path} to other origins`).toEqual([]);
  await expect(page.locator('#nprogress'), 'the page-loading bar is gone').toHaveCount(0);
  return {
    problems: () =>
      watch.problems.filter(
        (problem) =>
          !(
            response?.status() === 404 &&
            failedLoads.length === 1 &&
            failedLoads[0] === response.url() &&
            problem === 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)'
          ),
      ),
  };
}

/**
 * Opens the page's first cascader that opens on a click (a demo may disable one, or control its
 * `open` prop); false, with a note in the report, when none does.
 */
async function openFirstCascader(page: Page, testInfo: TestInfo): Promise<boolean> {
  const cascaders = page.locator('.rc-cascader:not(.rc-cascader-disabled)');
  const count = await cascaders.count();
  for (let index = 0; index < Math.min(count, 3); index += 1) {
    await cascaders.nth(index).click();
    const opened = await page
      .locator(OPEN_DROPDOWN)
      .first()
      .waitFor({ state: 'visible', timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (opened) return true;
    await page.keyboard.press('Escape');
  }
  if (count > 0) {
    testInfo.annotations.push({
      type: 'no cascader opened',
      description: `${page.url()}: ${count} cascaders, none opened on a click`,
    });
  }
  return false;
}

/**
 * Types into the header's search box, waits for the results popover and moves the keyboard
 * highlight onto the first result (so both result styles are checked); false without a search box.
 */
async function openSearch(page: Page): Promise<boolean> {
  const input = page.locator('.dumi-default-search-bar-input').first();
  if (!(await input.isVisible())) return false;
  await input.fill(SEARCH_WORD);
  const results = page.locator('.dumi-default-search-popover .dumi-default-search-result dd > a');
  await expect(results.first()).toBeVisible();
  await input.press('ArrowDown');
  await expect(results.first()).toHaveAttribute('data-active', /.*/);
  return true;
}

/**
 * Whether a page is checked in every state. A page of another locale than the first shows the same
 * demo files, with the same markup and styles, as its counterpart: only its text differs. Its text is
 * checked with every rule, in light mode with the menus closed (and the search results, which are the
 * locale's); the dark colours and the open dropdowns are its counterpart's, checked there.
 */
const inEveryState = (path: string) => localeOfPath(path) === LOCALES[0].id;

test.describe('every page', () => {
  for (const target of targets) {
    const everyState = inEveryState(target.path);
    const title = everyState
      ? `${target.label} has no axe violations in either colour mode, menus closed or open`
      : `${target.label} has no axe violations in light mode (its colours and dropdowns are its counterpart's)`;
    test(title, async ({ context, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      const page = await context.newPage();
      const watch = await openPage(page, target.path, 'light', new URL(baseURL!).origin);
      for (const mode of everyState ? MODES : (['light'] as const)) {
        // The page is loaded in light mode and checked with every rule; then the theme's colour
        // switch turns it dark (the attribute it sets), and only the colours are checked again.
        if (mode !== 'light') {
          // Axe reads colours as painted, and a part of a long page that is off screen
          // (content-visibility) starts its colour transition only when axe reads it: the
          // transitions are turned off, so that every element shows its final colour at once.
          await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
          await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
        }
        const rules = mode === 'light' ? undefined : COLOUR_RULES;
        problems.push(...(await axeProblems(page, { state: `${mode}, menus closed`, rules })));
        // Opening a cascader changes only the control and its dropdown: the rest was checked above.
        if (everyState && (await openFirstCascader(page, testInfo))) {
          const include = [OPEN_DROPDOWN, '.rc-cascader-open'];
          problems.push(...(await axeProblems(page, { state: `${mode}, cascader open`, include, rules })));
          await page.keyboard.press('Escape');
          await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(0);
        }
        // The search popover opens inside the header, the only part of the page that changes:
        // the rest was checked with the menus closed. Its results are a locale's and the same
        // on every page, so it is checked on each locale's home page.
        if (SEARCH_PAGES.has(target.path) && (await openSearch(page))) {
          problems.push(...(await axeProblems(page, { state: `${mode}, search open`, include: ['header'], rules })));
          await page.keyboard.press('Escape');
        }
      }
      problems.push(...watch.problems());
      expect(problems, 'axe violations, console errors and warnings').toEqual([]);
    });
  }
});

test.describe('theme states', () => {
  const demoPage = routes.find((route) => route.path.startsWith('/demo/'))?.path ?? '/';

  // The home page (hero, API tables, code) and a page with a sidebar, on a phone-sized screen.
  const mobilePages = [...new Set(['/', demoPage])];

  // One test per page and mode: the home page is long, and axe reads it whole once a mode.
  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const path of mobilePages) {
      for (const mode of MODES) {
        test(`${path} on a narrow screen in ${mode} mode, with the menu and then the sidebar open, has no axe violations`, async ({
          context,
          baseURL,
        }) => {
          test.setTimeout(120_000);
          const problems: string[] = [];
          const page = await context.newPage();
          const watch = await openPage(page, path, mode, new URL(baseURL!).origin);
          problems.push(...(await axeProblems(page, { state: `${path}, ${mode}, narrow` })));

          const menu = page.getByRole('button', { name: 'Menu' });
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('banner').getByRole('link', { name: 'Changelog' })).toBeVisible();
          // The menu opens inside the header and the sidebar over the page: only they are checked again.
          problems.push(...(await axeProblems(page, { state: `${path}, ${mode}, narrow, menu open`, include: ['header'] })));
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'false');

          const sidebarButton = page.getByRole('button', { name: 'Sidebar' });
          if (await sidebarButton.isVisible()) {
            await sidebarButton.click();
            await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
            problems.push(
              ...(await axeProblems(page, {
                state: `${path}, ${mode}, narrow, sidebar open`,
                include: ['nav.dumi-default-sidebar', '.dumi-default-doc-layout-mobile-bar'],
              })),
            );
          }

          problems.push(...watch.problems().map((problem) => `[${path}, ${mode}] ${problem}`));
          await page.close();
          expect(problems, 'axe violations, console errors and warnings').toEqual([]);
        });
      }
    }
  });

  test(`the demo source panels on ${demoPage} have no axe violations in either colour mode`, async ({ context, baseURL }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    // Loaded once, in light mode; then turned dark as the tests of every page do, by the attribute the
    // theme's colour switch sets (the panels' colours follow it in CSS alone; a cold load in dark mode
    // of this page is made by the narrow-screen tests above).
    const page = await context.newPage();
    const watch = await openPage(page, demoPage, 'light', new URL(baseURL!).origin);
    const showCode = page.getByRole('button', { name: 'Show Code' });
    const count = await showCode.count();
    expect(count, 'demos with a "Show Code" button').toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await showCode.first().click();
    await expect(page.getByRole('button', { name: 'Hide Code' })).toHaveCount(count);
    // Hovering a code block reveals its copy button and the live-edit tip.
    const source = page.locator('.dumi-default-previewer-sources .dumi-default-source-code').first();
    await source.hover();
    await expect(source.getByRole('button', { name: 'Copy code' })).toBeVisible();
    for (const mode of MODES) {
      if (mode !== 'light') {
        // As above: no colour transition, so that axe reads every element's final colour.
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
        await page.evaluate((value) => document.documentElement.setAttribute('data-prefers-color', value), mode);
        await expect(source.getByRole('button', { name: 'Copy code' })).toBeVisible();
      }
      // Only the demos' boxes change (the rest of the page is checked in both modes above); in dark
      // mode, as there, the rules that read colours.
      const rules = mode === 'light' ? undefined : COLOUR_RULES;
      problems.push(...(await axeProblems(page, { state: `${mode}, source shown`, include: ['.dumi-default-previewer'], rules })));
    }
    problems.push(...watch.problems());
    await page.close();
    expect(problems, 'axe violations, console errors and warnings').toEqual([]);
  });
});

// Before any script runs (and for a visitor without JavaScript) the colour mode is not set on
// <html> yet: the site's readable colours must not wait for it. The page is served without its
// scripts (and their preloads; axe itself needs JavaScript, so it cannot simply be turned off).
test.describe('as the server wrote it, no script run', () => {
  for (const path of ['/', '/demo/simple', '/zh-CN/changelog']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
          await route.fulfill({ response, body });
        },
      );
      await page.goto(path);
      expect(await page.locator('script').count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-prefers-color')).toBeNull();
      expect(await axeProblems(page, { state: 'no script' })).toEqual([]);
    });
  }
});
