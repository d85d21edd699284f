/**
 * The @rc-component/cascader release data (src/site/next-release-props.json, written by
 * `npm run changelog:sync -- --next`) against the installed package, and the Version cell it gives a
 * 1.x member. Offline: the data is in the repository. Fails when the installed release declares a
 * member, or a `classNames`/`styles` part, that the data's newest entry lacks, or the other way round,
 * and when the data's newest release is not the installed one.
 *
 * The installed package is read by tests/support (cascader-packages.ts, semantic-parts.ts), not by the
 * sync's own reader, so that the two readers check each other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEXT_PROP_PARTS,
  STABLE_VERSION,
  compareVersions,
  newestEntryDrift,
  nextVersionCell,
  type NextPropPart,
  type NextReleaseProps,
} from '../../scripts/changelog-lib.mjs';
import { packageDir, readCascaderPackage, type PackageMember } from '../support/cascader-packages';
import { readSemanticParts } from '../support/semantic-parts';

const ROOT = join(__dirname, '..', '..');
const DATA = JSON.parse(readFileSync(join(ROOT, 'src', 'site', 'next-release-props.json'), 'utf8')) as NextReleaseProps;
const VERSIONS = Object.keys(DATA.versions);
const INSTALLED_DIR = packageDir('@rc-component/cascader', ROOT);
/** For a test that builds two TypeScript programs: a few seconds alone, ten times that on a busy machine. */
const TYPESCRIPT_TIMEOUT = 120_000;

/** Part → members, as the installed package declares them, named as the data names them. */
function declaredByInstalled(): { version: string; parts: Record<NextPropPart, string[] | null> } {
  const api = readCascaderPackage(INSTALLED_DIR);
  const names = (members: PackageMember[]) =>
    [...new Set(members.filter((member) => !member.private).map((member) => (member.aria ? 'aria-*' : member.name)))].sort();
  return {
    version: api.version,
    parts: {
      cascader: names(api.cascaderProps),
      panel: names(api.panelProps),
      option: names(api.optionFields),
      showSearch: names(api.searchFields),
      fieldNames: names(api.fieldNamesFields),
      ref: names(api.refMembers),
      statics: names(api.statics),
      ...readSemanticParts(INSTALLED_DIR),
    },
  };
}

describe('the @rc-component/cascader release data (src/site/next-release-props.json)', () => {
  it('lists stable releases of @rc-component/cascader, oldest first, from the first published one', () => {
    expect(DATA.package).toBe('@rc-component/cascader');
    expect(VERSIONS.length).toBeGreaterThan(1);
    expect(VERSIONS.every((version) => STABLE_VERSION.test(version))).toBe(true);
    expect([...VERSIONS].sort(compareVersions)).toEqual(VERSIONS);
    expect(DATA.firstPublished).toBe(VERSIONS[0]);
  });

  it('records every part of the API for every release, the semantic parts included', () => {
    for (const version of VERSIONS) {
      const record = DATA.versions[version];
      expect(Object.keys(record), version).toEqual(NEXT_PROP_PARTS);
      for (const part of NEXT_PROP_PARTS) {
        const members = record[part];
        if (members === null) continue;
        expect([...members].sort(), `${version} ${part}: sorted`).toEqual(members);
        expect(new Set(members).size, `${version} ${part}: each member once`).toBe(members.length);
      }
      expect(record.cascader?.length, `${version}: CascaderProps`).toBeGreaterThan(50);
    }
  });

  it(
    'has for the installed release exactly the members and parts its declarations give',
    () => {
      const { version, parts } = declaredByInstalled();
      expect(newestEntryDrift(DATA, version, parts)).toEqual([]);
      // The parts issue 56 names, which the site's table of parts documents.
      expect(parts.classNames).toEqual(
        ['content', 'input', 'item', 'itemContent', 'itemRemove', 'placeholder', 'popup.list', 'popup.listItem', 'prefix', 'suffix'].sort(),
      );
      expect(parts.styles).toEqual(parts.classNames);
    },
    TYPESCRIPT_TIMEOUT,
  );
});

describe('the drift check of the newest entry (newestEntryDrift)', () => {
  const props = {
    versions: {
      '1.5.0': { cascader: ['options'], ref: null, classNames: ['input'] },
      '1.7.0': { cascader: ['options', 'suffix'], ref: ['focus'], classNames: ['input', 'popup.list'] },
    },
  };
  const declared = { cascader: ['options', 'suffix'], ref: ['focus'], classNames: ['input', 'popup.list'] };

  it('finds nothing when the installed release declares what the newest entry records', () => {
    expect(newestEntryDrift(props, '1.7.0', declared)).toEqual([]);
  });

  it('fails when the installed release is not the newest recorded one', () => {
    expect(newestEntryDrift(props, '1.8.0', declared)).toEqual(['the newest recorded release is 1.7.0, the installed one 1.8.0']);
    expect(newestEntryDrift(props, '1.5.0', declared)).toEqual(['the newest recorded release is 1.7.0, the installed one 1.5.0']);
  });

  it('fails on a member or part declared but not recorded, and the other way round', () => {
    expect(newestEntryDrift(props, '1.7.0', { ...declared, cascader: ['options', 'suffix', 'checkStrictly'] })).toEqual([
      'cascader.checkStrictly: declared by 1.7.0, missing from the data',
    ]);
    expect(newestEntryDrift(props, '1.7.0', { ...declared, classNames: ['input'] })).toEqual([
      'classNames.popup.list: in the data, not declared by 1.7.0',
    ]);
    expect(newestEntryDrift(props, '1.7.0', { ...declared, ref: null })).toEqual([
      'ref.focus: in the data, not declared by 1.7.0',
      'ref: not declared by 1.7.0, a list in the data',
    ]);
    expect(newestEntryDrift(props, '1.7.0', { ...declared, styles: ['input'] })).toEqual(['styles: not recorded']);
  });
});

describe('the Version cell of a 1.x member (nextVersionCell)', () => {
  const props: NextReleaseProps = {
    package: '@rc-component/cascader',
    firstPublished: '1.5.0',
    versions: Object.fromEntries(
      [
        ['1.5.0', ['options'], ['input']],
        ['1.7.0', ['options', 'suffix'], ['input', 'popup.list']],
        ['1.25.0', ['options', 'suffix', 'checkStrictly'], ['input', 'popup.list']],
      ].map(([version, cascader, classNames]) => [
        version as string,
        Object.fromEntries(
          NEXT_PROP_PARTS.map((part) => [part, part === 'cascader' ? cascader : part === 'classNames' ? classNames : null]),
        ) as Record<NextPropPart, string[] | null>,
      ]),
    ),
  };

  it('gives the first release that declares the member, in version order (1.25.0 after 1.7.0)', () => {
    expect(nextVersionCell(props, 'cascader', 'suffix')).toBe('1.7.0');
    expect(nextVersionCell(props, 'cascader', 'checkStrictly', 'zh-CN')).toBe('1.25.0');
    expect(nextVersionCell(props, 'classNames', 'popup.list')).toBe('1.7.0');
  });

  it('says "or earlier" for what the first published release already declares, in each language', () => {
    expect(nextVersionCell(props, 'cascader', 'options')).toBe('1.5.0 or earlier');
    expect(nextVersionCell(props, 'cascader', 'options', 'en')).toBe('1.5.0 or earlier');
    expect(nextVersionCell(props, 'classNames', 'input', 'zh-CN')).toBe('1.5.0 或更早');
  });

  it('gives nothing for a member no release declares, or one of another part', () => {
    expect(nextVersionCell(props, 'cascader', 'dropdownRender')).toBeUndefined();
    expect(nextVersionCell(props, 'styles', 'input')).toBeUndefined();
    expect(nextVersionCell(props, 'ref', 'suffix')).toBeUndefined();
  });

  it('gives, from the recorded data, the releases that brought checkStrictly, suffix and the placeholder part', () => {
    expect(nextVersionCell(DATA, 'cascader', 'checkStrictly')).toBe('1.25.0');
    expect(nextVersionCell(DATA, 'cascader', 'suffix')).toBe('1.7.0');
    expect(nextVersionCell(DATA, 'classNames', 'placeholder')).toBe('1.7.0');
    expect(nextVersionCell(DATA, 'cascader', 'options')).toBe(`${DATA.firstPublished} or earlier`);
    expect(nextVersionCell(DATA, 'classNames', 'popup.listItem', 'zh-CN')).toBe(`${DATA.firstPublished} 或更早`);
  });
});
