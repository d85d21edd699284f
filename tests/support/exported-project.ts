import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import LZString from 'lz-string';
import { ROOT } from './site';

/** Reverses codesandbox-import-utils' getParameters: URL-safe LZ base64 of the JSON body. */
export function decodeCodeSandboxParameters(parameters: string): { files: Record<string, { content: string }> } {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = LZString.decompressFromBase64(base64);
  if (!json) throw new Error('The CodeSandbox parameters do not decompress.');
  return JSON.parse(json);
}

/**
 * Reads the `project[...]` fields @stackblitz/sdk posts to StackBlitz. A submitted form turns
 * every line break into CRLF; they are turned back so the files compare with the originals.
 */
export function decodeStackBlitzForm(form: URLSearchParams) {
  const files: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^project\[files\]\[(.+)\]$/.exec(key);
    if (match) files[match[1]] = value.replace(/\r\n/g, '\n');
  }
  return {
    title: form.get('project[title]'),
    description: form.get('project[description]'),
    template: form.get('project[template]'),
    dependencies: form.get('project[dependencies]'),
    settings: form.get('project[settings]'),
    files,
  };
}

/** The packages a file imports by bare name (`react`, `@ant-design/icons`, `rc-cascader`). */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names];
}

/** The folders writeProject made in this process and removeProjects has not yet removed. */
const written = new Set<string>();

/**
 * Removes the folders of the projects written so far (their node_modules only link to this
 * repository's packages, which stay): each file that writes projects calls it once it is done.
 */
export function removeProjects(): void {
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
  written.clear();
}

/**
 * Writes an exported project to a fresh temporary folder, with a node_modules as `npm install`
 * would lay it out for what its package.json declares, without the network: each declared package
 * is a link to this repository's copy (whose own dependencies resolve beside it, from the real
 * path), and node_modules/.bin holds the commands they declare. What the project does not declare
 * is not there, so a package missing from package.json fails its build as it would on a laptop.
 */
export function writeProject(files: Record<string, string>, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `export-${label.replace(/[^a-z0-9-]/gi, '_')}-`));
  written.add(dir);
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  const pkg = files['package.json'] ? JSON.parse(files['package.json']) : {};
  const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const bin = join(dir, 'node_modules', '.bin');
  mkdirSync(bin, { recursive: true });
  for (const name of declared) {
    const source = join(ROOT, 'node_modules', name);
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(source, link, 'dir');
    const commands: string | Record<string, string> | undefined = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')).bin;
    const entries = typeof commands === 'string' ? { [name.split('/').pop()!]: commands } : (commands ?? {});
    for (const [command, file] of Object.entries(entries)) symlinkSync(relative(bin, join(link, file)), join(bin, command));
  }
  return dir;
}

/**
 * Every exported project links to this repository's node_modules, which TypeScript resolves to
 * the same real paths: parse those declaration files once per test worker, not once per project.
 */
const parsedLibraries = new Map<string, ts.SourceFile>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}:${JSON.stringify(languageVersion)}`;
    let file = parsedLibraries.get(key);
    if (!file) {
      file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (file) parsedLibraries.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * Type-checks exported projects together, in one program (they share their tsconfig.json, and their
 * packages resolve to the same files): readable diagnostics by project folder.
 */
export function typeCheckProjects(dirs: string[]): Map<string, string[]> {
  const found = new Map(dirs.map((dir): [string, string[]] => [dir, []]));
  const text = (message: string | ts.DiagnosticMessageChain) => ts.flattenDiagnosticMessageText(message, '\n');
  const roots: string[] = [];
  let options: ts.CompilerOptions | undefined;
  for (const dir of dirs) {
    const config = ts.readConfigFile(join(dir, 'tsconfig.json'), ts.sys.readFile);
    if (config.error) {
      found.get(dir)!.push(text(config.error.messageText));
      continue;
    }
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dir);
    options ??= parsed.options;
    roots.push(...parsed.fileNames);
  }
  if (!options) return found;
  const program = ts.createProgram(roots, options, cachingHost(options));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = text(diagnostic.messageText);
    const file = diagnostic.file;
    const dir = file && dirs.find((candidate) => file.fileName.startsWith(`${candidate}/`));
    if (!file || !dir) {
      // A diagnostic of no project's own file (a global one, or in a package): every project's.
      for (const list of found.values()) list.push(file ? `${file.fileName}: ${message}` : message);
      continue;
    }
    const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    found.get(dir)!.push(`${file.fileName.slice(dir.length + 1)}:${line + 1}: ${message}`);
  }
  return found;
}
