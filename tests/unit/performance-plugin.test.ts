import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODULE, isDemoPagePath, prerenderDemoPages, withPresetEnvTargets } from '../../src/build/performance-plugin';

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
    expect(BUILTIN_MODULE.test('/site/src/runtime/bounded-demo.ts')).toBe(false);
  });
});

describe('isDemoPagePath (standalone demo pages the build prerenders)', () => {
  it('matches each demo page, not the route pattern or other pages', () => {
    expect(isDemoPagePath('/~demos/docs-demo-simple-demo-city-picker')).toBe(true);
    expect(isDemoPagePath('/~demos/:id')).toBe(false);
    expect(isDemoPagePath('/demo/simple')).toBe(false);
    expect(isDemoPagePath('/~demos/a/b')).toBe(false);
  });

  it('marks every standalone demo page for the prerender, and fails when umi lists none', () => {
    const entries = [{ route: { path: '/' } }, { route: { path: '/~demos/a' }, prerender: false }, { route: { path: '/~demos/:id' } }];
    prerenderDemoPages(entries);
    expect(entries.map((entry) => (entry as { prerender?: boolean }).prerender)).toEqual([undefined, true, undefined]);
    expect(() => prerenderDemoPages([{ route: { path: '/' } }])).toThrow(/^Stale patch "prerendered demo pages"/);
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
