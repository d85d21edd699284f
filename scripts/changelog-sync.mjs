#!/usr/bin/env node
/**
 * `npm run changelog:sync -- <clone of react-component/cascader> | --tables-only`: writes
 * src/site/releases.json and release-props.json from the registry, the clone's tags and each release's
 * declarations, then the Version cells of the API tables. CONTRIBUTING.md, "Changelog data".
 */
import { execFile as execFileCallback } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { DECLARATION_READER_OPTIONS } from './declaration-reader.mjs';
import * as lib from './changelog-lib.mjs';

const execFile = promisify(execFileCallback);
const ROOT = resolve(import.meta.dirname, '..');
const PACKAGE = 'rc-cascader';
const RELEASES_FILE = join(ROOT, 'src', 'site', 'releases.json');
const PROPS_FILE = join(ROOT, 'src', 'site', 'release-props.json');
const BEFORE_1_FILE = join(ROOT, 'src', 'site', 'props-before-1.json');

/**
 * Releases the changelog documented before it covered every version, which the registry no
 * longer lists (it starts at 0.8.1). Their tags are in the component's repository.
 */
const PAGE_ONLY_RELEASES = '0.1.0 0.2.0 0.3.0 0.4.0 0.5.0 0.5.1 0.6.0 0.6.1 0.7.0 0.8.0 0.9.0 0.10.0 0.15.0'.split(' ');

/**
 * Where each part of the API is declared, by the names it has had, newest first. The first
 * group with a declaration in a release is read, the members of all its names together
 * (3.x split the option between BaseOptionType and DefaultOptionType).
 */
const DECLARATION_NAMES = {
  cascader: [['CascaderProps']],
  panel: [['PanelProps']],
  option: [['BaseOptionType', 'DefaultOptionType'], ['DataNode'], ['CascaderOption']],
  showSearch: [['ShowSearchType']],
  fieldNames: [['FieldNames'], ['CascaderFieldNames']],
  ref: [['CascaderRef']],
};

/** Static members every React component type may carry; not part of the cascader's API. */
const REACT_STATICS = new Set(
  '$$typeof childContextTypes contextType contextTypes defaultProps displayName getDerivedStateFromProps propTypes'.split(' '),
);

async function run(command, args, options = {}) {
  const { stdout } = await execFile(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  return stdout;
}

/** Pretty JSON with arrays of strings kept on one line each. */
function formatJson(value) {
  return `${JSON.stringify(value, null, 2).replace(/\[\n\s+("(?:[^"\\]|\\.)*",?\n\s+)*"(?:[^"\\]|\\.)*"\n\s+\]/g, (block) =>
    JSON.stringify(JSON.parse(block)).replace(/","/g, '", "'),
  )}\n`;
}

/** The tags of the clone: name → the commit it points to and that commit's UTC day. */
async function readTags(clone) {
  const git = async (...args) => (await run('git', ['-C', clone, ...args])).trim().split('\n');
  const names = (await git('for-each-ref', '--format=%(refname:short)', 'refs/tags')).filter((name) => /^v?\d+\.\d+\.\d+$/.test(name));
  const commits = await git('rev-parse', ...names.map((name) => `refs/tags/${name}^{commit}`));
  const times = new Map((await git('show', '-s', '--format=%H %ct', ...new Set(commits))).map((line) => line.split(' ')));
  return new Map(names.map((name, index) => [name, { commit: commits[index], date: lib.utcDay(Number(times.get(commits[index]))) }]));
}

async function registryVersions() {
  const versions = JSON.parse(await run('npm', ['view', PACKAGE, 'versions', '--json']));
  return versions.filter((version) => lib.STABLE_VERSION.test(version)).sort(lib.compareVersions);
}

async function registryManifest(version) {
  const manifest = JSON.parse(await run('npm', ['view', `${PACKAGE}@${version}`, '--json']));
  if (manifest.version !== version) throw new Error(`npm view ${PACKAGE}@${version} answered ${manifest.version}`);
  return { dependencies: manifest.dependencies ?? {}, peerDependencies: manifest.peerDependencies ?? {} };
}

async function buildReleases(clone) {
  const [tags, published] = await Promise.all([readTags(clone), registryVersions()]);
  console.log(`registry: ${published.length} stable versions; clone: ${tags.size} version tags`);
  const overlap = PAGE_ONLY_RELEASES.filter((version) => published.includes(version));
  if (overlap.length) throw new Error(`PAGE_ONLY_RELEASES lists versions the registry has: ${overlap.join(', ')}`);
  const manifests = [];
  for (let start = 0; start < published.length; start += 4) {
    manifests.push(...(await Promise.all(published.slice(start, start + 4).map(registryManifest)))); // 4 at a time
  }
  const versions = [...PAGE_ONLY_RELEASES, ...published].sort(lib.compareVersions);
  return versions.map((version) => {
    const tag = lib.tagOf(version, tags.keys());
    if (!tag) throw new Error(`${version} has no tag ${version} or v${version} in the clone`);
    const { commit, date } = tags.get(tag);
    const index = published.indexOf(version);
    return { version, tag, commit, date, source: index === -1 ? 'tag' : 'registry', ...(index === -1 ? {} : manifests[index]) };
  });
}

/** Installs the given versions side by side into a temporary folder, as `rc-cascader-<version>`. */
async function installVersions(versions) {
  const folder = mkdtempSync(join(tmpdir(), 'changelog-sync-'));
  const dependencies = Object.fromEntries(versions.map((version) => [`${PACKAGE}-${version}`, `npm:${PACKAGE}@${version}`]));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'changelog-sync', private: true, dependencies }));
  console.log(`installing ${versions.length} releases into ${folder}`);
  const flags = ['--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline'];
  await run('npm', ['install', ...flags], { cwd: folder });
  return folder;
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

/** Reads the public members of every part of the API from each installed release's declarations. */
function readProps(folder, versions) {
  const packageDir = (version) => join(folder, 'node_modules', `${PACKAGE}-${version}`);
  const typesDir = join(ROOT, 'node_modules', '@types');
  const program = ts.createProgram(
    versions.map((version) => join(packageDir(version), 'lib', 'index.d.ts')),
    {
      ...DECLARATION_READER_OPTIONS,
      // The releases' React types come from this project (rc-cascader declares react as a peer).
      baseUrl: folder,
      paths: { react: [join(typesDir, 'react')], 'react/*': [join(typesDir, 'react', '*')], 'react-dom': [join(typesDir, 'react-dom')] },
    },
  );
  const checker = program.getTypeChecker();
  const result = {};
  for (const version of versions) {
    const dir = packageDir(version);
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
    for (const part of Object.keys(DECLARATION_NAMES)) {
      const types = DECLARATION_NAMES[part].map((group) => group.map(declared).filter(Boolean)).find((found) => found.length > 0);
      record[part] = types ? [...new Set(types.flatMap((type) => publicMembers(checker, type)))].sort() : null;
    }
    const index = program.getSourceFile(join(dir, 'lib', 'index.d.ts'));
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(index)).find((symbol) => symbol.getName() === 'default');
    if (!exported) throw new Error(`${version}: lib/index.d.ts has no default export`);
    const component = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    record.statics = publicMembers(checker, checker.getTypeOfSymbolAtLocation(component, component.declarations[0])).filter(
      (name) => !REACT_STATICS.has(name),
    );
    if (!record.cascader?.length) throw new Error(`${version}: no CascaderProps found in its declarations`);
    result[version] = Object.fromEntries(lib.PROP_PARTS.map((part) => [part, record[part]]));
  }
  return result;
}

/** The Markdown pages of docs/ that have API tables with a Version column. */
function pagesWithVersionTables() {
  const docs = join(ROOT, 'docs');
  return readdirSync(docs, { recursive: true })
    .filter((file) => String(file).endsWith('.md'))
    .map((file) => join(docs, String(file)))
    .filter((file) => /\bid="api-/.test(readFileSync(file, 'utf8')));
}

function writeVersionCells() {
  const props = JSON.parse(readFileSync(PROPS_FILE, 'utf8'));
  const before1 = JSON.parse(readFileSync(BEFORE_1_FILE, 'utf8'));
  for (const file of pagesWithVersionTables()) {
    const locale = lib.localeOfFile(file);
    const missing = [];
    const before = readFileSync(file, 'utf8');
    const after = lib.rewriteVersionCells(before, (anchor, label) => {
      const { part, name } = lib.memberOfRow(anchor, label);
      const cell = lib.versionCell(props, before1, part, name, locale);
      if (cell === undefined) missing.push(`${anchor} (${part}.${name})`);
      return cell;
    });
    if (missing.length) console.warn(`${file}: no recorded release declares ${missing.join(', ')}; left as written`);
    if (after !== before) writeFileSync(file, after);
    console.log(`${file.slice(ROOT.length + 1)}: Version cells ${after === before ? 'already agree' : 'rewritten'}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--tables-only')) {
    writeVersionCells();
    return;
  }
  const clone = args.find((arg) => !arg.startsWith('--'));
  if (!clone) {
    console.error('changelog-sync: usage: npm run changelog:sync -- <clone of react-component/cascader> | --tables-only');
    process.exit(2);
  }
  const releases = await buildReleases(resolve(clone));
  writeFileSync(
    RELEASES_FILE,
    formatJson({
      package: PACKAGE,
      written: 'by npm run changelog:sync; do not edit by hand',
      dates: "the committer date, in UTC, of the commit each release's tag points to",
      releases,
    }),
  );
  const typed = releases
    .filter((release) => release.source === 'registry' && lib.majorOf(release.version) >= 1)
    .map((release) => release.version);
  const folder = await installVersions(typed);
  try {
    writeFileSync(
      PROPS_FILE,
      formatJson({
        package: PACKAGE,
        written: 'by npm run changelog:sync; do not edit by hand',
        parts: {
          cascader: 'CascaderProps (every aria-* attribute as one member, aria-*)',
          panel: 'PanelProps (Cascader.Panel), null before the release that added it',
          option: 'BaseOptionType (3.x), DataNode (2.x), CascaderOption (1.x)',
          showSearch: 'ShowSearchType, null where the release has none',
          fieldNames: 'FieldNames (2.x, 3.x), CascaderFieldNames (1.x)',
          ref: 'CascaderRef, null where the release declares none',
          statics: "the static members of the default export, but React's own (displayName, defaultProps, propTypes, …)",
        },
        versions: readProps(folder, typed),
      }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const counts = new Map();
  for (const release of releases) counts.set(lib.majorOf(release.version), (counts.get(lib.majorOf(release.version)) ?? 0) + 1);
  const byMajor = [...counts].map(([major, count]) => `${major}.x: ${count}`).join(', ');
  console.log(`wrote ${releases.length} releases (${byMajor}) and the props of ${typed.length}`);
  writeVersionCells();
}

main().catch((error) => {
  console.error(`changelog-sync: ${error.message}`);
  process.exit(1);
});
