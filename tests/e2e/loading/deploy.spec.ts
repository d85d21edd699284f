/**
 * A tab opened on one build, then a deploy replaces the whole site (as GitHub Pages does): the
 * old build's chunks are gone. A click on a link must still bring the new page, by a full load of
 * its address; a second failure at once must not loop. The new deploy is derived from dist/
 * (tests/support/new-deploy.ts), served by a host of the test's own whose root is a link that the
 * test points at the old build, then at the new one.
 */
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveNewDeploy } from '../../support/new-deploy';
import { waitForApp, waitForFirstScreen } from '../../support/page-health';
import { searchBox, searchPopover } from '../../support/search';
import { DIST } from '../../support/site';
import { serve, type Site } from '../../support/static-site';
import { expect, test } from '../fixture';
import { CHUNK_LOAD_FAILED, HYDRATION_GAVE_UP, LOAD_FAILED } from '../../support/failed-loads';

const PORT = Number(process.env.E2E_PORT || 4319) + 1000;

const CHANGES = {
  hover: { from: 'quicker for mouse users', to: 'quicker for mouse users, says the new deploy' },
  simple: { from: 'such as a country, a region and a city', to: 'such as a country, a region and a city, in the new deploy' },
  hoverZh: { from: '鼠标用户浏览一棵较宽的树会更快', to: '鼠标用户浏览一棵较宽的树会更快（新部署）' },
};

/** The old tab's requests for chunks the new deploy no longer has, and the error each one raises. */
const GONE = ['console.error: Failed to load resource: the server responded with a status of 404 (Not Found)', CHUNK_LOAD_FAILED];

let folder: string;
let site: Site;

/** Points the host at a build: atomically, as a deploy replaces the site. */
function deploy(build: string) {
  const next = join(folder, 'live.next');
  symlinkSync(build, next);
  renameSync(next, join(folder, 'live'));
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-deploy-'));
  deriveNewDeploy(DIST, join(folder, 'next'), Object.values(CHANGES));
  deploy(DIST);
  site = await serve(join(folder, 'live'), PORT);
});

test.afterAll(async () => {
  await site?.close();
  rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(() => deploy(DIST));

const PAIRS = [
  { from: '/demo/simple', link: 'Hover', to: '/demo/hover', title: 'Hover', text: CHANGES.hover.to },
  { from: '/', link: 'Demo', to: '/demo/simple', title: 'Simple', text: CHANGES.simple.to },
  { from: '/zh-CN/demo/simple', link: '悬停展开', to: '/zh-CN/demo/hover', title: '悬停展开', text: CHANGES.hoverZh.to },
];

for (const { from, link, to, title, text } of PAIRS) {
  test(`after a deploy, ${from} → ${to} loads the new build's page`, async ({ page, pageWatch }) => {
    pageWatch.allow(...GONE);
    await page.goto(from);
    // Not waitForApp: its scrolling is the visitor's first input, after which the page prefetches the
    // sidebar's pages (route-prefetch.ts), and the old tab would hold the target's code already.
    await waitForFirstScreen(page);
    // Whatever the old page still loads at idle has arrived before the deploy replaces its chunks.
    await page.waitForLoadState('networkidle');
    deploy(join(folder, 'next'));

    await page.getByRole('link', { name: link, exact: true }).first().click();
    await expect(page).toHaveURL(to);
    await expect(page.locator('article')).toContainText(text);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // A full load of the new address, not the old tab patched up.
    expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname)).toBe(to);
  });
}

test('a page that fails again right after its fresh load says why, and does not loop', async ({ page, pageWatch }) => {
  // The fresh load's hydration meets the missing chunk too: React gives up hydrating that boundary (#422).
  pageWatch.allow(...GONE, LOAD_FAILED, HYDRATION_GAVE_UP);
  await page.goto('/demo/simple');
  await waitForFirstScreen(page);
  deploy(join(folder, 'next'));
  // The new deploy's hover chunk does not arrive either (offline, say).
  await page.route(/docs__demo__hover\.md\.[0-9a-f]+\.async\.js$/, (route) => route.abort('connectionfailed'));
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
  });

  await page.getByRole('link', { name: 'Hover', exact: true }).first().click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('you may be offline, or the site was updated');
  await page.waitForLoadState('networkidle');
  // One push to /demo/hover in the old tab, and one full load of it: no more.
  expect(loads.filter((path) => path === '/demo/hover')).toHaveLength(2);
  expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname)).toBe('/demo/hover');
});

test('after a deploy, search offers the reload, which brings the new build and keeps the query', async ({ page, pageWatch }) => {
  pageWatch.allow(...GONE);
  await page.goto('/demo/simple');
  await waitForApp(page);
  deploy(join(folder, 'next'));

  // The old build's search code is gone: tried twice (load-once.ts), then the box offers the reload.
  await searchBox(page).fill('hover');
  const offer = searchPopover(page).getByRole('alert');
  await expect(offer).toContainText('Search did not load, even on a second try');
  await expect(searchBox(page)).toHaveValue('hover');

  // The reload brings the new build, with the query typed back and answered from its index.
  await offer.getByRole('button', { name: 'Reload the page' }).click();
  await page.waitForURL('/demo/simple');
  await waitForApp(page);
  await expect(page.locator('article')).toContainText(CHANGES.simple.to);
  await expect(searchBox(page)).toHaveValue('hover');
  await expect(searchPopover(page).locator('dd > a').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
