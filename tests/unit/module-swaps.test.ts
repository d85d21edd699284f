import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_SWAPS, ModuleSwapPlugin, swapFor, swapsWithout, type ModuleSwap } from '../../src/build/module-swaps';
import { PatchTally, StalePatchesPlugin } from '../../src/build/patch-guard';
import { ENTRY } from '../../src/build/performance-plugin';
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

describe('every stand-in names the upstream module and version it replaces, and that version is installed', () => {
  const standIns = [...new Set([...MODULE_SWAPS.map((swap: ModuleSwap) => swap.with), ENTRY])];
  for (const file of standIns) {
    it(file, () => {
      const header = readFileSync(join(ROOT, file), 'utf8').split('\n').slice(0, 3).join('\n');
      const match = STANDS_IN_FOR.exec(header);
      expect(match, `${file} starts with "Stands in for: <package>@<version>"`).not.toBeNull();
      const [, name, version] = match!;
      const installed = JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')).version;
      // A new upstream version may have changed what the stand-in copies or wraps: read the
      // upstream module again, adjust the stand-in, then its header.
      expect(version, `${file} was written for ${name}@${version}; ${installed} is installed`).toBe(installed);
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
        plugins: [
          new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps: [swap] }),
          new StalePatchesPlugin(tally),
        ],
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
    expect(result.errors.join('\n')).toMatch(/^Stale patch "module swap "fixture swap"": no import matching .* so stand-in\.js was not swapped in/m);
  });

  it('fails the build when what the swap leaves out comes back through another import', async () => {
    const result = await compileFixture(
      {
        ...files("export { answer } from './heavy';\n"),
        'index.js': "import { answer } from './library/index.js';\nimport { answer as again } from './library/heavy.js';\nconsole.info(answer, again);\n",
      },
      (root) => {
        const tally = new PatchTally();
        return { plugins: [new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps: [swap] }), new StalePatchesPlugin(tally)] };
      },
    );
    expect(result.errors.join('\n')).toMatch(/Stale patch "module swap "fixture swap"": .*library[\\/]heavy\.js is in the browser bundle again/);
  });
});

describe('swapsWithout (SITE_WITHOUT_PATCHES, to measure the site without a swap)', () => {
  it('leaves out the named swaps and keeps the others', () => {
    const left = swapsWithout(['resize observer', 'no regenerator runtime']);
    expect(left.map((swap) => swap.name)).not.toContain('resize observer');
    expect(left.map((swap) => swap.name)).not.toContain('no regenerator runtime');
    expect(left).toHaveLength(MODULE_SWAPS.length - 2);
    expect(swapsWithout([])).toEqual(MODULE_SWAPS);
  });

  it('refuses a name that no swap has', () => {
    expect(() => swapsWithout(['resize observers'])).toThrow(/"resize observers", which is neither a module swap nor a measured patch/);
  });
});
