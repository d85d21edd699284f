import type { Locator, Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { buildAndOpen } from '../../support/project-preview';
import { decodeStackBlitzForm } from '../../support/exported-project';
import { CODESANDBOX_DEFINE, capturePost, codeSandboxFiles, STACKBLITZ_RUN } from '../../support/export-posts';
import { expect, test } from '../fixture';

/**
 * The proof that an export is a real project: it is written to a folder whose node_modules holds
 * only what its package.json declares (linked from this repository's, so no network), built with
 * its own `npm run build` (type check, then `vite build`), served with its own `npm run preview`,
 * and in Chromium the cascader renders and opens, with nothing at all in the console.
 */

/** Clicks an export button of the demo on `path` and returns the project it posts. */
async function exportedFiles(page: Page, path: string, host: 'codesandbox' | 'stackblitz'): Promise<Record<string, string>> {
  await page.goto(path);
  await waitForApp(page);
  const previewer = page.locator('.dumi-default-previewer').first();
  const button = (label: string): Locator => previewer.locator(`button[data-dumi-tooltip="${label}"]`);
  if (host === 'codesandbox') return codeSandboxFiles(await capturePost(page, button('Open in CodeSandbox'), CODESANDBOX_DEFINE));
  return decodeStackBlitzForm(new URLSearchParams(await capturePost(page, button('Open in StackBlitz'), STACKBLITZ_RUN))).files;
}

const DEMOS = [
  // Imports its options from a data file, which the project must carry.
  { path: '/demo/simple', host: 'stackblitz', carries: 'src/data/geography.ts', field: 'Destination' },
  // Imports rc-field-form, which the project must declare.
  { path: '/demo/rc-form', host: 'codesandbox', carries: 'src/data/geography.ts', field: 'Destination (required)' },
] as const;

for (const demo of DEMOS) {
  test(`the ${demo.host} export of ${demo.path} builds with its own scripts, and its cascader opens with a clean console`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const files = await exportedFiles(page, demo.path, demo.host);
    expect(Object.keys(files)).toContain(demo.carries);
    await buildAndOpen(page, files, `build${demo.path.replace(/\//g, '-')}`, async (built) => {
      const field = built.getByLabel(demo.field, { exact: true });
      await expect(field).toBeVisible();
      await field.click();
      return built.locator('.rc-cascader-dropdown:not(.rc-cascader-dropdown-hidden) .rc-cascader-menu').first();
    });
  });
}
