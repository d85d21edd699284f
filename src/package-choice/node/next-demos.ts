/**
 * Every demo on @rc-component/cascader 1.x, made from its 3.x files by the converter
 * (src/converter/convert.ts) when the site builds and in `npm start`: nothing of it is kept by hand.
 *
 * For each demo file of docs/examples (and the data files they import) it gives:
 * - the 1.x code a visitor reads, edits and exports (the converter's output as it is);
 * - the module the site compiles, the same code with its cascader import taken from the site's
 *   scoped copy of 1.x (../client/next-cascader.tsx: its stylesheet scoped, its popup inside the
 *   scope) and 1.x's stylesheet import dropped, as that copy brings it.
 * Pure functions over file texts; ./next-demos-plugin.ts writes them with dumi's `writeTmpFile`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { convert } from '../../converter/convert';
import { NEXT_PACKAGE } from '../../converter/packages';

/** Where the demos are, relative to the project root. */
export const EXAMPLES_DIR = 'docs/examples';

export interface ConvertedFile {
  /** The path under docs/examples, with `/` (`data/geography.ts`). */
  path: string;
  /** The 1.x code, as a visitor reads it. */
  code: string;
  /** The module the site compiles (for a stylesheet: the file as it is). */
  module: string;
}

const CASCADER_IMPORT = new RegExp(`(from\\s+)(['"])${NEXT_PACKAGE.replace('/', '\\/')}\\2`, 'g');
const STYLESHEET_IMPORT = new RegExp(
  `^import\\s+(['"])${NEXT_PACKAGE.replace('/', '\\/')}/assets/index\\.(?:less|css)\\1;?[ \\t]*\\n`,
  'gm',
);

/**
 * The module the site compiles for a converted file. The converter's output is the input: its
 * imports are one per line as the demos write them, and a file that imports the package in any
 * other way fails here, naming itself, rather than running 1.x unscoped.
 */
export function compiledModule(code: string, file: string, scopedCascader: string): string {
  const withoutStylesheet = code.replace(STYLESHEET_IMPORT, '');
  const left = withoutStylesheet.replace(CASCADER_IMPORT, '');
  if (left.includes(`'${NEXT_PACKAGE}`) || left.includes(`"${NEXT_PACKAGE}`)) {
    throw new Error(
      `${file}: imports ${NEXT_PACKAGE} in a way the 1.x demos cannot scope (only \`import … from '${NEXT_PACKAGE}'\` and its stylesheet)`,
    );
  }
  const module = withoutStylesheet.replace(CASCADER_IMPORT, (_match, from: string) => `${from}${JSON.stringify(scopedCascader)}`);
  return module;
}

/** Converts one file of docs/examples; a file the converter cannot read stops the build, naming it. */
export function convertFile(path: string, source: string, scopedCascader: string): ConvertedFile {
  if (!/\.(tsx?|jsx?)$/.test(path)) return { path, code: source, module: source };
  const result = convert(source);
  if (!result.ok) {
    throw new Error(
      `${EXAMPLES_DIR}/${path}:${result.error.line}:${result.error.column}: the 3.x → 1.x converter cannot read it: ${result.error.message}`,
    );
  }
  return { path, code: result.code, module: compiledModule(result.code, `${EXAMPLES_DIR}/${path}`, scopedCascader) };
}

/** Every file under a folder, as `/`-separated paths relative to it, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return found.sort();
}

/** Every demo file and data file of docs/examples, converted. */
export function convertExamples(root: string, scopedCascader: string): ConvertedFile[] {
  const dir = join(root, EXAMPLES_DIR);
  return filesUnder(dir)
    .filter((path) => /\.(tsx?|jsx?|css|less)$/.test(path))
    .map((path) => convertFile(path, readFileSync(join(dir, path), 'utf8'), scopedCascader));
}

const RELATIVE_IMPORT = /^\s*import\s+(?:[^'";]*?\s+from\s+)?(['"])(\.{1,2}\/[^'"]+)\1/gm;

/** The files a demo shows beside its own, as dumi lists them: each relative import, in turn, by its path (`data/geography.ts`). */
export function demoFiles(entry: string, files: Map<string, ConvertedFile>): string[] {
  const seen: string[] = [];
  const visit = (path: string) => {
    const file = files.get(path);
    if (!file || seen.includes(path)) return;
    seen.push(path);
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
    for (const [, , target] of file.code.matchAll(RELATIVE_IMPORT)) {
      const resolved = resolveRelative(folder, target);
      const match = [resolved, `${resolved}.ts`, `${resolved}.tsx`].find((candidate) => files.has(candidate));
      if (match) visit(match);
    }
  };
  visit(entry);
  return seen;
}

function resolveRelative(folder: string, target: string): string {
  const parts = `${folder}${target}`.split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '.' || part === '') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}
