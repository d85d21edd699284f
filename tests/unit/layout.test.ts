import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/site';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sources(full);
    return /\.(?:tsx?|cjs|mjs)$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports, statically or dynamically, or requires. */
function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

describe('the layout', () => {
  it('nothing in src/ imports from .dumi/ (the theme may use src/, never the other way round)', () => {
    const theme = join(ROOT, '.dumi');
    const offending = sources(join(ROOT, 'src')).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) =>
          specifier.startsWith('.')
            ? resolve(dirname(file), specifier).startsWith(theme + sep)
            : /^dumi\/theme\/|^@@\/dumi\/theme\//.test(specifier),
        )
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
