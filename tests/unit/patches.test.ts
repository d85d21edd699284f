import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, MODULE_SWAPS } from '../../src/plugins/module-swaps';
import { REWRITES } from '../../src/plugins/page-chunks';
import { UPGRADING } from '../../src/plugins/patch-guard';
import { PATCHES, patchesLeftOut, type Patch } from '../../src/plugins/patches';
import { ROOT } from '../support/site';

const CONTRIBUTING = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** The text of CONTRIBUTING.md under the heading `heading`, up to the next heading of any level. */
function section(heading: string): string {
  const start = CONTRIBUTING.indexOf(`\n${heading}\n`);
  expect(start, `CONTRIBUTING.md has a section "${heading}"`).toBeGreaterThan(-1);
  const rest = CONTRIBUTING.slice(start + heading.length + 2);
  return rest.slice(0, rest.search(/^#{2,3} /m) === -1 ? undefined : rest.search(/^#{2,3} /m));
}

/** A patch as a row of CONTRIBUTING's table. */
const row = (patch: Patch) =>
  `| \`${patch.name}\` | ${patch.kind} | \`${patch.upstream}\` | ${patch.switchable ? 'yes' : 'no'} | ${patch.files.map((file) => `\`${file}\``).join(', ')} |`;

describe('CONTRIBUTING.md lists the patches of the registry', () => {
  it('has one row per patch in "### Patches", as the registry has them, and no other', () => {
    const rows = section('### Patches')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    // On a difference, the expected table is printed whole: copy it into CONTRIBUTING.md.
    expect(rows.join('\n')).toBe(PATCHES.map(row).join('\n'));
  });

  it('names no patch elsewhere that the registry lacks', () => {
    const names = new Set<string>(PATCHES.map((patch) => patch.name));
    const named = [
      ...[...CONTRIBUTING.matchAll(/Stale patch "([^"<]+)"/g)].map((match) => match[1]),
      ...[...CONTRIBUTING.matchAll(/SITE_WITHOUT_PATCHES="([^"<]+)"/g)].flatMap((match) => match[1].split(',')),
    ];
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(names, `CONTRIBUTING.md names "${name}"`).toContain(name.trim());
  });

  it('has the "Upgrading" section that a stale patch sends the reader to', () => {
    expect(UPGRADING).toBe('"Upgrading" in CONTRIBUTING.md');
    expect(section('## Upgrading')).toContain('Stale patch');
  });
});

describe('PATCHES (the registry)', () => {
  it('names each patch once', () => {
    const names = PATCHES.map((patch) => patch.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("names only the site's files that exist", () => {
    for (const patch of PATCHES) for (const file of patch.files) expect(existsSync(join(ROOT, file)), `${patch.name}: ${file}`).toBe(true);
  });

  it('was written against the installed minor line of each upstream package', () => {
    for (const patch of PATCHES) {
      const [, name, version] = /^(@?[^@]+)@(.+)$/.exec(patch.upstream)!;
      const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;
      const minor = (full: string) => full.split('.').slice(0, 2).join('.');
      expect(minor(version), `${patch.name}: written for ${patch.upstream}; ${name}@${installed} is installed`).toBe(minor(installed));
    }
  });

  it('holds every module swap, what the swaps keep out and the rewrites of generated modules, each by its kind', () => {
    const kind = (name: string) => PATCHES.find((patch) => patch.name === name)?.kind;
    for (const swap of MODULE_SWAPS) {
      expect(kind(swap.name), swap.name).toBe('module swap');
      const files: readonly string[] = PATCHES.find((patch) => patch.name === swap.name)!.files;
      expect(files, `${swap.name} names its stand-in`).toContain(swap.with);
    }
    for (const name of Object.values(REWRITES)) expect(kind(name), name).toBe('generated-module rewrite');
    expect(LEFT_OUT.map((entry) => kind(entry.name))).not.toContain(undefined);
  });

  it('says what keeps each patch', () => {
    for (const patch of PATCHES) expect(patch.figure.trim(), patch.name).not.toBe('');
  });
});

describe('patchesLeftOut (SITE_WITHOUT_PATCHES)', () => {
  it('leaves out nothing when no name is given', () => {
    expect(patchesLeftOut(undefined).size).toBe(0);
    expect(patchesLeftOut(' , ').size).toBe(0);
  });

  it('takes switchable patches by their names, spaces around the commas allowed', () => {
    const left = patchesLeftOut(' react-intl ,dumi exporters left out, resize observer, app script after paint');
    expect([...left].sort()).toEqual(['app script after paint', 'dumi exporters left out', 'react-intl', 'resize observer']);
  });

  it('refuses a name that the registry lacks', () => {
    expect(() => patchesLeftOut('compile hint')).toThrow(/"compile hint", which is not a patch of src\/plugins\/patches\.ts/);
  });

  it('refuses a patch that the site does not work without', () => {
    expect(() => patchesLeftOut('staged entry')).toThrow(/"staged entry", a patch the site does not work without/);
  });

  it('is honoured by the build for every switchable patch: a module swap, or one the performance plugin leaves out', () => {
    const plugin = readFileSync(join(ROOT, 'src/plugins/performance-plugin.ts'), 'utf8');
    const swaps = new Set<string>(MODULE_SWAPS.map((swap) => swap.name));
    for (const patch of PATCHES.filter((candidate) => candidate.switchable && !swaps.has(candidate.name))) {
      expect(plugin, `${patch.name} is left out by performance-plugin.ts`).toContain(`without.has('${patch.name}')`);
    }
  });
});
