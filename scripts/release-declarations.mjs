/**
 * Installs published releases of a cascader package side by side and reads the public members of
 * each part of their API from their type declarations, with the TypeScript compiler API. Used by
 * changelog-sync.mjs for rc-cascader 1.x–3.x (src/site/release-props.json) and for
 * @rc-component/cascader (src/site/next-release-props.json). CONTRIBUTING.md, "Changelog data".
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { DECLARATION_READER_OPTIONS } from './declaration-reader.mjs';

const execFile = promisify(execFileCallback);

/** Static members every React component type may carry; not part of the cascader's API. */
const REACT_STATICS = new Set(
  '$$typeof childContextTypes contextType contextTypes defaultProps displayName getDerivedStateFromProps propTypes'.split(' '),
);

/** Runs a command and gives its standard output. */
export async function run(command, args, options = {}) {
  const { stdout } = await execFile(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  return stdout;
}

/** Pretty JSON with arrays of strings kept on one line each. */
export function formatJson(value) {
  return `${JSON.stringify(value, null, 2).replace(/\[\n\s+("(?:[^"\\]|\\.)*",?\n\s+)*"(?:[^"\\]|\\.)*"\n\s+\]/g, (block) =>
    JSON.stringify(JSON.parse(block)).replace(/","/g, '", "'),
  )}\n`;
}

/** The npm alias a release is installed under: `rc-cascader-3.34.0`, `rc-component-cascader-1.26.0`. */
function aliasOf(packageName, version) {
  return `${packageName.replace(/^@/, '').replace('/', '-')}-${version}`;
}

/**
 * Installs the given versions of a package side by side into a new temporary folder, each under
 * its alias. Returns the folder and, oldest first as given, each version's package folder.
 * @returns {Promise<{ folder: string, dirs: [string, string][] }>}
 */
export async function installVersions(packageName, versions) {
  const folder = mkdtempSync(join(tmpdir(), 'changelog-sync-'));
  const dependencies = Object.fromEntries(versions.map((version) => [aliasOf(packageName, version), `npm:${packageName}@${version}`]));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'changelog-sync', private: true, dependencies }));
  console.log(`installing ${versions.length} releases of ${packageName} into ${folder}`);
  const flags = ['--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline'];
  await run('npm', ['install', ...flags], { cwd: folder });
  return { folder, dirs: versions.map((version) => [version, join(folder, 'node_modules', aliasOf(packageName, version))]) };
}

function isPrivate(symbol) {
  return (symbol.declarations ?? []).some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'private'));
}

/** `aria-label`, `aria-describedby`, … from React's AriaAttributes are one member, `aria-*`. */
function memberName(symbol) {
  const name = symbol.getName();
  const owner = symbol.declarations?.[0]?.parent;
  if (name.startsWith('aria-') && owner && ts.isInterfaceDeclaration(owner) && owner.name.text === 'AriaAttributes') return 'aria-*';
  return name;
}

function publicMembers(checker, type) {
  const names = checker
    .getPropertiesOfType(type)
    .filter((symbol) => !isPrivate(symbol))
    .map(memberName)
    .filter((name) => name !== 'prototype');
  return [...new Set(names)].sort();
}

/**
 * The parts a semantic prop (`classNames`, `styles`) of CascaderProps accepts, as dotted paths:
 * a member whose type is an object of parts (`popup`) gives its own parts (`popup.list`); a class
 * name or a style object (React's CSSProperties) is a part. Null when the props have no such prop.
 */
function semanticParts(checker, propsType, propName) {
  const prop = propsType.getProperty(propName);
  if (!prop) return null;
  const isStyle = (type) => (type.aliasSymbol ?? type.getSymbol())?.getName() === 'CSSProperties';
  const partsOf = (type, prefix) =>
    checker.getPropertiesOfType(type).flatMap((member) => {
      const memberType = checker.getNonNullableType(checker.getTypeOfSymbol(member));
      const isGroup = (memberType.flags & ts.TypeFlags.Object) !== 0 && !isStyle(memberType);
      return isGroup ? partsOf(memberType, `${prefix}${member.getName()}.`) : [`${prefix}${member.getName()}`];
    });
  return partsOf(checker.getNonNullableType(checker.getTypeOfSymbol(prop)), '').sort();
}

/**
 * Reads the public members of every part of the API from each release's declarations
 * (`lib/index.d.ts` of each folder). `spec.names` gives, for each part, the names its declaration
 * has had, newest first, in groups: the first group with a declaration in a release is read, the
 * members of all its names together. `statics` is the static members of the default export;
 * `spec.semantic` lists the semantic props to read the parts of (`classNames`, `styles`).
 * @param {[string, string][]} dirs version → the folder of that release's package.json
 * @param {{ names: Record<string, string[][]>, semantic?: string[], parts: string[] }} spec
 *   parts: the order of the parts in each record
 * @returns {Record<string, Record<string, string[] | null>>}
 */
export function readReleaseProps(dirs, spec) {
  const typesDir = join(import.meta.dirname, '..', 'node_modules', '@types');
  const program = ts.createProgram(
    dirs.map(([, dir]) => join(dir, 'lib', 'index.d.ts')),
    {
      ...DECLARATION_READER_OPTIONS,
      // The releases' React types come from this project (the cascader declares react as a peer).
      paths: { react: [join(typesDir, 'react')], 'react/*': [join(typesDir, 'react', '*')], 'react-dom': [join(typesDir, 'react-dom')] },
    },
  );
  const checker = program.getTypeChecker();
  const result = {};
  for (const [version, dir] of dirs) {
    const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    if (installed !== version) throw new Error(`${dir} holds ${installed}, not ${version}`);
    const order = ['Cascader.d.ts', 'interface.d.ts', 'Panel.d.ts'];
    const files = program
      .getSourceFiles()
      .filter((file) => file.fileName.startsWith(`${join(dir, 'lib')}/`))
      .sort((a, b) => (order.indexOf(basename(a.fileName)) + 1 || 99) - (order.indexOf(basename(b.fileName)) + 1 || 99));
    const statements = files.flatMap((file) => file.statements);
    const isType = (node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node);
    const declared = (name) => {
      const statement = statements.find((node) => isType(node) && node.name?.text === name);
      return statement && checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(statement.name));
    };
    const record = {};
    const typesOf = {};
    for (const part of Object.keys(spec.names)) {
      typesOf[part] = spec.names[part].map((group) => group.map(declared).filter(Boolean)).find((found) => found.length > 0);
      record[part] = typesOf[part] ? [...new Set(typesOf[part].flatMap((type) => publicMembers(checker, type)))].sort() : null;
    }
    const index = program.getSourceFile(join(dir, 'lib', 'index.d.ts'));
    if (!index) throw new Error(`${version}: TypeScript could not read ${join(dir, 'lib', 'index.d.ts')}`);
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(index)).find((symbol) => symbol.getName() === 'default');
    if (!exported) throw new Error(`${version}: lib/index.d.ts has no default export`);
    const component = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    record.statics = publicMembers(checker, checker.getTypeOfSymbolAtLocation(component, component.declarations[0])).filter(
      (name) => !REACT_STATICS.has(name),
    );
    if (!record.cascader?.length) throw new Error(`${version}: no CascaderProps found in its declarations`);
    for (const prop of spec.semantic ?? []) record[prop] = semanticParts(checker, typesOf.cascader[0], prop);
    result[version] = Object.fromEntries(spec.parts.map((part) => [part, record[part]]));
  }
  return result;
}
