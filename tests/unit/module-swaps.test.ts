import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LEFT_OUT,
  MODULE_SWAPS,
  ModuleSwapPlugin,
  installed,
  swapAliases,
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

describe("every swap's alias still reaches its request in the installed packages", () => {
  for (const swap of MODULE_SWAPS) {
    for (const importer of swap.importers) {
      it(`${swap.name}: node_modules/${importer.file} contains ${importer.contains}`, () => {
        const file = join(NODE_MODULES, importer.file);
        expect(existsSync(file), `${importer.file} is installed`).toBe(true);
        expect(readFileSync(file, 'utf8')).toContain(importer.contains);
        // An import written in the package itself (not a generator's source) is what the alias matches:
        // a package's module by its name, a relative import by the absolute path it resolves to.
        const request = importedRequest(importer.contains);
        if (request && !/require\.resolve/.test(importer.contains)) {
          const key = request.startsWith('.') ? join(dirname(file), request) : request;
          expect(swap.requests(ROOT), `${request} from ${importer.file}`).toContain(`${key}$`);
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
  const standIns = [...new Set([...MODULE_SWAPS.map((swap) => swap.with), ENTRY])];
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
  // A name of the registry, for the fixture's swap.
  const swap: ModuleSwap = {
    name: 'resize observer',
    requests: (root) => [`${join(root, 'library')}/heavy$`],
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
  const build = (extraFiles: Record<string, string>, leftOut: typeof LEFT_OUT = [], swaps: readonly ModuleSwap[] = [swap]) =>
    compileFixture(extraFiles, (root) => {
      const tally = new PatchTally();
      return {
        resolve: { alias: swapAliases(root, ['browser'], swaps) },
        plugins: [new ModuleSwapPlugin({ root, bundle: 'browser', tally, swaps, leftOut }), new StalePatchesPlugin(tally)],
      };
    });

  it('swaps the relative import by its alias and builds', async () => {
    const result = await build(files("export { answer } from './heavy';\n"));
    expect(result.errors).toEqual([]);
    expect(result.modules).toContain('./stand-in.js');
    expect(result.modules).not.toContain('./library/heavy.js');
  });

  it('fails the build, naming the swap, when the importer no longer makes the request', async () => {
    // Upstream renamed the module it imports: the exact alias matches nothing any more.
    const result = await build(files("export { answer } from './heavy.js';\n"));
    expect(result.errors.join('\n')).toMatch(
      /^Stale patch "resize observer": stand-in\.js is not in the browser bundle: no import reached its alias/m,
    );
  });

  it('fails the build when what the swap leaves out comes back through another import', async () => {
    const result = await build({
      ...files("export { answer } from './heavy';\n"),
      'index.js':
        "import { answer } from './library/index.js';\nimport { answer as again } from './library/heavy.js';\nconsole.info(answer, again);\n",
    });
    expect(result.errors.join('\n')).toMatch(/Stale patch "resize observer": .*library[\\/]heavy\.js is in the browser bundle again/);
  });

  it('fails the build, naming the entry, when a module that LEFT_OUT names is bundled', async () => {
    const leftOut = [{ name: "the site's own code tabs" as const, leavesOut: /[\\/]extra\.js$/, bundles: ['browser'] as const }];
    expect((await build(files("export { answer } from './heavy';\n"), leftOut)).errors).toEqual([]);
    const withExtra = {
      ...files("export { answer } from './heavy';\n"),
      'extra.js': 'export {};\n',
      'index.js': "import './extra.js';\nimport { answer } from './library/index.js';\nconsole.info(answer);\n",
    };
    expect((await build(withExtra, leftOut)).errors.join('\n')).toMatch(
      /Stale patch "the site's own code tabs": .*extra\.js is in the browser bundle, although the site's own code tabs exists to leave it out/,
    );
  });
});

describe('swapAliases (the exact-match aliases, by bundle)', () => {
  const THEME_API = join(NODE_MODULES, 'dumi/dist/client/theme-api');

  it('gives both bundles the swaps for both, by name or by the path a relative import resolves to', () => {
    const aliases = swapAliases(ROOT, ['browser', 'server']);
    expect(aliases['react-intl$']).toBe(join(ROOT, 'src/stand-ins/react-intl.ts'));
    expect(aliases[`${join(NODE_MODULES, 'react-intl')}$`]).toBe(join(ROOT, 'src/stand-ins/react-intl.ts'));
    expect(aliases['resize-observer-polyfill$']).toBe(join(ROOT, 'src/stand-ins/resize-observer-polyfill.ts'));
    expect(aliases[`${THEME_API}/openStackBlitz$`]).toBe(join(ROOT, 'src/stand-ins/dumi-sandbox-export.ts'));
    expect(aliases['react-dom/server$']).toBeUndefined();
  });

  it("gives only the server bundle its own prerender's react-dom/server, by each spelling of react-dom's folder", () => {
    const standIn = join(ROOT, 'src/stand-ins/react-dom-server.ts');
    const folders = installed(ROOT, 'react-dom/package.json');
    expect(folders).toContain(realpathSync(join(NODE_MODULES, 'react-dom')));
    expect(swapAliases(ROOT, ['server'])).toEqual({
      'react-dom/server$': standIn,
      ...Object.fromEntries(folders.map((folder) => [`${folder}/server$`, standIn])),
    });
  });

  it('gives the browser bundle alone no swap of its own', () => {
    expect(swapAliases(ROOT, ['browser'])).toEqual({});
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
  it('leaves out the named swaps and keeps the others', () => {
    const left = swapsWithout(new Set(['prerender when all is ready', 'resize observer', 'app script after paint'] as const));
    expect(left.map((swap) => swap.name)).toEqual(['dumi exporters left out', 'react-intl']);
    expect(swapsWithout(new Set())).toEqual(MODULE_SWAPS);
  });
});

describe('the swaps when node_modules is a symbolic link to another checkout', () => {
  // A project whose node_modules links to another folder's, as a second checkout may share the first's.
  const project = mkdtempSync(join(tmpdir(), 'linked-node-modules-'));
  const shared = join(project, 'other-checkout', 'node_modules');
  const root = join(project, 'checkout');
  mkdirSync(join(shared, 'heavy-lib'), { recursive: true });
  mkdirSync(root);
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(project, 'other-checkout', 'package.json'), '{}');
  writeFileSync(join(shared, 'heavy-lib', 'package.json'), '{"name":"heavy-lib","main":"index.js"}');
  writeFileSync(join(shared, 'heavy-lib', 'index.js'), "export { answer } from './heavy';\n");
  writeFileSync(join(shared, 'heavy-lib', 'heavy.js'), "export const answer = 'heavy';\n");
  symlinkSync(shared, join(root, 'node_modules'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("gives a package's folder both as the project's node_modules spells it and as its real path", () => {
    expect(installed(root, 'heavy-lib/package.json')).toEqual([join(root, 'node_modules', 'heavy-lib'), join(shared, 'heavy-lib')]);
    // Where node_modules is a folder, the one path.
    expect(installed(join(project, 'other-checkout'), 'heavy-lib/package.json')).toEqual([join(shared, 'heavy-lib')]);
  });

  it('swaps an import that reaches the package through the link, as umi aliases react-dom', async () => {
    // umi's alias gives the package's folder through the project's node_modules (`resolve` keeps links),
    // webpack then finds its modules at their real paths (`resolve.symlinks`).
    const linkedSwap: ModuleSwap = {
      name: 'prerender when all is ready',
      requests: (fixture) => installed(fixture, 'heavy-lib/package.json').map((folder) => `${folder}/heavy$`),
      with: 'stand-in.js',
      bundles: ['browser'],
      importers: [],
    };
    const result = await compileFixture(
      {
        'index.js': "import { answer } from 'heavy-lib/heavy';\nconsole.info(answer);\n",
        'stand-in.js': "export const answer = 'light';\n",
        'package.json': '{}',
      },
      (fixture) => {
        symlinkSync(shared, join(fixture, 'node_modules'));
        // The fixture's root through a link of its own: the guard compares real paths on both sides.
        symlinkSync(fixture, join(fixture, 'linked-root'));
        const tally = new PatchTally();
        const swaps = [linkedSwap];
        return {
          resolve: { alias: { ...swapAliases(fixture, ['browser'], swaps), 'heavy-lib': join(fixture, 'node_modules', 'heavy-lib') } },
          plugins: [
            new ModuleSwapPlugin({ root: join(fixture, 'linked-root'), bundle: 'browser', tally, swaps }),
            new StalePatchesPlugin(tally),
          ],
        };
      },
    );
    expect(result.errors).toEqual([]);
    expect(result.modules).toContain('./stand-in.js');
    expect(result.modules.join('\n')).not.toMatch(/heavy\.js/);
  });
});
