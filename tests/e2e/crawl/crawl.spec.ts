import { builtRoutes } from '../../support/site';
import { useColourMode, waitForApp, type ColourMode } from '../../support/page-health';
import { expect, test } from '../fixture';

const routes = builtRoutes();
const MODES: ColourMode[] = ['light', 'dark'];

// The build's list of pages and what each page's HTML holds (title, heading, head tags, a
// standalone demo's description) are checked over dist/ by tests/built/pages.test.ts. The
// documentation pages, the 404 page and one standalone demo are loaded in both colour modes by
// tests/e2e/a11y/axe.spec.ts, which checks clean hydration, no console output and no other origin
// before running axe. The standalone demo pages are all checked here, each once, in light and dark
// mode by turns: their React tree is the same in both (they have no colour switch), so a second load
// would repeat the first.
routes
  .filter((candidate) => candidate.kind === 'demo')
  .forEach((route, index) => {
    const mode = MODES[index % MODES.length];
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
    });
  });
