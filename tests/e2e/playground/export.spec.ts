/**
 * "Open in CodeSandbox" and "Open in StackBlitz" on the playground: the site's exporter, loaded on the
 * first click, posts the configuration's code as a demo's Vite project, the same to both hosts. The
 * posts are captured in the browser; nothing leaves the machine. (The projects of a sample of
 * configurations are type-checked by tests/unit/playground-export.test.ts; here one on
 * @rc-component/cascader is built and opened.)
 */
import { decodeStackBlitzForm } from '../../support/exported-project';
import { buildAndOpen } from '../../support/project-preview';
import { CODESANDBOX_DEFINE, capturePost, codeSandboxFiles, STACKBLITZ_RUN } from '../../support/export-posts';
import { SITE_MESSAGES } from '../../../src/site/messages';
import { expect, test } from '../fixture';
import { code, openPlayground } from './support';

const EN = SITE_MESSAGES['en-US'];

test('both exports carry the configuration’s code as a Vite project, the exporter loaded on the first click', async ({ page }) => {
  const exporters: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (/sandbox-export\.[\w]+\.async\.js$/.test(request.url())) exporters.push(request.url());
  };
  page.on('request', onRequest);
  await openPlayground(page, '?options=regions&checkable=true&expandTrigger=hover');
  await expect(code(page)).toContainText('expandTrigger="hover"');
  expect(exporters, 'the exporter waits for a click').toEqual([]);
  const shown = (await page.locator('.site-playground-code pre').innerText()).trim();

  const stackBlitz = decodeStackBlitzForm(
    new URLSearchParams(await capturePost(page, page.getByRole('button', { name: EN['site.playground.open.stackblitz'] }), STACKBLITZ_RUN)),
  );
  expect(exporters).toHaveLength(1);
  const app = stackBlitz.files['src/App.tsx'];
  expect(app).toContain("import Cascader from 'rc-cascader';");
  expect(app).toContain("import './rc-cascader.css';");
  expect(app).toContain('      checkable\n');
  expect(app).toContain('      expandTrigger="hover"\n');
  expect(app).toContain("value: 'canada'");
  // Blank lines aside: the highlighted block and the plain one it replaces render them differently.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const exported = app.replace(/^\/\/ rc-cascader ships.*\n/m, '').replace("'./rc-cascader.css'", "'rc-cascader/assets/index.less'");
  expect(lines(exported)).toEqual(lines(shown));
  expect(stackBlitz.files['README.md']).toContain('/playground?options=regions&checkable=true&expandTrigger=hover');
  expect(JSON.parse(stackBlitz.files['package.json']).scripts.build).toBe('tsc --noEmit && vite build');

  const sandbox = codeSandboxFiles(
    await capturePost(page, page.getByRole('button', { name: EN['site.playground.open.codesandbox'] }), CODESANDBOX_DEFINE),
  );
  const { 'sandbox.config.json': _config, ...project } = sandbox;
  expect(project).toEqual(stackBlitz.files);
  page.off('request', onRequest);
});

// The exported project of a configuration on @rc-component/cascader, built with its own `npm run build`
// (type check, then `vite build`) in a folder whose node_modules holds only what it declares (linked from
// this repository's), served with `npm run preview`: its cascader opens, checkable, with a clean console.
// An export on rc-cascader is the same Vite project as a demo's: two of those are built and opened by
// tests/e2e/export/vite-build.spec.ts, and configurations on rc-cascader are type-checked by
// tests/unit/playground-export.test.ts.
const BUILDS = [
  { pkg: '@rc-component/cascader', query: '?package=%40rc-component%2Fcascader&checkable=true&checkStrictly=true&showSearch=true' },
] as const;

for (const { pkg, query } of BUILDS) {
  test(`the export of a configuration on ${pkg} builds with vite, and its cascader opens with a clean console`, async ({ page }) => {
    test.setTimeout(150_000);
    await openPlayground(page, query);
    await expect(page.getByRole('radio', { name: new RegExp(`^${pkg.replace('/', '\\/')} `) })).toBeChecked();
    const files = decodeStackBlitzForm(
      new URLSearchParams(
        await capturePost(page, page.getByRole('button', { name: EN['site.playground.open.stackblitz'] }), STACKBLITZ_RUN),
      ),
    ).files;
    expect(files['src/App.tsx']).toContain(`import Cascader from '${pkg}';`);
    expect(Object.keys(JSON.parse(files['package.json']).dependencies)).toContain(pkg);
    await buildAndOpen(page, files, `playground-build-${pkg.replace(/[@/]/g, '-')}`, async (built) => {
      await built.locator('.rc-cascader').first().click();
      const menu = built.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) .rc-cascader-menu').first();
      // The configuration's checkable, on either package.
      await expect(menu.locator('.rc-cascader-checkbox').first()).toBeVisible();
      return menu;
    });
  });
}
