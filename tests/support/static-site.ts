/**
 * A folder served in-process by the static host (scripts/static-host.mjs, close to GitHub Pages): the
 * build for the tests that need the host's answers without a browser (./served-site.ts) and for the
 * Firefox tests (./firefox.ts), a deploy of the test's own for tests/e2e/loading/deploy.spec.ts.
 * No test runner is imported here, so that Vitest and Playwright files can both use it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticHost } from '../../scripts/static-host.mjs';
import { DIST } from './site';

export interface Site {
  /** e.g. `http://127.0.0.1:40123`. */
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves a folder (the build by default) like GitHub Pages, on `port` (a free one by default). */
export async function serve(root = DIST, port = 0): Promise<Site> {
  const server: Server = await startStaticHost({ root, base: '/', port });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
