/**
 * Builds an exported project the way its README says (`npm run build`: type check, then `vite build`),
 * serves it (`npm run preview`) and opens it in a new page, for the specs that prove an export is a
 * real project (tests/e2e/export/vite-build.spec.ts, tests/e2e/playground/export.spec.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { removeProjects, writeProject } from './exported-project';

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops `npm run preview` and what it started (its process group). A server that has already exited
 * is not an error: the failure that matters is the test's own, which this runs after.
 */
function stop(server: ChildProcess): void {
  try {
    process.kill(-server.pid!);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Starts the project's `npm run preview` and resolves with its address once it answers. */
async function preview(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn('npm', ['run', 'preview', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await expect
      .poll(
        () =>
          fetch(url).then(
            (response) => response.status,
            () => 0,
          ),
        { message: `npm run preview answers at ${url}` },
      )
      .toBe(200);
  } catch (error) {
    stop(server);
    throw error;
  }
  return { url, server };
}

/**
 * Writes `files` as a project named `name` (its node_modules linked from this repository's), builds
 * it, serves its build and opens it in a new page of `page`'s context; `open` then opens its cascader
 * and returns the open menu. The menu must show options, styled by the compiled stylesheet (lists
 * without bullets), with nothing at all in the console, no page error and no failed request.
 */
export async function buildAndOpen(page: Page, files: Record<string, string>, name: string, open: (built: Page) => Promise<Locator>) {
  const dir = writeProject(files, name);
  try {
    const build = await promisify(execFile)('npm', ['run', 'build'], { cwd: dir }).catch(
      (error: { stdout?: string; stderr?: string }) => error,
    );
    expect(existsSync(join(dir, 'dist', 'index.html')), `npm run build of the ${name} project:\n${build.stdout}\n${build.stderr}`).toBe(
      true,
    );

    const { url, server } = await preview(dir);
    const built = await page.context().newPage();
    const output: string[] = [];
    built.on('console', (message) => output.push(`console.${message.type()}: ${message.text()}`));
    built.on('pageerror', (error) => output.push(`page error: ${error.message}`));
    built.on('requestfailed', (request) => output.push(`request failed: ${request.url()}`));
    try {
      await built.goto(url);
      const menu = await open(built);
      await expect(menu).toBeVisible();
      await expect(menu.locator('.rc-cascader-menu-item').first()).toBeVisible();
      expect(await menu.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');
      expect(output, 'console output, page errors or failed requests of the built project').toEqual([]);
    } finally {
      built.removeAllListeners();
      await built.close();
      stop(server);
    }
  } finally {
    removeProjects();
  }
}
