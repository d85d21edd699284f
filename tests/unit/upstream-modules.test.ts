import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
/** dumi's and umi's modules imported by path, not through their public API. */
const UPSTREAM_IMPORT = /(?:from |import )'((?:dumi\/(?:theme-default|theme|dist)|@@)\/[^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:ts|tsx)$/.test(file))
    .map((file) => join(ROOT, folder, file));
}

/** A module as CONTRIBUTING names it: no file extension, a folder's stylesheet by its folder. */
const named = (specifier: string) => specifier.replace(/\/index\.less$/, '').replace(/\.(?:js|ts|tsx)$/, '');

/** The code spans of CONTRIBUTING's "What the theme builds on". */
function listed(): Set<string> {
  const text = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const section = text.split('### What the theme builds on')[1]?.split('\n### ')[0] ?? '';
  return new Set(
    [...section.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1])
      .filter((span) => /^(?:dumi\/(?:theme-default|theme|dist)|@@)\//.test(span)),
  );
}

describe("CONTRIBUTING names every module of dumi's and umi's that the site imports by path", () => {
  const imports = new Map<string, string>();
  for (const file of [...sourceFiles('.dumi'), ...sourceFiles('src')]) {
    for (const match of readFileSync(file, 'utf8').matchAll(UPSTREAM_IMPORT)) imports.set(named(match[1]), relative(ROOT, file));
  }

  it('lists each one imported', () => {
    const missing = [...imports].filter(([module]) => !listed().has(module)).map(([module, file]) => `${module} (${file})`);
    expect(missing, 'imported but not in CONTRIBUTING, "What the theme builds on"').toEqual([]);
  });

  it('lists none that nothing imports any more', () => {
    expect([...listed()].filter((module) => !imports.has(module))).toEqual([]);
  });
});
