import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { docPages, ROOT } from '../../support/site';
import { useColourMode, waitForApp } from '../../support/page-health';
import {
  decodeCodeSandboxParameters,
  decodeStackBlitzForm,
  importedPackages,
  typeCheckProject,
  writeProject,
} from '../../support/exported-project';
import { expect, test } from '../fixture';

const demoPages = docPages().filter((page) => page.path.startsWith('/demo/'));

/** The site's look of the demos (rc-cascader and the demos' controls), which the exports carry. */
const DEMO_THEME = readFileSync(join(ROOT, 'src', 'styles', 'demo-theme.css'), 'utf8');

/** Clicks an export button and returns the form body the site posted, without leaving the machine. */
async function capturePost(page: Page, button: ReturnType<Page['locator']>, endpoint: RegExp): Promise<string> {
  const context = page.context();
  let body: string | null = null;
  await context.route(endpoint, async (route) => {
    body = route.request().postData();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>captured</p>' });
  });
  const popup = context.waitForEvent('page');
  await button.click();
  await (await popup).close();
  await context.unroute(endpoint);
  expect(body, `a POST to ${endpoint}`).not.toBeNull();
  return body!;
}

for (const doc of demoPages) {
  test(`the exports of every demo on ${doc.path} carry their files and packages and type-check`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(doc.path);
    await waitForApp(page);

    const previewers = page.locator('.dumi-default-previewer');
    const count = await previewers.count();
    expect(count).toBeGreaterThan(0);

    for (let index = 0; index < count; index += 1) {
      const previewer = previewers.nth(index);
      const label = `${doc.path.slice(6)}-${index + 1}`;

      const csbBody = await capturePost(
        page,
        previewer.locator('button[data-dumi-tooltip="Open in CodeSandbox"]'),
        /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/,
      );
      const csbForm = new URLSearchParams(csbBody);
      expect([...csbForm.keys()], 'CodeSandbox gets one form field').toEqual(['parameters']);
      const csbFiles = Object.fromEntries(
        Object.entries(decodeCodeSandboxParameters(csbForm.get('parameters')!).files).map(([path, file]) => [
          path,
          file.content,
        ]),
      );

      const stbBody = await capturePost(
        page,
        previewer.locator('button[data-dumi-tooltip="Open in StackBlitz"]'),
        /^https:\/\/stackblitz\.com\/run/,
      );
      const stackBlitz = decodeStackBlitzForm(new URLSearchParams(stbBody));
      expect(stackBlitz.template).toBe('create-react-app');
      expect(stackBlitz.title).toBeTruthy();
      expect(stackBlitz.description).toBeTruthy();
      expect(stackBlitz.settings).toBeTruthy();
      expect(JSON.parse(stackBlitz.dependencies!)).toHaveProperty('rc-cascader');

      // Both services receive the same sources and settings.
      const sources = (files: Record<string, string>) =>
        Object.fromEntries(Object.entries(files).filter(([path]) => /\.(tsx?|jsx?|css)$|^tsconfig\.json$/.test(path)));
      expect(sources(csbFiles)).toEqual(sources(stackBlitz.files));
      expect(JSON.parse(csbFiles['sandbox.config.json'])).toMatchObject({ template: 'create-react-app' });
      expect(stackBlitz.files['rc-cascader.css']).toContain('.rc-cascader-menu');
      // It looks like the demo here: the site's demo theme follows rc-cascader's own rules, and the
      // entry renders the demo inside the element the theme's control styles apply to.
      expect(stackBlitz.files['rc-cascader.css'].endsWith(DEMO_THEME), `${label}: the demo theme ends rc-cascader.css`).toBe(true);
      expect(stackBlitz.files['index.tsx']).toContain('<main className="site-demo-page">');

      // Every package a file imports is declared in the exported package.json.
      const pkg = JSON.parse(stackBlitz.files['package.json']);
      const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
      for (const [path, content] of Object.entries(stackBlitz.files)) {
        if (!/\.(tsx?|jsx?)$/.test(path)) continue;
        for (const name of importedPackages(content)) {
          expect(declared.has(name), `${label}: ${path} imports ${name}, missing from package.json`).toBe(true);
        }
      }

      // The exported project type-checks against the packages installed here.
      const dir = writeProject(stackBlitz.files, label);
      expect(typeCheckProject(dir), `${label}: type errors in the exported project (${dir})`).toEqual([]);
    }
  });
}

test('the exporters load on the first export; when they cannot, the visitor is told and the next click works', async ({
  page,
  pageWatch,
}) => {
  // The blocked exporter logs its load failure; nothing else may reach the console.
  pageWatch.allow('console.error: Failed to load resource: net::ERR_CONNECTION_FAILED');
  const exportChunk = /\/sandbox-export\.[^/]*\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/demo/simple');
  await waitForApp(page);
  expect(requested.filter((url) => exportChunk.test(url)), 'no exporter on page load').toEqual([]);

  const button = page.locator('.dumi-default-previewer').first().locator('button[data-dumi-tooltip="Open in CodeSandbox"]');
  await page.route(exportChunk, (route) => route.abort('connectionfailed'));
  const popups: unknown[] = [];
  page.context().on('page', (popup) => popups.push(popup));
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await button.click();
  await expect.poll(() => dialogs).toEqual([
    'alert: The demo could not be exported: part of this site failed to load. Check your connection and try again.',
  ]);
  expect(popups, 'nothing opened').toEqual([]);
  // The page keeps working.
  await page.getByLabel('Destination').click();
  await expect(page.locator('.rc-cascader-dropdown').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unroute(exportChunk);
  const body = await capturePost(page, button, /^https:\/\/codesandbox\.io\/api\/v1\/sandboxes\/define/);
  expect([...new URLSearchParams(body).keys()]).toEqual(['parameters']);
});

test('an exported stylesheet gives the demo\'s controls and cascader the look they have on the site', async ({ page }) => {
  await useColourMode(page, 'light');
  await page.goto('/demo/rc-form');
  await waitForApp(page);
  const previewer = page.locator('.dumi-default-previewer').first();
  const body = await capturePost(page, previewer.locator('button[data-dumi-tooltip="Open in StackBlitz"]'), /^https:\/\/stackblitz\.com\/run/);
  const css = decodeStackBlitzForm(new URLSearchParams(body)).files['rc-cascader.css'];

  const PARTS = ['button[type=submit]', 'button[type=reset]', '.rc-cascader-selector'];
  const looks = (target: Page) =>
    target.evaluate((selectors) => {
      const root = document.querySelector('.dumi-default-previewer-demo') ?? document.querySelector('main')!;
      return selectors.map((selector) => {
        const style = getComputedStyle(root.querySelector(selector)!);
        const { fontFamily, fontSize, color, backgroundColor, borderTopColor, borderTopLeftRadius, minHeight } = style;
        return { selector, fontFamily, fontSize, color, backgroundColor, borderTopColor, borderTopLeftRadius, minHeight };
      });
    }, PARTS);
  const onTheSite = await looks(page);

  // The same markup in a blank document with only the exported stylesheet, as the sandbox's entry renders it.
  const sandbox = await page.context().newPage();
  const markup = await page.locator('.dumi-default-previewer-demo').first().innerHTML();
  await sandbox.setContent(`<!doctype html><html><head><style>${css}</style></head><body><div id="root"><main class="site-demo-page">${markup}</main></div></body></html>`);
  expect(await looks(sandbox)).toEqual(onTheSite);
  await sandbox.close();
});
