/**
 * The demos are the converter's test set: every demo file (docs/examples/**\/*.tsx) and data file
 * (docs/examples/data/*.ts) converted, written to a temporary folder in the same layout, and
 * type-checked in one program against @rc-component/cascader 1.x's own declarations, as installed.
 * rc-cascader is left out of that folder's reach, so a file still importing 3.x fails to resolve.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it, onTestFinished } from 'vitest';
import { convert } from '../../src/converter/convert';
import { ROOT } from '../support/site';

const EXAMPLES = join(ROOT, 'docs/examples');

function demoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return demoFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The packages the demos import, linked from this repository's node_modules; rc-cascader is not among them. */
const PACKAGES = ['@rc-component', '@ant-design', '@types', 'react', 'react-dom', 'rc-field-form', 'csstype'];

describe('the demos converted to @rc-component/cascader 1.x', () => {
  const files = demoFiles(EXAMPLES);

  it('finds the demo and data files', () => {
    expect(files.filter((file) => file.endsWith('.tsx')).length).toBeGreaterThanOrEqual(31);
    expect(files.filter((file) => file.includes('/data/')).length).toBeGreaterThanOrEqual(5);
  });

  it('type-check against 1.x’s declarations, with nothing left importing rc-cascader', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'converted-demos-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const modules = join(dir, 'node_modules');
    mkdirSync(modules);
    for (const name of PACKAGES) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name), 'dir');
    const converted: string[] = [];
    for (const file of files) {
      const result = convert(readFileSync(file, 'utf8'));
      if (!result.ok) throw new Error(`${relative(EXAMPLES, file)}: ${result.error.message}`);
      const target = join(dir, relative(EXAMPLES, file));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, result.code);
      converted.push(target);
      expect(result.code, relative(EXAMPLES, file)).not.toMatch(/from 'rc-cascader|import 'rc-cascader/);
    }
    const program = ts.createProgram(converted, {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2022.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${relative(dir, diagnostic.file.fileName)}:${line + 1}: ${message}`;
    });
    expect(problems).toEqual([]);
    // The check reached 1.x: the program holds its declarations, and not 3.x's.
    const loaded = program.getSourceFiles().map((source) => source.fileName);
    expect(loaded.some((name) => name.includes('/@rc-component/cascader/'))).toBe(true);
    expect(loaded.some((name) => name.includes('/rc-cascader/'))).toBe(false);
  });
});
