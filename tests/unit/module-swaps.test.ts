import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALIASED_STAND_INS,
  LEFT_OUT,
  MODULE_SWAPS,
  ModuleSwapPlugin,
  standInAliases,
  swapFor,
  swapsWithout,
  type ModuleSwap,
} from '../../src/plugins/module-swaps';
import { PatchTally, StalePatchesPlugin } from '../../src/plugins/patch-guard';
import { ENTRY } from '../../src/plugins/performance-plugin';
import { compileFixture } from '../support/webpack-fixture';
import { ROOT } from '../support/site';

const NODE_MODULES = join(ROOT, 'node_modules');

/** The request an import statement or require call in `text` names, if any. */
function importedRequest(text: string): string | undefined {
  return /(?:\bfrom |\brequire\()\s*["']([^"']+)["']/.exec(text)?.[1];
}

describe('every swap still finds its request in the installed packages', () => {
  for (const swap of MODULE_SWAPS) {
    for (const importer of swap.importers) {
      it(`${swap.name}: node_modules/${importer.file} contains ${importer.contains}`, () => {
        const file = join(NODE_MODULES, importer.file);
        expect(existsSync(file), `${importer.file} is installed`).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(importer.contains);
        // An import written in the package itself (not a generator's source) is what the swap matches.
        const request = importedRequest(importer.contains);
        if (request && !/require\.resolve/.test(importer.contains)) {
          expect(swapFor(request, dirname(file))?.name, `${request} from ${importer.file}`).toBe(swap.name);
        }
      });
    }
  }
});

/** `Stands in for: <package>@<version> …` on the stand-in's second line. */
const STANDS_IN_FOR = /^ \* Stands in for: ((?:@[^/\s]+\/)?[^@\s]+)@(\S+?)[,]? /m;

/** A version's major.minor: a patch release changes no module a stand-in copies or wraps. */
const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

describe('every stand-in names the upstream module and version it replaces, and that minor line is installed', () => {
  const standIns = [
    ...new Set([...MODULE_SWAPS.map((swap: ModuleSwap) => swap.with), ...ALIASED_STAND_INS.map((standIn) => standIn.with), ENTRY]),
  ];
  for (const file of standIns) {
    it(file, () => {
      const header = readFileSync(join(ROOT, file), 'utf8').split('\n').slice(0, 3).join('\n');
      const match = STANDS_IN_FOR.exec(header);
      expect(match, `${file} starts with "Stands in for: <package>@<version>"`).not.toBeNull();
      const [, name, version] = match!;
      const installed = JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')).version;
      // A new minor or major version may have changed what the stand-in copies or wraps: read the
      // upstream module again, adjust the stand-in, then its header.
      expect(minorLine(version), `${file} was written for ${name}@${version}; ${installed} is installed`).toBe(minorLine(installed));
    });
  }
});

describe('ModuleSwapPlugin in a webpack build', () => {
  const swap: ModuleSwap = {
    name: 'fixture swap',
    request: /^\.\/heavy$/,
    from: /[\\/]library$/,
    with: 'stand-in.js',
    bundles: ['browser'],
    importers: [],
    leavesOut: /[\\/]library[\\/]heavy\.js$/,
    switchable: true,
  };
  const files = (importerSource: string) => ({
    'index.js': "import { answer } from './library/index.js';\nconsole.info(answer);\n",
    'library/index.js': importerSource,
    'library/heavy.js': "export const answer = 'heavy';\n",
    'stand-in.js': "export const answer = 'light';\n",
  });
  const compile = (source: string, extra?: string) =>
    compileFixture({ ...files(source), ...(extra ? { 'extra.js': extra } : {}) }, (root) => {
      const tally = new PatchTally();
      return {
        plugins: [new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps: [swap] }), new StalePatchesPlugin(tally)],
      };
    });

  it('swaps the request and builds', async () => {
    const result = await compile("export { answer } from './heavy';\n");
    expect(result.errors).toEqual([]);
    expect(result.modules).toContain('./stand-in.js');
    expect(result.modules).not.toContain('./library/heavy.js');
  });

  it('fails the build, naming the swap, when the importer no longer makes the request', async () => {
    // Upstream renamed the module it imports: nothing matches any more.
    const result = await compile("export { answer } from './heavy.js';\n");
    expect(result.errors.join('\n')).toMatch(
      /^Stale patch "module swap "fixture swap"": no import matching .* so stand-in\.js was not swapped in/m,
    );
  });

  it('fails the build when what the swap leaves out comes back through another import', async () => {
    const result = await compileFixture(
      {
        ...files("export { answer } from './heavy';\n"),
        'index.js':
          "import { answer } from './library/index.js';\nimport { answer as again } from './library/heavy.js';\nconsole.info(answer, again);\n",
      },
      (root) => {
        const tally = new PatchTally();
        return { plugins: [new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps: [swap] }), new StalePatchesPlugin(tally)] };
      },
    );
    expect(result.errors.join('\n')).toMatch(
      /Stale patch "module swap "fixture swap"": .*library[\\/]heavy\.js is in the browser bundle again/,
    );
  });

  it('fails the build, naming the entry, when a module that LEFT_OUT names is bundled', async () => {
    const leftOut = [{ name: 'alias "fixture"', leavesOut: /[\\/]extra\.js$/, bundles: ['browser'] as const }];
    const build = (extra?: string) =>
      compileFixture(
        {
          ...files("export { answer } from './heavy';\n"),
          ...(extra
            ? {
                'extra.js': extra,
                'index.js': "import './extra.js';\nimport { answer } from './library/index.js';\nconsole.info(answer);\n",
              }
            : {}),
        },
        (root) => {
          const tally = new PatchTally();
          return {
            plugins: [new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps: [swap], leftOut }), new StalePatchesPlugin(tally)],
          };
        },
      );
    expect((await build()).errors).toEqual([]);
    expect((await build('export {};\n')).errors.join('\n')).toMatch(
      /Stale patch "alias "fixture"": .*extra\.js is in the browser bundle, although alias "fixture" exists to leave it out/,
    );
  });
});

describe("standInAliases (the configuration's alias for the aliased stand-ins)", () => {
  it("answers react-intl by name and by the absolute path dumi's locale runtime imports", () => {
    const aliases = standInAliases(ROOT);
    expect(aliases['react-intl$']).toBe(join(ROOT, 'src/stand-ins/react-intl.ts'));
    expect(aliases[`${join(NODE_MODULES, 'react-intl')}$`]).toBe(join(ROOT, 'src/stand-ins/react-intl.ts'));
    expect(aliases['resize-observer-polyfill$']).toBe(join(ROOT, 'src/stand-ins/resize-observer-polyfill.ts'));
  });

  it("matches how dumi's generated locale runtime writes its import", () => {
    const source = readFileSync(join(NODE_MODULES, 'dumi/dist/features/locales.js'), 'utf8');
    expect(source).toContain('import_path.default.dirname(require.resolve("react-intl/package"))');
  });

  it('leaves out the ones SITE_WITHOUT_PATCHES names, and LEFT_OUT checks what each leaves out', () => {
    expect(Object.keys(standInAliases(ROOT, ['react-intl']))).toEqual(['resize-observer-polyfill$']);
    expect(LEFT_OUT.map((entry) => entry.name)).toEqual([
      'alias "react-intl"',
      'alias "resize observer"',
      "the site's own code tabs",
      "the site's own highlighter",
      'BABEL_POLYFILL=none',
    ]);
  });

  it("keeps every module of prism-react-renderer out, its 30-language Prism too, and lets the site's Prism in", () => {
    const highlighter = LEFT_OUT.find((entry) => entry.name === "the site's own highlighter");
    for (const file of ['prism-react-renderer/dist/index.js', 'prism-react-renderer/prism/index.js']) {
      expect(highlighter?.leavesOut.test(join(NODE_MODULES, file)), file).toBe(true);
    }
    expect(highlighter?.leavesOut.test(join(NODE_MODULES, 'prismjs/components/prism-core.js'))).toBe(false);
  });
});

describe('swapsWithout (SITE_WITHOUT_PATCHES, to measure the site without a swap)', () => {
  it("leaves out the named swaps and keeps the others; an aliased stand-in's name passes through", () => {
    const left = swapsWithout(['demo boundaries', 'prerender when all is ready', 'resize observer']);
    expect(left.map((swap) => swap.name)).not.toContain('demo boundaries');
    expect(left.map((swap) => swap.name)).not.toContain('prerender when all is ready');
    expect(left).toHaveLength(MODULE_SWAPS.length - 2);
    expect(swapsWithout([])).toEqual(MODULE_SWAPS);
  });

  it('refuses a name that no swap has', () => {
    expect(() => swapsWithout(['resize observers'])).toThrow(
      /"resize observers", which is neither a module swap, an aliased stand-in nor a measured patch/,
    );
  });

  it('refuses a swap that the site does not work without', () => {
    const needed = { ...MODULE_SWAPS[0], name: 'needed', switchable: false };
    expect(() => swapsWithout(['needed'], [...MODULE_SWAPS, needed])).toThrow(/a module swap the site does not work without/);
    // Today every swap can be left out to measure what it buys.
    expect(MODULE_SWAPS.filter((swap) => !swap.switchable).map((swap) => swap.name)).toEqual([]);
  });
});
