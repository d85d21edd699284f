/** Types for chromium.mjs, so that tests/support/browser.ts keeps its typed exports. */
export declare const CHROMIUM_CANDIDATES: string[];
export declare function chromiumExecutable(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
export declare const CHROMIUM_ARGS: string[];
