/**
 * Code loaded on demand after the first paint (src/runtime/load-once.ts) is tried a second time
 * before it fails: a request that drops once costs the visitor nothing.
 */
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';
import { LOAD_FAILED } from '../../support/failed-loads';

const EXPORTER = /\/html2sketch\.min\.js$/;

test('Copy to Sketch loads its exporter on the second try when the first drops', async ({ page, context, baseURL, pageWatch }) => {
  pageWatch.allow(LOAD_FAILED);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  let tries = 0;
  await page.route(EXPORTER, (route) => {
    tries += 1;
    return tries === 1 ? route.abort('connectionfailed') : route.continue();
  });
  await page.goto('/demo/simple');
  await waitForApp(page);
  page.on('dialog', (dialog) => dialog.dismiss());
  const sketch = page.locator('.dumi-default-previewer').first().locator('.dumi-default-previewer-action-sketch');
  await sketch.locator('select').selectOption('group');
  await expect(sketch).toHaveAttribute('data-copied', 'true', { timeout: 20_000 });
  expect(tries).toBe(2);
});
