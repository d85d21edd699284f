import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { docPages, ROOT } from '../../support/site';
import { useColourMode, waitForApp } from '../../support/page-health';
import { decodeStackBlitzForm, importedPackages, removeProjects, typeCheckProjects, writeProject } from '../../support/exported-project';
import { CODESANDBOX_DEFINE, capturePost, codeSandboxFiles, STACKBLITZ_RUN } from '../../support/export-posts';
import { expect, test } from '../fixture';
import { LOAD_FAILED } from '../../support/failed-loads';

// The pages with demos of dumi's (a demo that exists only on 1.x, `<NextOnlyDemo>`, is exported on 1.x: tests/e2e/package/next-only.spec.ts).
const demoPages = docPages().filter(
  (page) => page.path.startsWith('/demo/') && readFileSync(join(ROOT, page.source), 'utf8').includes('<code src='),
);

/** The site's look of the demos (rc-cascader and the demos' controls), which the exports carry. */
const DEMO_THEME = readFileSync(join(ROOT, 'src', 'styles', 'demo-theme.css'), 'utf8');

// The projects' folders go with each test.
test.afterEach(removeProjects);

for (const doc of demoPages) {
  test(`the exports of every demo on ${doc.path} carry their files and packages and type-check`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(doc.path);
    await waitForApp(page);

    const previewers = page.locator('.dumi-default-previewer:not(.site-next-only)');
    const count = await previewers.count();
    expect(count).toBeGreaterThan(0);
    const projects: { label: string; dir: string }[] = [];

    for (let index = 0; index < count; index += 1) {
      const previewer = previewers.nth(index);
      const label = `${doc.path.slice(6)}-${index + 1}`;

      const csbFiles = codeSandboxFiles(
        await capturePost(page, previewer.locator('button[data-dumi-tooltip="Open in CodeSandbox"]'), CODESANDBOX_DEFINE),
      );
      const stbBody = await capturePost(page, previewer.locator('button[data-dumi-tooltip="Open in StackBlitz"]'), STACKBLITZ_RUN);
      const stackBlitz = decodeStackBlitzForm(new URLSearchParams(stbBody));
      // StackBlitz runs it on WebContainers, CodeSandbox on its Node template: both run `npm run dev`.
      expect(stackBlitz.template).toBe('node');
      expect(JSON.parse(csbFiles['sandbox.config.json'])).toMatchObject({ template: 'node' });
      const { 'sandbox.config.json': _config, ...csbProject } = csbFiles;
      expect(csbProject, `${label}: both hosts get the same project`).toEqual(stackBlitz.files);

      const files = stackBlitz.files;
      const pkg = JSON.parse(files['package.json']);
      expect(pkg.name, `${label}: a valid npm package name`).toMatch(/^[a-z0-9][a-z0-9._~-]*$/);
      expect(pkg.description, `${label}: a plain-text description`).not.toMatch(/<\/[a-z]+>|&[a-z]+;/);
      expect(stackBlitz.title).toBeTruthy();
      expect(stackBlitz.description).toBe(pkg.description);
      expect(pkg.scripts).toEqual({ dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' });
      expect(Object.keys(pkg.devDependencies).sort()).toEqual([
        '@types/react',
        '@types/react-dom',
        '@vitejs/plugin-react',
        'typescript',
        'vite',
      ]);
      expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
      expect(files['README.md']).toContain(`${doc.path}#`);
      expect(files['src/rc-cascader.css']).toContain('.rc-cascader-menu');
      // It looks like the demo here: the site's demo theme follows rc-cascader's own rules, and the
      // entry renders the demo inside the element the theme's control styles apply to.
      expect(files['src/rc-cascader.css'].endsWith(DEMO_THEME), `${label}: the demo theme ends rc-cascader.css`).toBe(true);
      expect(files['src/main.tsx']).toContain('<main className="site-demo-page">');

      // Every package a file imports is declared in the exported package.json.
      const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
      for (const [path, content] of Object.entries(files)) {
        if (!/\.(tsx?|jsx?)$/.test(path)) continue;
        for (const name of importedPackages(content)) {
          expect(declared.has(name), `${label}: ${path} imports ${name}, missing from package.json`).toBe(true);
        }
      }

      projects.push({ label, dir: writeProject(files, label) });
    }

    // Each exported project type-checks against the packages installed here (the page's together).
    const diagnostics = typeCheckProjects(projects.map(({ dir }) => dir));
    for (const { label, dir } of projects) {
      expect(diagnostics.get(dir), `${label}: type errors in the exported project (${dir})`).toEqual([]);
    }
  });
}

test('the exporters load on the first export; when they cannot, the reload is offered and the next click works', async ({
  page,
  pageWatch,
}) => {
  // The blocked exporter logs its load failure; nothing else may reach the console.
  pageWatch.allow(LOAD_FAILED);
  const exportChunk = /\/sandbox-export\.[^/]*\.js$/;
  const requested: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const readScript = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => (text.includes('"https://stackblitz.com"') ? response.url() : '')));
  };
  page.on('response', readScript);
  await page.goto('/demo/simple');
  await waitForApp(page);
  expect(
    requested.filter((url) => exportChunk.test(url)),
    'no exporter on page load',
  ).toEqual([]);
  // Nor dumi's own exporters, which would bring the StackBlitz SDK with them.
  // Read only the scripts of the page load: a body asked for after the test ends cannot be read.
  page.off('response', readScript);
  expect((await Promise.all(scripts)).filter(Boolean), 'no script with the StackBlitz SDK on page load').toEqual([]);

  const button = page.locator('.dumi-default-previewer').first().locator('button[data-dumi-tooltip="Open in CodeSandbox"]');
  let tries = 0;
  await page.route(exportChunk, (route) => {
    tries += 1;
    return route.abort('connectionfailed');
  });
  const popups: unknown[] = [];
  page.context().on('page', (popup) => popups.push(popup));
  await button.click();
  // Tried once more, then the demo box offers the reload.
  const offer = page.locator('.dumi-default-previewer').first().getByRole('alert');
  await expect(offer).toContainText('The export did not load, even on a second try');
  await expect(offer.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  expect(tries).toBe(2);
  expect(popups, 'nothing opened').toEqual([]);
  // The page keeps working.
  await page.getByLabel('Destination').click();
  await expect(page.locator('.rc-cascader-dropdown').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unroute(exportChunk);
  expect(codeSandboxFiles(await capturePost(page, button, CODESANDBOX_DEFINE))).toHaveProperty(['package.json']);
  await expect(offer).toHaveCount(0);
});

test("an exported stylesheet gives the demo's controls and cascader the look they have on the site", async ({ page }) => {
  await useColourMode(page, 'light');
  await page.goto('/demo/rc-form');
  await waitForApp(page);
  const previewer = page.locator('.dumi-default-previewer').first();
  const body = await capturePost(page, previewer.locator('button[data-dumi-tooltip="Open in StackBlitz"]'), STACKBLITZ_RUN);
  const css = decodeStackBlitzForm(new URLSearchParams(body)).files['src/rc-cascader.css'];

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
  await sandbox.setContent(
    `<!doctype html><html><head><style>${css}</style></head><body><div id="root"><main class="site-demo-page">${markup}</main></div></body></html>`,
  );
  expect(await looks(sandbox)).toEqual(onTheSite);
  await sandbox.close();
});
