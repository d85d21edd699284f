import { builtRoutes, docPages } from '../../support/site';
import { useColourMode, waitForApp, type ColourMode } from '../../support/page-health';
import { expect, test } from '../fixture';

const routes = builtRoutes();
const pages = docPages();
const MODES: ColourMode[] = ['light', 'dark'];

test('the build holds one prerendered page per documentation page, and no other', () => {
  const built = routes.filter((route) => route.kind === 'page').map((route) => route.path);
  expect(built).toEqual(pages.map((page) => page.path));
});

test('the build holds a standalone page for at least one demo', () => {
  expect(routes.filter((route) => route.kind === 'demo').length).toBeGreaterThan(0);
});

// The documentation pages, the 404 page and one standalone demo are loaded in both colour modes
// by tests/e2e/a11y/axe.spec.ts, which makes the same checks (clean hydration, title, heading, no
// console output, no other origin) before running axe; loading them here too doubled the suite's
// time. The standalone demo pages are all checked here.
for (const route of routes.filter((candidate) => candidate.kind === 'demo')) {
  for (const mode of MODES) {
    // The page is watched from before it loads, and the test fails on any console error or
    // warning, page error or request to another origin (../fixture.ts).
    test(`${route.path} hydrates cleanly in ${mode} mode`, async ({ page }) => {
      await useColourMode(page, mode);

      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForApp(page);

      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);
      // A standalone demo renders the demo alone, outside the documentation layout.
      await expect(page.locator('.dumi-default-header')).toHaveCount(0);
      await expect(page.locator('#root')).not.toBeEmpty();
      // It still describes itself to search engines (its own demo's description).
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }
}
