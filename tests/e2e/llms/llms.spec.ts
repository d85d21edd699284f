/**
 * Docs that assistants, scripts and link previews can read, on the built site: every page's
 * Markdown copy and back, the llms.txt files, the link-preview image, and the "Copy page" button (src/plugins/llms-plugin.ts,
 * .dumi/theme/components/PageActions.tsx, PageHead.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { LOCALES, OG_IMAGE, ROUTE_ALIASES, SITE_BASE, SITE_URL, absoluteUrl, canonicalPath, markdownCopyPath } from '../../../src/site';
import { parseMarkdownTables } from '../../support/api/reference-tables';
import { waitForApp } from '../../support/page-health';
import { DOCS, ROOT, builtRoutes, docPages, readMarkdown } from '../../support/site';
import { expect, test } from '../fixture';

/** Every `<code src>` demo file the pages show, as project paths. */
function demoFiles(): string[] {
  const files = new Set<string>();
  for (const page of docPages()) {
    for (const match of readFileSync(join(ROOT, page.source), 'utf8').matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)) {
      files.add(`docs/examples/${match[1]}`);
    }
  }
  return [...files];
}

async function get(baseURL: string | undefined, path: string) {
  const response = await fetch(new URL(path, baseURL));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

test.describe('the Markdown copies', () => {
  // That each page's head names its copy is checked over dist/ (tests/built/pages.test.ts).
  test("every built page's copy answers as UTF-8 Markdown and links back to the page", async ({ baseURL }) => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const { path } of routes) {
      const copy = `${SITE_BASE}${markdownCopyPath(path).slice(1)}`;
      const markdown = await get(baseURL, copy);
      expect(markdown.status, copy).toBe(200);
      expect(markdown.type).toBe('text/markdown; charset=utf-8');
      expect(markdown.text, `${copy} is Markdown, not the page`).not.toContain('<html');
      // Back: the copy links to the page's canonical address.
      expect(markdown.text, `${copy} links back to its page`).toContain(`](${absoluteUrl(SITE_URL, canonicalPath(path))})`);
    }
  });

  test("each page's copy holds the source of each of its demos exactly as on disk", async ({ baseURL }) => {
    for (const page of docPages().filter(({ path }) => !(path in ROUTE_ALIASES))) {
      const sources = [...readFileSync(join(ROOT, page.source), 'utf8').matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)];
      if (sources.length === 0) continue;
      const copy = (await get(baseURL, markdownCopyPath(page.path))).text;
      for (const [, file] of sources) {
        expect(copy, `${page.path}.md holds ${file}`).toContain(`\n${readFileSync(join(DOCS, 'examples', file), 'utf8')}`);
      }
    }
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  for (const { id, base } of LOCALES) {
    const folder = base === '/' ? '/' : `${base}/`;

    test(`${folder}llms.txt lists the copy of every page of its locale, in sections`, async ({ baseURL }) => {
      const llms = await get(baseURL, `${folder}llms.txt`);
      expect(llms.type).toBe('text/plain; charset=utf-8');
      expect(llms.text).toMatch(/^# rc-cascader\n\n> /);
      expect([...llms.text.matchAll(/^## /gm)]).toHaveLength(5);
      const pages = docPages().filter((page) => page.locale === id && !(page.path in ROUTE_ALIASES));
      for (const page of pages) {
        expect(llms.text, page.path).toContain(`](${absoluteUrl(SITE_URL, markdownCopyPath(page.path))}): ${page.description}`);
      }
    });

    test(`${folder}llms-full.txt holds every page of its locale and the source of every demo`, async ({ baseURL }) => {
      const full = await get(baseURL, `${folder}llms-full.txt`);
      expect(full.type).toBe('text/plain; charset=utf-8');
      const pages = docPages().filter((page) => page.locale === id && !(page.path in ROUTE_ALIASES));
      expect(full.text.match(/\n---\n\n# /g)).toHaveLength(pages.length - 1);
      for (const file of demoFiles()) expect(full.text, file).toContain(readFileSync(join(ROOT, file), 'utf8'));
    });
  }

  test('llms-full.txt holds a row for every prop, field, static and ref method of the API reference', async ({ baseURL }) => {
    const full = parseMarkdownTables((await get(baseURL, '/llms-full.txt')).text);
    const reference = parseMarkdownTables(readMarkdown(join(DOCS, 'index.md')).body).flatMap((table) => table.rows);
    const firstCells = new Set(full.flatMap((table) => table.body.map((cells) => cells[0])));
    expect(reference.length).toBeGreaterThan(100);
    const missing = reference.filter((row) => !firstCells.has(row.cells[0].replace(/<span id="[^"]*">(.*)<\/span>/, '$1')));
    expect(missing.map((row) => row.name)).toEqual([]);
  });
});

// Each page's canonical, Open Graph and Twitter tags, and its link to its copy, are in the HTML as
// built: tests/built/pages.test.ts checks them against the front matter. The files they name are
// served here.
test('the link-preview image is served as PNG', async ({ baseURL }) => {
  const image = await fetch(new URL(`/${OG_IMAGE.file}`, baseURL));
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe(OG_IMAGE.type);
});

const APP_SCRIPT = /\/umi\.[0-9a-f]+\.js$/;
const copyButton = (page: Page, name = 'Copy page') => page.locator('.site-page-actions').getByRole('button', { name });

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Copy page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  });

  test('copies the Markdown copy of the page, says so, and is back to "Copy page" after a while', async ({ page, baseURL }) => {
    await page.goto('/demo/simple');
    await waitForApp(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(page.locator('.site-page-actions').getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.locator('.site-page-actions [aria-live="polite"]')).toHaveText('Copied');
    expect(await clipboard(page)).toBe((await get(baseURL, '/demo/simple.md')).text);
    await expect(copyButton(page)).toBeVisible({ timeout: 5_000 });
  });

  test('is reached and pressed by keyboard, in Chinese, in dark mode', async ({ page, baseURL }) => {
    await page.addInitScript(() => localStorage.setItem('dumi:prefers-color', 'dark'));
    await page.goto('/zh-CN/demo/search');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    // The control before it in the tab order is the last of the sidebar's links.
    await page.locator('.dumi-default-sidebar a').last().focus();
    await page.keyboard.press('Tab');
    await expect(copyButton(page, '复制页面')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.site-page-actions').getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await clipboard(page)).toBe((await get(baseURL, '/zh-CN/demo/search.md')).text);
    await page.keyboard.press('Tab');
    await expect(page.locator('.site-page-actions').getByRole('link', { name: '查看 Markdown' })).toBeFocused();
  });

  test('a click before the page is interactive is not lost: it copies once the page is', async ({ page, baseURL }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(APP_SCRIPT, async (route: Route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto('/versions', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    expect(held).toBe(1);
    expect(await clipboard(page)).toBe('before');

    release();
    await expect(page.locator('.site-page-actions').getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 30_000 });
    expect(await clipboard(page)).toBe((await get(baseURL, '/versions.md')).text);
  });

  test('"View as Markdown" opens the copy, and so does a link to a file in the guide once the page is interactive', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.locator('.site-page-actions').getByRole('link', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(new URL('/index.md', baseURL).href);
    await page.goBack();
    await waitForApp(page);
    const response = page.waitForResponse(new URL('/llms.txt', baseURL).href);
    await page.locator('#for-ai-assistants ~ ul').first().getByRole('link', { name: '/llms.txt', exact: true }).click();
    expect((await response).headers()['content-type']).toBe('text/plain; charset=utf-8');
    await expect(page).toHaveURL(new URL('/llms.txt', baseURL).href);
    expect(await page.locator('body').innerText()).toContain('# rc-cascader');
  });
});
