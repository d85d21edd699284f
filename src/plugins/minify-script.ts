/**
 * Minifies the text of a script the build puts inline in every page (the colour mode, early input,
 * and the app-script loader): comments, indentation and long local names would otherwise be bytes
 * of every page, twice for a head script (umi writes it in `<head>` and again in the page's
 * metadata for React to hydrate).
 */
import { transformSync } from 'esbuild';

export function minifyScript(code: string): string {
  // es2017: the syntax the scripts are written in (`const` in a compiled helper), never newer.
  return transformSync(code, { minify: true, target: 'es2017', loader: 'js' }).code.trim();
}
