/**
 * The build served in-process by the static host (scripts/static-host.mjs, close to GitHub Pages), on
 * a free port: for the tests that need the host's answers (status, headers, what a path resolves to)
 * without a browser (tests/built/), and for the Firefox tests (tests/support/firefox.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startStaticHost } from '../../scripts/static-host.mjs';
import { DIST } from './site';

export interface Site {
  /** e.g. `http://127.0.0.1:40123`. */
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves a folder (the build by default) like GitHub Pages, on a free port. */
export async function serve(root = DIST): Promise<Site> {
  const server: Server = await startStaticHost({ root, base: '/', port: 0 });
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

/** One answer of the host, read whole. */
export interface Answer {
  status: number;
  /** The `Content-Type` header. */
  type: string | null;
  text: string;
}

/**
 * The build served for a test file's tests (from its beforeAll, closed after them): `get(path)`
 * fetches a path as a crawler or a script would, no browser.
 */
export function useServedBuild(): { get(path: string): Promise<Answer> } {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await serve();
  });
  afterAll(async () => {
    await site?.close();
  });
  return {
    async get(path) {
      if (!site) throw new Error('The build is served from beforeAll: call get() inside a test.');
      const response = await fetch(site.url(path));
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    },
  };
}
