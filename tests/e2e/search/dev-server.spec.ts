/**
 * Search in `npm start`: the dev server serves each locale's index (src/search/node/search-dev.ts), the
 * same entries as the production build's, and the header box answers from it in both locales.
 * The spec starts its own dev server (on E2E_DEV_PORT, 8319 unless set) and stops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { builtIndexFile } from '../../support/built-search';
import { search, searchBox, searchResults } from '../../support/search';
import { ROOT } from '../../support/site';
import { LOCALES } from '../../../src/site';
import { expect, test } from '../fixture';

const DEV_PORT = Number(process.env.E2E_DEV_PORT || 8319);
const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ baseURL: DEV_URL });

let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  // The first compile of the dev server, then of the index's sources: 1.5 to 3 minutes on two busy
  // cores, longer while the rest of the suite runs beside it.
  test.setTimeout(600_000);
  server = spawn(process.execPath, [join(ROOT, 'node_modules/dumi/bin/dumi.js'), 'dev'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(DEV_PORT), HOST: '127.0.0.1', BROWSER: 'none', NODE_ENV: 'development' },
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the dev server ended:\n${output}`);
        // Until the index is built, the dev server answers the address with its page (or not at all).
        return fetch(`${DEV_URL}/search/en-US.json`).then(
          (response) => `${response.status} ${response.headers.get('content-type')}`,
          () => 'no answer',
        );
      },
      { timeout: 580_000, intervals: [2_000] },
    )
    .toBe('200 application/json; charset=utf-8');
});

test.afterAll(() => {
  // The dev server forks its worker: the whole group is stopped.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('the dev server serves each locale the index the build writes, entry for entry', async ({ request }) => {
  for (const { id } of LOCALES) {
    const response = await request.get(`/search/${id}.json`);
    expect(response.status(), id).toBe(200);
    expect(response.headers()['cache-control'], id).toBe('no-store');
    expect(await response.json(), id).toEqual(builtIndexFile(id));
  }
});

test('a word typed into the header box shows results, in both locales', async ({ page }) => {
  for (const { id, base } of LOCALES) {
    await page.goto(base);
    await expect(page.locator(`meta[name="search-index"][data-locale="${id}"]`)).toHaveAttribute('content', `/search/${id}.json`);
    await expect(searchBox(page, id)).toBeEditable();
    await search(page, id === 'zh-CN' ? '级联' : 'cascader', id);
    await expect(searchResults(page).first()).toBeVisible();
    expect(await searchResults(page).count(), id).toBeGreaterThan(5);
  }
});
