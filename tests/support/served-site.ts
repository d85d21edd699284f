/**
 * The build served in-process (./static-site.ts) for the tests that need the host's answers (status,
 * headers, what a path resolves to) without a browser (tests/built/).
 */
import { afterAll, beforeAll } from 'vitest';
import { serve, type Site } from './static-site';

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
