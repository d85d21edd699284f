/** Types for firefox.mjs, so that tests/firefox/support.ts keeps its typed imports. */
export declare const FIREFOX_CANDIDATES: string[];
export declare function firefoxExecutable(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string | undefined;
export declare const FIREFOX_ENV: Record<string, string>;
export declare const FIREFOX_PREFS: Record<string, string | number | boolean>;
