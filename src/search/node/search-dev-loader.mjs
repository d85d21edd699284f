/**
 * The loader of the dev server's search sources compile (./search-dev.ts): TypeScript and
 * JSX to JavaScript with esbuild, its imports left for webpack; with the option `empty`, a module of
 * no content (a stylesheet, or a demo file's raw source, which the index does not read).
 */
import { transform } from 'esbuild';

export default function searchDevLoader(source) {
  if (this.getOptions().empty) return 'export default "";';
  // A page's module for a demo's dependency on it (`?watch=parent`) has no content.
  if (typeof source !== 'string' && !(source instanceof Uint8Array)) return '';
  const done = this.async();
  transform(source, { loader: 'tsx', format: 'esm', jsx: 'automatic', target: 'node20', sourcefile: this.resourcePath }).then(
    (result) => done(null, result.code),
    done,
  );
}
