/**
 * A page's code is fetched before the click: on intent (pointer over, focus), and at idle for the
 * header's and the visible sidebar's links once the visitor is there; never on a connection that
 * asks to save data (src/runtime/route-prefetch.ts).
 */
import type { Page } from '@playwright/test';
import { waitForApp, waitForFirstScreen } from '../../support/page-health';
import { expect, test } from '../fixture';
import { LOAD_FAILED, saveData } from '../../support/failed-loads';
import { recordCommits } from '../../support/react-commits';

/** The route chunk of the page at `path`, e.g. docs__demo__hover.md.1a2b3c4d.async.js for /demo/hover. */
function chunkOf(path: string): RegExp {
  return new RegExp(`/docs__${path.slice(1).replace(/\//g, '__')}\\.md\\.[0-9a-f]+\\.async\\.js$`);
}

/** Every script the page requests from now on. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

const requested = (urls: string[], path: string) => urls.some((url) => chunkOf(path).test(url));

/** Opens the home page, recording its scripts, and checks that the page at `path` was not fetched. */
async function homeWithout(page: Page, path: string): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.goto('/');
  await waitForApp(page);
  expect(requested(scripts, path)).toBe(false);
  return scripts;
}

/** The article's link to `path` on the home page (not in the header or a sidebar: no idle prefetch). */
const articleLink = (page: Page, path: string) => page.locator(`article a[href="${path}"]`).first();

test('the pointer over a link fetches its page, and the click shows it in the same document', async ({ page }) => {
  const scripts = await homeWithout(page, '/demo/hover');
  await articleLink(page, '/demo/hover').hover();
  await expect.poll(() => requested(scripts, '/demo/hover')).toBe(true);
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await articleLink(page, '/demo/hover').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hover');
  expect(scripts.filter((url) => chunkOf('/demo/hover').test(url))).toHaveLength(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);
});

test('a prefetch that fails leaves nothing behind: the click loads the page afresh, demos and all', async ({ page, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  const scripts = await homeWithout(page, '/demo/hover');
  // Every chunk the hover asks for fails: the page's, and the module that lists its demos.
  const failed: string[] = [];
  const anyChunk = /\.async\.js$/;
  await page.route(anyChunk, (route) => {
    failed.push(route.request().url());
    return route.abort('connectionfailed');
  });
  await articleLink(page, '/demo/hover').hover();
  await expect.poll(() => failed.length).toBeGreaterThan(1);
  await page.unroute(anyChunk);
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await articleLink(page, '/demo/hover').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hover');
  await waitForApp(page);
  await expect(page.locator('.dumi-default-previewer-demo .rc-cascader').first()).toBeVisible();
  expect(scripts.filter((url) => chunkOf('/demo/hover').test(url)).length).toBeGreaterThan(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(loads);
});

test('a link that gets the focus fetches its page', async ({ page }) => {
  const scripts = await homeWithout(page, '/demo/dynamic-options');
  await articleLink(page, '/demo/dynamic-options').focus();
  await expect.poll(() => requested(scripts, '/demo/dynamic-options')).toBe(true);
});

test('the header and the visible sidebar are fetched at idle once the visitor moves, not before', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts = recordScripts(page);
  await page.goto('/demo/simple');
  await waitForFirstScreen(page);
  expect(requested(scripts, '/demo/hover')).toBe(false);
  expect(requested(scripts, '/changelog')).toBe(false);

  await page.mouse.move(700, 450);
  await expect.poll(() => requested(scripts, '/demo/hover')).toBe(true);
  await expect.poll(() => requested(scripts, '/changelog')).toBe(true);
  // The last sidebar link, below the screen, waits for its own intent.
  const last = await page.locator('nav.dumi-default-sidebar a').last().getAttribute('href');
  await page.waitForLoadState('networkidle');
  expect(await page.locator(`nav.dumi-default-sidebar a[href="${last}"]`).isVisible()).toBe(true);
  expect(
    await page.locator(`nav.dumi-default-sidebar a[href="${last}"]`).evaluate((link) => link.getBoundingClientRect().top > innerHeight),
  ).toBe(true);
  expect(requested(scripts, last!)).toBe(false);
});

test.describe('on a connection that saves data', () => {
  test.beforeEach(async ({ page }) => {
    await saveData(page);
  });

  test('nothing is fetched ahead, and links still work', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await waitForApp(page);
    await page.mouse.move(400, 300);
    await articleLink(page, '/demo/hover').hover();
    await articleLink(page, '/demo/dynamic-options').focus();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/docs__(?!index\.md)[^/]*\.md\./.test(url))).toEqual([]);
    await articleLink(page, '/demo/hover').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hover');
  });
});

/** What a page showed on its way in (`watchNavigation`). */
interface NavigationSeen {
  /** Whether the route's loading fallback (the skeleton) was ever added to the document, however briefly. */
  fallbackShown: boolean;
  /** The demos, and those rendered, when the new page's title first showed. */
  demosWithTitle?: { total: number; rendered: number };
  /** Whether a frame painted the old page scrolled to its top, from a page scrolled down. */
  oldPageAtTop: boolean;
}

/** Records, from now on, what the page shows on its way to the page titled `title`. */
async function watchNavigation(page: Page, title: string): Promise<() => Promise<NavigationSeen>> {
  await page.evaluate((title) => {
    const seen: NavigationSeen = { fallbackShown: false, oldPageAtTop: false };
    (window as Window & { navigationSeen?: NavigationSeen }).navigationSeen = seen;
    const oldTitle = document.querySelector('h1')?.textContent?.trim();
    const scrolledDown = window.scrollY > 0;
    const eachFrame = () => {
      if (document.querySelector('h1')?.textContent?.trim() !== oldTitle) return;
      if (scrolledDown && window.scrollY === 0) seen.oldPageAtTop = true;
      requestAnimationFrame(eachFrame);
    };
    requestAnimationFrame(eachFrame);
    const isFallback = (node: Node) =>
      node instanceof Element &&
      (node.matches('.dumi-default-loading-skeleton') || node.querySelector('.dumi-default-loading-skeleton') !== null);
    new MutationObserver((records) => {
      if (records.some((record) => Array.from(record.addedNodes).some(isFallback))) seen.fallbackShown = true;
      if (seen.demosWithTitle || document.querySelector('h1')?.textContent?.trim() !== title) return;
      // A demo is rendered once its box holds something besides the server's <template> placeholder.
      const demos = Array.from(document.querySelectorAll('.dumi-default-previewer-demo'));
      const rendered = demos.filter((demo) => Array.from(demo.children).some((child) => child.tagName !== 'TEMPLATE'));
      seen.demosWithTitle = { total: demos.length, rendered: rendered.length };
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, title);
  return () => page.evaluate(() => (window as Window & { navigationSeen?: NavigationSeen }).navigationSeen!);
}

const sidebarLink = (page: Page, path: string) => page.locator(`nav.dumi-default-sidebar a[href="${path}"]`);

/** Opens /demo/simple at 1440 px and rests the pointer on the sidebar's link to /demo/search until that page's code is in. */
async function hoverSearchOnSimple(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts = recordScripts(page);
  await page.goto('/demo/simple');
  await waitForApp(page);
  await sidebarLink(page, '/demo/search').hover();
  await expect.poll(() => requested(scripts, '/demo/search')).toBe(true);
  await page.waitForLoadState('networkidle');
}

test('after the pointer rested on a link, the click shows the page without the loading fallback', async ({ page }) => {
  await hoverSearchOnSimple(page);
  // The visitor has read down the page: the new one comes at its top, the old one stays put until then.
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  const seen = await watchNavigation(page, 'Search');
  await sidebarLink(page, '/demo/search').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await waitForApp(page);
  expect(await page.evaluate(() => window.scrollY), 'the new page shows its top').toBe(0);
  // The page came whole: no skeleton, its demos with its title, and never the old page's top.
  expect(await seen()).toEqual({ fallbackShown: false, demosWithTitle: { total: 3, rendered: 3 }, oldPageAtTop: false });

  // Back and forward, and a link to a heading of the page, behave as before.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  const tocLink = page.locator('.dumi-default-toc a[href*="#"]').last();
  const hash = new URL((await tocLink.getAttribute('href'))!, page.url()).hash;
  await tocLink.click();
  expect(new URL(page.url()).hash).toBe(hash);
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
});

/** What the document showed at one of React's commits. */
interface CommitSeen {
  title: string | undefined;
  toc: string[];
  /** The footer's link to edit the page's Markdown, which names its file. */
  edit: string | null | undefined;
  demos: { total: number; rendered: number };
}

/** What the document shows at each of React's commits. */
const recordWhatIsShown = (page: Page) =>
  recordCommits<CommitSeen>(page, () => () => {
    const demos = Array.from(document.querySelectorAll('.dumi-default-previewer-demo'));
    return {
      title: document.querySelector('h1')?.textContent?.trim(),
      toc: Array.from(document.querySelectorAll('.dumi-default-toc a'), (link) => link.textContent?.trim() ?? ''),
      edit: document.querySelector('.dumi-default-content-footer dl a')?.getAttribute('href'),
      demos: {
        total: demos.length,
        rendered: demos.filter((demo) => Array.from(demo.children).some((child) => child.tagName !== 'TEMPLATE')).length,
      },
    };
  });

test('a click to a prefetched page commits that page first, with its own contents and demos', async ({ page }) => {
  const commits = await recordWhatIsShown(page);
  await hoverSearchOnSimple(page);
  await commits.start();
  await sidebarLink(page, '/demo/search').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await waitForApp(page);
  const toc = await page.locator('.dumi-default-toc a').allTextContents();
  expect(toc.length).toBeGreaterThan(1);
  const edit = await page.locator('.dumi-default-content-footer dl a').getAttribute('href');
  expect(edit).toMatch(/\/docs\/demo\/search\.md$/);
  const [first, ...later] = await commits.seen();
  // Nothing renders the page being left again on the click (the locale's provider once did, all
  // of it), and the new page comes with its own contents and demos. dumi sets the new route's meta
  // in a layout effect, so the footer's link may name the last page's file in that first commit; the
  // commit after it, before the paint, names the page's own.
  expect({ ...first, edit: undefined }).toEqual({
    title: 'Search',
    toc: toc.map((text) => text.trim()),
    edit: undefined,
    demos: { total: 3, rendered: 3 },
  });
  expect(
    [first, ...later].find((seen) => seen.edit === edit),
    "a commit with the page's own edit link",
  ).toBeDefined();
});

test('a click to a page whose code has not loaded still shows the loading fallback while it loads', async ({ page }) => {
  await saveData(page);
  await page.goto('/demo/simple');
  await waitForApp(page);
  const seen = await watchNavigation(page, 'Search');
  await sidebarLink(page, '/demo/search').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  expect((await seen()).fallbackShown).toBe(true);
});
