#!/usr/bin/env node
/**
 * `npm run changelog:sync -- <clone of react-component/cascader> | --tables-only`: writes
 * src/site/releases.json and release-props.json from the registry, the clone's tags and each release's
 * declarations, then the Version cells of the API tables.
 * `npm run changelog:sync -- --next [--check] [--data <file>]`: writes src/site/next-release-props.json from
 * every published @rc-component/cascader release's declarations; with --check, offline, only compares its
 * newest entry with the installed release. CONTRIBUTING.md, "Changelog data".
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import * as lib from './changelog-lib.mjs';
import { formatJson, installVersions, readReleaseProps, run } from './release-declarations.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGE = 'rc-cascader';
const RELEASES_FILE = join(ROOT, 'src', 'site', 'releases.json');
const PROPS_FILE = join(ROOT, 'src', 'site', 'release-props.json');
const BEFORE_1_FILE = join(ROOT, 'src', 'site', 'props-before-1.json');
const NEXT_PACKAGE = '@rc-component/cascader';
const NEXT_PROPS_FILE = join(ROOT, 'src', 'site', 'next-release-props.json');
const USAGE = 'npm run changelog:sync -- <clone of react-component/cascader> | --tables-only | --next [--check] [--data <file>]';

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

/** The same for @rc-component/cascader, whose every release so far names them alike. */
const NEXT_SPEC = {
  names: {
    cascader: [['CascaderProps']],
    panel: [['PanelProps']],
    option: [['BaseOptionType', 'DefaultOptionType']],
    showSearch: [['SearchConfig']],
    fieldNames: [['FieldNames']],
    ref: [['CascaderRef']],
  },
  semantic: ['classNames', 'styles'],
  parts: lib.NEXT_PROP_PARTS,
};

/** The tags of the clone: name → the commit it points to and that commit's UTC day. */
async function readTags(clone) {
  const git = async (...args) => (await run('git', ['-C', clone, ...args])).trim().split('\n');
  const names = (await git('for-each-ref', '--format=%(refname:short)', 'refs/tags')).filter((name) => /^v?\d+\.\d+\.\d+$/.test(name));
  const commits = await git('rev-parse', ...names.map((name) => `refs/tags/${name}^{commit}`));
  const times = new Map((await git('show', '-s', '--format=%H %ct', ...new Set(commits))).map((line) => line.split(' ')));
  return new Map(names.map((name, index) => [name, { commit: commits[index], date: lib.utcDay(Number(times.get(commits[index]))) }]));
}

async function registryVersions(packageName = PACKAGE) {
  const versions = [JSON.parse(await run('npm', ['view', packageName, 'versions', '--json']))].flat();
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
  const nextProps = JSON.parse(readFileSync(NEXT_PROPS_FILE, 'utf8'));
  for (const file of pagesWithVersionTables()) {
    const locale = lib.localeOfFile(file);
    const missing = [];
    const before = readFileSync(file, 'utf8');
    const after = lib.rewriteVersionCells(before, (anchor, label) => {
      const { part, name, cell } = lib.rowVersionCell(anchor, label, { props, before1, nextProps }, locale);
      if (cell === undefined) missing.push(`${anchor} (${part}.${name})`);
      return cell;
    });
    if (missing.length) console.warn(`${file}: no recorded release declares ${missing.join(', ')}; left as written`);
    if (after !== before) writeFileSync(file, after);
    console.log(`${file.slice(ROOT.length + 1)}: Version cells ${after === before ? 'already agree' : 'rewritten'}`);
  }
}

/** Installs every published @rc-component/cascader release and writes the members of each to `file`. */
async function syncNext(file) {
  const versions = await registryVersions(NEXT_PACKAGE);
  if (!versions.length) throw new Error(`the registry lists no stable release of ${NEXT_PACKAGE}`);
  const { folder, dirs } = await installVersions(NEXT_PACKAGE, versions);
  try {
    writeFileSync(
      file,
      formatJson({
        package: NEXT_PACKAGE,
        written: 'by npm run changelog:sync -- --next; do not edit by hand',
        firstPublished: versions[0],
        unknown: `${versions[0]} is the first release of ${NEXT_PACKAGE} the registry has: for a member it already declares, the release that brought it is unknown (${versions[0]} or earlier)`,
        parts: {
          cascader: 'CascaderProps, inherited members included (every aria-* attribute as one member, aria-*)',
          panel: 'PanelProps (Panel, Cascader.Panel)',
          option: 'BaseOptionType',
          showSearch: 'SearchConfig, the object showSearch accepts',
          fieldNames: 'FieldNames',
          ref: 'CascaderRef',
          statics: "the static members of the default export, but React's own (displayName, defaultProps, propTypes, …)",
          classNames:
            'the parts CascaderProps["classNames"] accepts, a nested part as a dotted path (popup.list); null where the prop is not declared',
          styles: 'the same for CascaderProps["styles"]',
        },
        versions: readReleaseProps(dirs, NEXT_SPEC),
      }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`wrote the props of ${versions.length} releases of ${NEXT_PACKAGE} (${versions[0]}–${versions.at(-1)}) to ${file}`);
}

/** Offline: whether the newest entry of `file` is the installed @rc-component/cascader, member for member. */
function checkNext(file) {
  const dir = dirname(createRequire(join(ROOT, 'package.json')).resolve(`${NEXT_PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const problems = lib.newestEntryDrift(data, version, readReleaseProps([[version, dir]], NEXT_SPEC)[version]);
  if (problems.length) {
    console.error(`${file} disagrees with the installed ${NEXT_PACKAGE} ${version}:\n  ${problems.join('\n  ')}`);
    console.error('run npm run changelog:sync -- --next');
    process.exit(1);
  }
  console.log(`${file}: its newest entry agrees with the installed ${NEXT_PACKAGE} ${version}`);
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--tables-only')) {
    writeVersionCells();
    return;
  }
  if (args.includes('--next')) {
    const dataAt = args.indexOf('--data');
    if (dataAt !== -1 && !args[dataAt + 1]) throw new Error(`--data needs a file; usage: ${USAGE}`);
    const file = dataAt === -1 ? NEXT_PROPS_FILE : resolve(args[dataAt + 1]);
    await (args.includes('--check') ? checkNext(file) : syncNext(file));
    return;
  }
  const clone = args.find((arg) => !arg.startsWith('--'));
  if (!clone) {
    console.error(`changelog-sync: usage: ${USAGE}`);
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
  const { folder, dirs } = await installVersions(PACKAGE, typed);
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
        versions: readReleaseProps(dirs, { names: DECLARATION_NAMES, parts: lib.PROP_PARTS }),
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
