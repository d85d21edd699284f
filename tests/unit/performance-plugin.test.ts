import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODULE, ENTRY, rewritePage, withPresetEnvTargets, withStagedEntry } from '../../src/plugins/performance-plugin';
import { umiPage } from '../support/umi-page';

const require = createRequire(import.meta.url);

describe('BUILTIN_MODULE (builtins a page may leave out)', () => {
  it("matches the default theme's builtins, the site's overrides and umi's re-exports", () => {
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/builtins/Tree/index.js')).toBe(true);
    expect(BUILTIN_MODULE.test('/site/.dumi/theme/builtins/Previewer.tsx')).toBe(true);
    expect(BUILTIN_MODULE.test('/site/.dumi/tmp-production/dumi/theme/builtins/API.ts')).toBe(true);
  });

  it('leaves every other module, even inside a builtin, alone', () => {
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/builtins/Tree/utils.js')).toBe(false);
    expect(BUILTIN_MODULE.test('/site/node_modules/dumi/theme-default/slots/Header/index.js')).toBe(false);
    expect(BUILTIN_MODULE.test('/site/src/runtime/demo-boundary.tsx')).toBe(false);
  });
});

// Loading umi's Babel takes seconds on a busy machine.
describe('withPresetEnvTargets (the browsers the site is compiled for)', { timeout: 30_000 }, () => {
  const babel = require('@umijs/bundler-utils/compiled/babel/core') as typeof import('@babel/core');
  const TARGETS = { chrome: '111', edge: '111', firefox: '115', safari: '16.4' };
  const UMI_OPTIONS = { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {} };
  const SOURCE = 'export async function load(name: string) { return `${await name}!`; }';

  function compile(options: object) {
    return babel.transformSync(SOURCE, {
      filename: 'load.ts',
      babelrc: false,
      configFile: false,
      browserslistConfigFile: false,
      // What umi passes: the targets at the top level of Babel's options.
      targets: TARGETS,
      presets: [[require.resolve('@umijs/babel-preset-umi'), options]],
    })!.code!;
  }

  it("is needed: umi's preset alone compiles async functions and template literals to ES5", () => {
    const code = compile(UMI_OPTIONS);
    expect(code).toContain('regeneratorRuntime');
    expect(code).not.toContain('async function');
  });

  it('keeps async functions and template literals native for the configured browsers', () => {
    const code = compile(withPresetEnvTargets(UMI_OPTIONS, TARGETS));
    expect(code).toContain('async function load(name)');
    expect(code).toContain('`${await name}!`');
    expect(code).not.toContain('regeneratorRuntime');
  });

  it('leaves the options alone when no targets are configured', () => {
    expect(withPresetEnvTargets(UMI_OPTIONS, undefined)).toBe(UMI_OPTIONS);
  });

  it("fails, naming the patch, when umi's preset options have no preset-env entry", () => {
    expect(() => withPresetEnvTargets({ presetReact: {} } as { presetEnv?: object }, TARGETS)).toThrow(/^Stale patch "preset-env targets"/);
  });

  it('keeps the other preset options', () => {
    const options = withPresetEnvTargets({ presetEnv: { bugfixes: true }, presetReact: { runtime: 'automatic' } }, TARGETS);
    expect(options).toEqual({ presetEnv: { bugfixes: true, targets: TARGETS }, presetReact: { runtime: 'automatic' } });
  });
});

describe("withStagedEntry (the site's entry in place of umi's generated one)", () => {
  /** webpack-chain's entry points, as far as withStagedEntry reads them. */
  function entryPoints(entries: Record<string, string[]>) {
    const point = (files: string[]) => {
      const entry = {
        values: () => [...files],
        clear: () => ((files.length = 0), entry),
        add: (file: string) => (files.push(file), entry),
      };
      return entry;
    };
    const points = new Map(Object.entries(entries).map(([name, files]) => [name, point(files)]));
    return { has: (name: string) => points.has(name), get: (name: string) => points.get(name)! };
  }

  it("replaces umi's generated entry file with the site's", () => {
    const entries = entryPoints({ umi: ['/site/.dumi/tmp-production/umi.ts'] });
    withStagedEntry(entries, '/site', '/site/.dumi/tmp-production');
    expect(entries.get('umi').values()).toEqual([`/site/${ENTRY}`]);
  });

  it("fails, naming the patch, when the entry `umi` is missing or is not umi's generated file alone", () => {
    const tmp = '/site/.dumi/tmp-production';
    expect(() => withStagedEntry(entryPoints({ main: [`${tmp}/umi.ts`] }), '/site', tmp)).toThrow(
      /^Stale patch "staged entry": .*found: none/,
    );
    expect(() => withStagedEntry(entryPoints({ umi: [`${tmp}/umi.tsx`] }), '/site', tmp)).toThrow(/^Stale patch "staged entry"/);
    expect(() => withStagedEntry(entryPoints({ umi: ['/client.js', `${tmp}/umi.ts`] }), '/site', tmp)).toThrow(
      /^Stale patch "staged entry"/,
    );
  });
});

describe('rewritePage (the first-load rewrites of a built page)', () => {
  const built = umiPage({
    head: '<link rel="stylesheet" href="/umi.1a2b.css"/>',
    root: '<h1>T</h1>',
    scripts: '<script src="/umi.5e8f7f79.js" async=""></script>',
  });
  const critical = { of: async () => 'h1{color:red}', fontFaces: () => '' };

  it("inlines the page's critical CSS and runs the app's script after the first paint", async () => {
    const html = await rewritePage(built, 'zh-CN/demo/simple/index.html', critical);
    expect(html).toContain('<style>h1{color:red}</style><link rel="stylesheet" href="/umi.1a2b.css" media="print"');
    expect(html).not.toContain('<script src="/umi.5e8f7f79.js" async=""></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/umi.5e8f7f79.js"/>');
    expect(html, 'the head scripts, once').toContain('__UMI_METADATA_LOADER_DATA__ = {"headScripts":[],');
  });

  it("leaves umi's script as it was when asked to, to measure the site without that rewrite", async () => {
    const html = await rewritePage(built, 'demo/simple/index.html', critical, false);
    expect(html).toContain('<script src="/umi.5e8f7f79.js" async=""></script>');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<style>h1{color:red}</style>');
  });

  it('names the page when a rewrite finds nothing to patch', async () => {
    await expect(rewritePage(umiPage({ root: '<h1>T</h1>' }), 'demo/simple/index.html', critical)).rejects.toThrow(
      /^Stale patch "critical stylesheet": demo\/simple\/index\.html: the page links 0 stylesheets/,
    );
  });
});
