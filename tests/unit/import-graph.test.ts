// No import cycle in the site's own code (src/ and .dumi/), `import type` edges included: every module
// can then be read, tested and moved after the ones it imports. The graph is read from the sources
// with TypeScript's parser, no build: static and dynamic imports, re-exports, `require`, `typeof
// import(…)`, a worker's `new URL('./worker.ts', import.meta.url)`, and dumi's `dumi/theme/…` where
// the site's theme has that module.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const FOLDERS = ['src', '.dumi'];
const CODE = /\.(?:[cm]?js|tsx?)$/;
const GENERATED = /^src[\\/]generated[\\/]/;
/** What a specifier may leave out, in the order the bundler tries it. */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'];

/** The modules under a folder, by their path from the root; the generated ones (.dumi/tmp*, src/generated/) left out. */
function modulesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => CODE.test(file) && !/^\.dumi[\\/]tmp/.test(file) && !GENERATED.test(file));
}

/** Every module specifier a source names, in whatever form it imports it. */
function specifiers(file: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) literal(node.arguments[0]);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
      const [address, base] = node.arguments ?? [];
      if (base && ts.isMetaProperty(base) && base.keywordToken === ts.SyntaxKind.ImportKeyword) literal(address);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file a specifier names, from the root; undefined for a package's module. A relative one that
 * names no file is returned as it is, for the test to report.
 */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = resolve(ROOT, dirname(from), specifier);
  // dumi resolves `dumi/theme/slots/Header` to the site's own theme module first.
  else if (specifier.startsWith('dumi/theme/')) target = join(ROOT, '.dumi/theme', specifier.slice('dumi/theme/'.length));
  else return undefined;
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => target + extension),
    ...EXTENSIONS.map((extension) => join(target, `index${extension}`)),
  ];
  const file = candidates.find(isFile);
  if (file) return relative(ROOT, file);
  return specifier.startsWith('.') ? relative(ROOT, target) : undefined;
}

type Graph = Map<string, string[]>;

function importGraph(): { graph: Graph; unresolved: string[] } {
  const graph: Graph = new Map();
  const unresolved: string[] = [];
  for (const file of FOLDERS.flatMap(modulesUnder)) {
    const targets = new Set<string>();
    for (const specifier of specifiers(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target === undefined) continue;
      // src/generated/ is written by the build's stylesheet step (git-ignored), and imports nothing.
      if (GENERATED.test(target)) continue;
      if (!isFile(join(ROOT, target))) unresolved.push(`${file}: ${specifier}`);
      else if (CODE.test(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return { graph, unresolved };
}

/** Each cycle of the graph, as the path that closes it (`a → b → a`): one per strongly connected group (Tarjan). */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => closingPath(graph, new Set(group)));
}

/** A path within a strongly connected group from its first module back to it (breadth first: the shortest). */
function closingPath(graph: Graph, group: Set<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('the import graph of src/ and .dumi/', () => {
  const { graph, unresolved } = importGraph();

  it('resolves every relative import to a file', () => {
    expect(unresolved).toEqual([]);
  });

  it('reads the edges it is meant to (a type import, a dynamic import, a worker, a theme alias, a ../../src import)', () => {
    expect(graph.get('src/search/client/site-search.ts')).toEqual(
      expect.arrayContaining(['src/search/client/search-worker.ts', 'src/search/client/search-engine.ts', 'src/runtime/load-once.ts']),
    );
    expect(graph.get('.dumi/theme/components/search/result-list-loader.ts')).toContain(
      '.dumi/theme/components/search/SearchResultList.tsx',
    );
    expect(graph.get('.dumi/theme/components/search/SearchDialog.tsx')).toContain('src/search/client/site-search.ts');
    expect(graph.get('.dumi/theme/layouts/DocLayout.tsx')).toContain('.dumi/theme/slots/Header.tsx');
    expect(graph.get('.dumi/theme/slots/SearchBar.tsx')).toContain('src/search/client/site-search.ts');
  });

  it('finds a cycle where there is one, and names it', () => {
    const looped: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(cycles(looped)).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
        ['e.ts', 'e.ts'],
      ]),
    );
    expect(cycles(looped)).toHaveLength(2);
  });

  it("keeps the theme's components below its slots: a component never imports a slot", () => {
    const upward = [...graph]
      .filter(([file]) => file.startsWith('.dumi/theme/components/'))
      .flatMap(([file, targets]) =>
        targets.filter((target) => target.startsWith('.dumi/theme/slots/')).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('has no cycle', () => {
    const found = cycles(graph).map((path) => path.join(' → '));
    expect(found, 'import cycles (break each: move what both sides need into a module of its own)').toEqual([]);
  });
});
