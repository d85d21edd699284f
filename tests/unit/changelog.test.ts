/**
 * The changelog and the API reference's Version column against the release data that
 * `npm run changelog:sync` writes from the registry, the component's tags and each release's
 * type declarations (src/site/releases.json, src/site/release-props.json). Offline: the data is
 * in the repository. Fails when a release has no entry on /changelog or /zh-CN/changelog, an
 * entry's date is not its tag's, an entry says nothing, the installed rc-cascader is newer than
 * the data, or a Version cell disagrees with the recorded props.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROP_PARTS,
  STABLE_VERSION,
  compareVersions,
  firstReleaseWith,
  majorOf,
  rewriteVersionCells,
  utcDay,
  versionRows,
  type NextReleaseProps,
  type PropPart,
  type PropsBefore1,
  type ReleaseProps,
} from '../../scripts/changelog-lib.mjs';
import { cascaderPackageDir, readComponentApi } from '../support/api/component-api';
import {
  checkChangelog,
  installedBeyondData,
  parseChangelog,
  versionCellDrift,
  type ChangelogDrift,
  type Release,
} from '../support/changelog';

const ROOT = join(__dirname, '..', '..');
const read = (...path: string[]) => readFileSync(join(ROOT, ...path), 'utf8');
const RELEASES = (JSON.parse(read('src', 'site', 'releases.json')) as { releases: Release[] }).releases;
const PROPS = JSON.parse(read('src', 'site', 'release-props.json')) as ReleaseProps;
const BEFORE_1 = JSON.parse(read('src', 'site', 'props-before-1.json')) as PropsBefore1;
const NEXT_PROPS = JSON.parse(read('src', 'site', 'next-release-props.json')) as NextReleaseProps;
const INSTALLED = (JSON.parse(read('node_modules', 'rc-cascader', 'package.json')) as { version: string }).version;

const CHANGELOGS = [
  { page: '/changelog', file: 'changelog.md' },
  { page: '/zh-CN/changelog', file: 'changelog.zh-CN.md' },
] as const;
const API_PAGES = [
  { file: 'index.md', locale: 'en' },
  { file: 'index.zh-CN.md', locale: 'zh-CN' },
] as const;

const DRIFT_KINDS: [keyof ChangelogDrift, string][] = [
  ['missing', 'has an entry for every release in the data'],
  ['extra', 'has no entry for a release the data lacks'],
  ['duplicates', 'has one entry per release'],
  ['dates', "dates each entry with its tag's date"],
  ['empty', 'says in at least one list item what each release changed'],
  ['ids', 'gives each entry its version as its id (/changelog#3.34.0)'],
  ['groups', 'puts each entry under the heading of its major ({#v3})'],
  ['order', 'lists the releases newest first'],
];

describe('the release data (src/site/releases.json)', () => {
  it('lists stable versions once each, oldest first, from 0.1.0', () => {
    const versions = RELEASES.map((release) => release.version);
    expect(versions.every((version) => STABLE_VERSION.test(version))).toBe(true);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBe('0.1.0');
  });

  it('gives each release its tag, commit and a UTC date', () => {
    for (const release of RELEASES) {
      expect([release.version, `v${release.version}`], release.version).toContain(release.tag);
      expect(release.commit, release.version).toMatch(/^[0-9a-f]{40}$/);
      expect(release.date, release.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('has the dependencies of every registry release', () => {
    // (Dates do not follow the version order: 3.7.1–3.7.3 are fixes released after 3.8.0.)
    for (const release of RELEASES.filter((entry) => entry.source === 'registry')) {
      expect(release.dependencies, release.version).toBeTypeOf('object');
      expect(release.peerDependencies, release.version).toBeTypeOf('object');
    }
  });

  it('has the recorded props of exactly its 1.x–3.x registry releases', () => {
    const typed = RELEASES.filter((release) => release.source === 'registry' && majorOf(release.version) >= 1);
    expect(Object.keys(PROPS.versions).sort(compareVersions)).toEqual(typed.map((release) => release.version));
  });

  it(`covers the installed rc-cascader (${INSTALLED})`, () => {
    expect(installedBeyondData(INSTALLED, RELEASES)).toBeUndefined();
  });

  it('records for the installed release the members its declarations give', () => {
    const api = readComponentApi(cascaderPackageDir(ROOT));
    const recorded = PROPS.versions[api.version];
    expect(recorded, `no recorded props for the installed ${api.version}`).toBeDefined();
    const names = (members: { name: string; private: boolean; declaredIn: string }[]) =>
      [
        ...new Set(
          members
            .filter((member) => !member.private && member.name !== 'displayName')
            .map((member) => (member.declaredIn === 'AriaAttributes' && member.name.startsWith('aria-') ? 'aria-*' : member.name)),
        ),
      ].sort();
    const fromApi: Record<PropPart, string[]> = {
      cascader: names(api.cascaderProps),
      panel: names(api.panelProps),
      option: names(api.optionFields),
      showSearch: names(api.showSearchFields),
      fieldNames: names(api.fieldNamesFields),
      ref: names(api.refMembers),
      statics: names(api.statics),
    };
    for (const part of PROP_PARTS) expect(recorded[part], part).toEqual(fromApi[part]);
  }, 60_000); // TypeScript reads the declarations: a few seconds on a busy machine
});

for (const { page, file } of CHANGELOGS) {
  describe(`${page} (docs/${file}) against the release data`, () => {
    const drift = checkChangelog(read('docs', file), RELEASES);
    for (const [kind, title] of DRIFT_KINDS) {
      it(title, () => {
        expect(drift[kind]).toEqual([]);
      });
    }
  });
}

describe('the Version column of the API reference', () => {
  for (const { file, locale } of API_PAGES) {
    it(`agrees with the recorded props in docs/${file}`, () => {
      const markdown = read('docs', file);
      expect(versionRows(markdown).length, 'anchored rows in Version tables').toBeGreaterThan(100);
      expect(versionCellDrift(markdown, PROPS, BEFORE_1, locale, NEXT_PROPS)).toEqual([]);
    });
  }

  it('takes its 0.x versions only for members 1.0.0 already declared, from 0.x releases of the data', () => {
    const oldest = Object.keys(PROPS.versions).sort(compareVersions)[0];
    const zeroX = new Set(RELEASES.filter((release) => majorOf(release.version) === 0).map((release) => release.version));
    for (const [part, members] of Object.entries(BEFORE_1) as [PropPart, Record<string, string>][]) {
      for (const [name, version] of Object.entries(members)) {
        expect(firstReleaseWith(PROPS, part, name), `${part}.${name}`).toBe(oldest);
        expect(zeroX.has(version), `${part}.${name}: ${version} is not a 0.x release of the data`).toBe(true);
      }
    }
  });

  it('takes its 0.x versions from what the changelog says of those releases', () => {
    const entries = new Map(parseChangelog(read('docs', 'changelog.md')).map((entry) => [entry.version, entry]));
    for (const [part, members] of Object.entries(BEFORE_1) as [PropPart, Record<string, string>][]) {
      for (const [name, version] of Object.entries(members)) {
        // A field of fieldNames arrives with fieldNames itself; other members are named in the entry.
        const word = part === 'fieldNames' || part === 'showSearch' ? part : name;
        expect(entries.get(version)?.text ?? '', `the ${version} entry should name ${word} (${part}.${name})`).toMatch(
          new RegExp(`\\b${word}\\b`),
        );
      }
    }
  });
});

/** Proof that every check above can fail: a small page and data set, broken one way at a time. */
describe('the drift checks, on a fixture', () => {
  const releases: Release[] = [
    { version: '0.1.0', tag: '0.1.0', commit: 'a'.repeat(40), date: '2015-12-25', source: 'tag' },
    { version: '1.0.0', tag: 'v1.0.0', commit: 'b'.repeat(40), date: '2019-12-19', source: 'registry' },
    { version: '1.1.0', tag: 'v1.1.0', commit: 'c'.repeat(40), date: '2020-01-06', source: 'registry' },
  ];
  const page = [
    '# Changelog',
    '',
    '## 1.x {#v1}',
    '',
    '### Migrating from 0.x {#migrate-0-to-1}',
    '',
    'Not a release.',
    '',
    '### 1.1.0 {#1.1.0}',
    '',
    '2020-01-06 · [#12](https://example.org/12)',
    '',
    '- New `foo` prop.',
    '',
    '### 1.0.0 {#1.0.0}',
    '',
    '2019-12-19',
    '',
    '- TypeScript declarations.',
    '- React 16 only.',
    '',
    '## 0.x {#v0}',
    '',
    '### 0.1.0 {#0.1.0}',
    '',
    '2015-12-25',
    '',
    '- First release.',
    '',
  ].join('\n');
  const problems = (markdown: string, data = releases) =>
    Object.fromEntries(Object.entries(checkChangelog(markdown, data)).filter(([, list]) => list.length));

  it('finds nothing wrong with the page as written', () => {
    expect(parseChangelog(page).map((entry) => [entry.version, entry.date, entry.items.length])).toEqual([
      ['1.1.0', '2020-01-06', 1],
      ['1.0.0', '2019-12-19', 2],
      ['0.1.0', '2015-12-25', 1],
    ]);
    expect(problems(page)).toEqual({});
  });

  it('fails when an entry is removed', () => {
    const removed = page.replace(/### 1\.0\.0[\s\S]*?(?=## 0\.x)/, '');
    expect(problems(removed)).toEqual({ missing: ['1.0.0'] });
  });

  it('fails when a date is changed', () => {
    expect(problems(page.replace('2019-12-19', '2019-12-20'))).toEqual({
      dates: ['1.0.0: 2019-12-20 on the page, 2019-12-19 in the data'],
    });
    expect(problems(page.replace('\n2019-12-19\n', '\nReleased 2019-12-19\n'))).toEqual({
      dates: ['1.0.0: no date on the page, 2019-12-19 in the data'],
    });
  });

  it('fails when the data gains a release', () => {
    const more = [
      ...releases,
      { version: '1.2.0', tag: 'v1.2.0', commit: 'd'.repeat(40), date: '2020-02-01', source: 'registry' as const },
    ];
    expect(problems(page, more)).toEqual({ missing: ['1.2.0'] });
  });

  it('fails on an entry without a line of text', () => {
    expect(problems(page.replace('- First release.', ''))).toEqual({ empty: ['0.1.0'] });
    expect(problems(page.replace('- First release.', '- '))).toEqual({ empty: ['0.1.0'] });
  });

  it('fails on an entry the data lacks, twice the same entry, a wrong id, group or order', () => {
    expect(problems(page.replace('### 1.1.0 {#1.1.0}', '### 1.1.1 {#1.1.1}'))).toEqual({
      missing: ['1.1.0'],
      extra: ['1.1.1 (line 9)'],
    });
    expect(problems(page.replace('{#1.0.0}', '{#100}'))).toEqual({ ids: ['1.0.0: {#100}'] });
    expect(problems(page.replace('## 0.x {#v0}', '## 0.x'))).toEqual({ groups: ['0.1.0: under {#}'] });
    const swapped = page
      .replace('### 1.1.0 {#1.1.0}', '### 0.1.0 {#0.1.0}')
      .replace('### 0.1.0 {#0.1.0}\n\n2015', '### 1.1.0 {#1.1.0}\n\n2015');
    expect(problems(swapped).order).toEqual([
      '1.0.0 (line 15) comes after an older or equal version',
      '1.1.0 (line 24) comes after an older or equal version',
    ]);
    expect(problems(`${page}\n### 0.1.0 {#0.1.0}\n\n2015-12-25\n\n- Again.\n`).duplicates).toEqual(['0.1.0']);
  });

  it('fails when the installed rc-cascader is newer than the data', () => {
    expect(installedBeyondData('1.1.0', releases)).toBeUndefined();
    expect(installedBeyondData('1.0.5', releases)).toBeUndefined();
    expect(installedBeyondData('1.1.1', releases)).toMatch(/1\.1\.1 is installed but the newest release in the data is 1\.1\.0/);
  });

  describe('Version cells', () => {
    const props: ReleaseProps = {
      package: 'rc-cascader',
      versions: {
        '1.0.0': { cascader: ['options', 'loadData'], panel: null, option: [], showSearch: null, fieldNames: [], ref: null, statics: [] },
        '1.1.0': {
          cascader: ['options', 'loadData', 'foo'],
          panel: null,
          option: [],
          showSearch: null,
          fieldNames: [],
          ref: ['focus'],
          statics: ['Panel'],
        },
      },
    };
    const before1: PropsBefore1 = { cascader: { loadData: '0.5.0' } };
    const table = [
      '| Property | Description | Type | Default | Version |',
      '| --- | --- | --- | --- | --- |',
      '| <span id="api-options">`options`</span> | The tree. | `Option[]` | `[]` | before 1.0 |',
      '| <span id="api-loaddata">`loaddata`</span> | Loads \\| children. | `fn` | | 0.5.0 |',
      '| <span id="api-foo">`foo`</span> | New. | `string` | | 1.1.0 |',
      '| <span id="api-ref-focus">`focus`</span> | Focus. | `fn` | | 1.1.0 |',
      '| <span id="api-panel">`Cascader.Panel`</span> | Panel. | `fn` | | 1.1.0 |',
    ].join('\n');

    it('agree with the recorded props as written', () => {
      expect(versionCellDrift(table.replace('`loaddata`', '`loadData`'), props, before1, 'en')).toEqual([]);
    });

    it('fail on a wrong version, an empty cell, a member nothing declares, or the wrong language', () => {
      const fixed = table.replace('`loaddata`', '`loadData`');
      expect(versionCellDrift(fixed.replace('| 1.1.0 |', '| 1.0.0 |'), props, before1, 'en')).toEqual([
        'api-foo: "1.0.0", the recorded props say "1.1.0"',
      ]);
      expect(versionCellDrift(fixed.replace('| 0.5.0 |', '| |'), props, before1, 'en')).toEqual([
        'api-loaddata: "", the recorded props say "0.5.0"',
      ]);
      expect(versionCellDrift(table, props, before1, 'en')).toEqual(['api-loaddata: no recorded release declares cascader.loaddata']);
      expect(versionCellDrift(fixed, props, before1, 'zh-CN')).toEqual(['api-options: "before 1.0", the recorded props say "1.0 之前"']);
    });

    it('hold the rows of the 1.x reference (api-next-…) to the 1.x data, "or earlier" for the first published release', () => {
      const empty = {
        cascader: [],
        panel: [],
        option: [],
        showSearch: [],
        fieldNames: [],
        ref: [],
        statics: [],
        classNames: [],
        styles: [],
      };
      const nextProps: NextReleaseProps = {
        package: '@rc-component/cascader',
        firstPublished: '1.5.0',
        versions: {
          '1.5.0': { ...empty, cascader: ['options'], classNames: ['input'] },
          '1.7.0': { ...empty, cascader: ['options', 'suffix'], classNames: ['input', 'popup.list'] },
        },
      };
      const nextTable = [
        '| Property | Description | Type | Default | Version |',
        '| --- | --- | --- | --- | --- |',
        '| <span id="api-next-options">`options`</span> | The tree. | `Option[]` | | 1.5.0 or earlier |',
        '| <span id="api-next-suffix">`suffix`</span> | The end. | `ReactNode` | | 1.7.0 |',
        '| <span id="api-next-part-popup-list">`popup.list`</span> | A column. | `string` | | 1.7.0 |',
        '| <span id="api-next-option-isleaf">`isLeaf`</span> | Read by the source. | `boolean` | | unknown (not in the types) |',
      ].join('\n');
      expect(versionCellDrift(nextTable, props, before1, 'en', nextProps)).toEqual([]);
      expect(versionCellDrift(nextTable.replace('| 1.7.0 |', '| 1.5.0 |'), props, before1, 'en', nextProps)).toEqual([
        'api-next-suffix: "1.5.0", the recorded props say "1.7.0"',
      ]);
      expect(versionCellDrift(nextTable, props, before1, 'zh-CN', nextProps)[0]).toBe(
        'api-next-options: "1.5.0 or earlier", the recorded props say "1.5.0 或更早"',
      );
      expect(versionCellDrift(nextTable, props, before1, 'en')[0]).toBe('api-next-options: a 1.x row, and no 1.x data was given');
    });

    it('are rewritten by the sync script to agree, keeping the rest of each row', () => {
      const fixed = table.replace('`loaddata`', '`loadData`');
      const broken = fixed.replace('| 1.1.0 |', '| 1.0.0 |').replace('| before 1.0 |', '| |');
      const rewritten = rewriteVersionCells(broken, (anchor, label) =>
        anchor === 'api-foo' ? '1.1.0' : label === 'options' ? 'before 1.0' : undefined,
      );
      expect(rewritten).toBe(fixed);
    });
  });

  it('dates a tagged commit by its UTC day', () => {
    // 2018-12-14 23:30 in UTC is already the 15th in Beijing.
    expect(utcDay(Date.UTC(2018, 11, 14, 23, 30) / 1000)).toBe('2018-12-14');
  });
});
