/**
 * Serves an exported project the way its README says (`npm run preview`), for the specs that build
 * one and open it in the browser (tests/e2e/export/vite-build.spec.ts, tests/e2e/playground/export.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';

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

/** Starts the project's `npm run preview` and resolves with its address once it answers. */
export async function preview(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn('npm', ['run', 'preview', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
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
  return { url, server };
}
