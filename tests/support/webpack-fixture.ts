/**
 * Compiles a small project of files with umi's own webpack, the one the site's build plugins run
 * in, so that a plugin's guard can be fed the "upstream changed" case and seen to fail the build.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
type Webpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
const webpack = (require('@umijs/bundler-webpack/compiled/webpack') as { default: Webpack }).default;

export interface FixtureResult {
  /** The compilation's error messages. */
  errors: string[];
  /** Every module's resource path, relative to the fixture's folder. */
  modules: string[];
  /** The emitted JavaScript, by file name. */
  assets: Record<string, string>;
}

/**
 * Writes `files` (paths relative to a fresh folder; the entry is `index.js`), compiles them for the
 * browser with the plugins and rules `configure` adds, and returns what webpack reported.
 */
export async function compileFixture(
  files: Record<string, string>,
  configure: (root: string) => Pick<import('@umijs/bundler-webpack/compiled/webpack').Configuration, 'plugins' | 'module' | 'resolve'>,
): Promise<FixtureResult> {
  const root = mkdtempSync(join(tmpdir(), 'webpack-fixture-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    const compiler = webpack({
      mode: 'none',
      context: root,
      entry: './index.js',
      target: 'web',
      devtool: false,
      optimization: { minimize: false, concatenateModules: false },
      output: { path: join(root, 'dist'), filename: '[name].js' },
      ...configure(root),
    });
    const stats = await new Promise<import('@umijs/bundler-webpack/compiled/webpack').Stats>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const json = stats.toJson({ all: false, errors: true, modules: true });
    const out = join(root, 'dist');
    const assets = Object.fromEntries(
      (existsSync(out) ? readdirSync(out) : [])
        .filter((name) => name.endsWith('.js'))
        .map((name) => [name, readFileSync(join(out, name), 'utf8')]),
    );
    return {
      errors: (json.errors ?? []).map((error) => error.message),
      modules: (json.modules ?? []).map((module) => String(module.name ?? '')),
      assets,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
