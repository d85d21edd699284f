/**
 * What a page logs when a test makes its loads fail, for `pageWatch.allow`, and the connection that
 * keeps the site from prefetching, so that a test's failing load is the one the page itself asks for.
 */
import type { Page } from '@playwright/test';

/** A request the test aborted (`route.abort()`). */
export const LOAD_FAILED = 'console.error: Failed to load resource: net::ERR_CONNECTION_FAILED';

/** webpack's error for a script chunk that did not arrive. */
export const CHUNK_LOAD_FAILED = /^console\.error: ChunkLoadError: Loading chunk \S+ failed\./;

/**
 * What the fixture records when a fresh load's hydration meets a chunk that does not arrive: React
 * gives up hydrating that boundary and renders it anew (#422), and reports it as a page error too.
 */
export const HYDRATION_GAVE_UP = /^(?:console\.error: hydration error created by React|page error): Minified React error #422\b/;

/** A connection that saves data: the site prefetches nothing at idle (src/runtime/route-prefetch.ts). */
export const saveData = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
