/**
 * The search index in `npm start` (./search-plugin.ts calls this in development only).
 *
 * The production build reads the pages' meta, texts and demos through the prerender's server bundle;
 * the dev server prerenders nothing, so this compiles the same sources for Node itself: a small
 * webpack compile (umi's own webpack) of the same entry code, `@@/dumi/meta` and its exports, through
 * dumi's own Markdown loaders with the options dumi gives them, read from the dev config
 * (`chainWebpack`). Only what the index reads is compiled as the site does: TypeScript and JSX go
 * through esbuild (./search-dev-loader.mjs), stylesheets and raw demo sources are left empty, and
 * packages are required from node_modules. The index is then built from it by the production code
 * (`buildIndexFiles`), so its entries are the production index's.
 *
 * It is compiled after each compile of the dev server (a Markdown page or a demo changed) and
 * served at `<base>search/<locale>.json`, named in each page's head as the build names its files; a
 * request waits for the compile under way, so a page reloaded after an edit finds the new words.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { LOCALES, SITE_BASE } from '../../site';
import { expectApplied } from '../../plugins/patch-guard';
import { SOURCES_ENTRY_CODE, type IndexFiles, type ServerSources } from './search-sources';

/** What the dev config gives the sources compile: umi's webpack, dumi's Markdown rules, the aliases. */
interface DevConfig {
  webpack: { (options: object): WebpackCompiler; optimize: { LimitChunkCountPlugin: new (options: { maxChunks: number }) => object } };
  rules: RuleConfig[];
  markdown: RuleConfig;
  alias: Record<string, string>;
  extensions: string[];
}

interface RuleConfig {
  use?: { loader: string; options?: unknown }[];
  oneOf?: RuleConfig[];
  [key: string]: unknown;
}

interface WebpackCompiler {
  run(callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(options: string): string }) => void): void;
}

/** The address of a locale's index on the dev server. */
const devIndexAddress = (locale: string) => `${SITE_BASE}search/${locale}.json`;

const LOADER = require.resolve('./search-dev-loader.mjs');

/** A rule with babel-loader (the site's Babel, with its refresh plugin for the browser) compiled by esbuild instead. */
function withEsbuild(rule: RuleConfig): RuleConfig {
  return {
    ...rule,
    use: rule.use?.map((use) => (/[\\/]babel-loader[\\/]/.test(use.loader) ? { loader: LOADER } : use)),
    oneOf: rule.oneOf?.map(withEsbuild),
  };
}

/** A request for a package, required from node_modules as it is (not one the config aliases). */
function isPackage(request: string, alias: Record<string, string>): boolean {
  if (!/^[@\w]/.test(request) || /[?!]|\.(css|less)$/.test(request)) return false;
  return !Object.keys(alias).some((key) => request === key.replace(/\$$/, '') || request.startsWith(`${key}/`));
}

/**
 * dumi's Markdown rule for the sources: a page's own module (a `.md` with no `?type=`, which a content
 * tab's table imports for its component) is left empty, as the index reads only the tab's key and title.
 */
function markdownRule(rule: RuleConfig, empty: RuleConfig['use']): RuleConfig {
  return { ...rule, oneOf: rule.oneOf?.map((one) => (one.resourceQuery ? withEsbuild(one) : { use: empty })) };
}

function sourcesCompiler(api: IApi, config: DevConfig): { folder: string; compiler: WebpackCompiler } {
  const folder = join(api.paths.absTmpPath, 'search-sources');
  mkdirSync(folder, { recursive: true });
  const entry = join(folder, 'entry.ts');
  writeFileSync(entry, SOURCES_ENTRY_CODE);
  const empty = [{ loader: LOADER, options: { empty: true } }];
  const compiler = config.webpack({
    mode: 'development',
    target: 'node',
    context: api.cwd,
    devtool: false,
    entry,
    output: { path: folder, filename: 'sources.js', library: { type: 'commonjs2' } },
    resolve: { alias: config.alias, extensions: config.extensions },
    externals: [
      ({ request }: { request?: string }, callback: (error?: Error, result?: string) => void) =>
        request && isPackage(request, config.alias) ? callback(undefined, `commonjs ${request}`) : callback(),
    ],
    module: {
      rules: [
        ...config.rules.map(withEsbuild),
        markdownRule(config.markdown, empty),
        { resourceQuery: /dumi-raw/, enforce: 'post', type: 'javascript/auto', use: empty },
        { test: /\.(css|less)$/, use: empty },
        { test: /\.[cm]?[jt]sx?$/, exclude: /[\\/]node_modules[\\/]/, use: [{ loader: LOADER }] },
      ],
    },
    plugins: [new config.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    infrastructureLogging: { level: 'error' },
  });
  return { folder, compiler };
}

/** The webpack rules of dumi's that the sources compile takes by name (webpack-chain's `module.rules`). */
interface DumiRules {
  has(name: string): boolean;
  get(name: string): unknown;
}

/**
 * dumi's webpack rule `name`, as a configuration; fails, naming the patch "dev search index rules",
 * when dumi's configuration has no rule of that name (an upgrade renamed it).
 */
export function dumiRule(rules: DumiRules, name: string): RuleConfig {
  expectApplied(rules.has(name), 'dev search index rules', `dumi's webpack configuration has no rule named "${name}"`);
  return (rules.get(name) as { toConfig(): RuleConfig }).toConfig();
}

/** Serves each locale's index on the dev server, built as the production build builds it. */
export function serveDevIndex(api: IApi, buildIndex: (sources: ServerSources) => Promise<IndexFiles>): void {
  let config: DevConfig | undefined;
  api.chainWebpack((memo, { webpack }) => {
    const rule = (name: string) => dumiRule(memo.module.rules, name);
    config = {
      webpack: webpack as unknown as DevConfig['webpack'],
      // dumi's loaders: of demos written in a page, and the dependency of a demo's module on its page (`?watch=parent`).
      rules: [rule('watch-parent'), rule('dumi-demo')],
      // Of the Markdown modules (`.md?type=…`).
      markdown: rule('dumi-md'),
      alias: memo.resolve.alias.entries() as Record<string, string>,
      extensions: memo.resolve.extensions.values(),
    };
  });

  let sources: { folder: string; compiler: WebpackCompiler } | undefined;
  let latest: Promise<IndexFiles> = Promise.reject(new Error('the dev server has not compiled yet'));
  latest.catch(() => undefined);

  const compile = () =>
    new Promise<ServerSources>((resolve, reject) => {
      if (!config) throw new Error('no webpack config was seen');
      sources ??= sourcesCompiler(api, config);
      const { folder, compiler } = sources;
      compiler.run((error, stats) => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        try {
          const file = join(folder, 'sources.js');
          const load = createRequire(file);
          delete load.cache[file];
          resolve(load(file) as ServerSources);
        } catch (failure) {
          reject(failure as Error);
        }
      });
    });

  api.onDevCompileDone(() => {
    const previous = latest;
    // One compile at a time: the next starts once the one under way has ended.
    latest = previous
      .catch(() => undefined)
      .then(compile)
      .then(buildIndex);
    latest.then(
      (files) =>
        api.logger.info(
          `Search index (dev): ${[...files].map(([locale, { json }]) => `${locale} ${Buffer.byteLength(json)} bytes`).join(', ')}`,
        ),
      (error: unknown) => api.logger.error(`Search index (dev): ${error instanceof Error ? error.message : String(error)}`),
    );
  });

  api.addBeforeMiddlewares(() => [
    (request, response, next) => {
      const locale = LOCALES.find(({ id }) => request.path === devIndexAddress(id))?.id;
      if (!locale) return next();
      latest.then(
        (files) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(files.get(locale)!.json);
        },
        (error: unknown) => {
          response.statusCode = 500;
          response.setHeader('Content-Type', 'text/plain; charset=utf-8');
          response.end(`The search index could not be built: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
    },
  ]);

  api.addHTMLMetas(() => LOCALES.map(({ id }) => ({ name: 'search-index', 'data-locale': id, content: devIndexAddress(id) })));
}
