/**
 * The versions pages' checks (tests/unit/versions-pages.test.ts) can fail: this edits a copy of a
 * declaration file, drops or invents rows, and edits a copy of the Chinese page, and expects the
 * check to report each.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCascaderPackage, type PackageMember } from '../support/cascader-packages';
import { ROOT } from '../support/site';
import {
  after,
  before,
  changeProblems,
  deprecationProblems,
  ENGLISH,
  linkProblems,
  NEW_DIR,
  PAGES,
  propTables,
  readVersionsPage,
  rowStructure,
  TYPESCRIPT_TIMEOUT,
} from '../support/versions-page';

describe('the check fails when a package or the page changes', () => {
  const english = propTables(ENGLISH);

  it(
    'reports a prop added to, and one removed from, a copy of the 1.x declarations',
    () => {
      // A copy of the package, beside a link to node_modules so that its declarations still
      // resolve @rc-component/select and React's types.
      const scratch = mkdtempSync(join(tmpdir(), 'versions-test-'));
      try {
        const copy = join(scratch, 'cascader');
        cpSync(NEW_DIR, copy, { recursive: true });
        symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
        const declarations = join(copy, after.typesEntry.replace(/index\.d\.ts$/, 'Cascader.d.ts'));
        const edited = readFileSync(declarations, 'utf8')
          .replace('    checkStrictly?: boolean;\n', '    checkStrictly?: boolean;\n    fakeAddedProp?: boolean;\n')
          .replace('    popupMenuColumnStyle?: React.CSSProperties;\n', '');
        expect(edited).toContain('fakeAddedProp?: boolean;');
        expect(edited).not.toContain('popupMenuColumnStyle?:');
        writeFileSync(declarations, edited);

        const changed = readCascaderPackage(copy);
        const problems = changeProblems(before.cascaderProps, changed.cascaderProps, english.all);
        expect(problems).toContain('fakeAddedProp: only @rc-component/cascader 1.x declares it; it needs one row, has 0');
        expect(problems).toContainEqual(
          expect.stringMatching(/^dropdownMenuColumnStyle → popupMenuColumnStyle .*does not declare popupMenuColumnStyle$/),
        );
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    TYPESCRIPT_TIMEOUT,
  );

  it('reports a prop injected into the 3.x props, and a deprecation injected into the 1.x props', () => {
    const fake: PackageMember = { name: 'fakeRemovedProp', type: 'boolean | undefined', private: false, aria: false };
    expect(changeProblems([...before.cascaderProps, fake], after.cascaderProps, english.all)).toContainEqual(
      expect.stringMatching(/^fakeRemovedProp: only rc-cascader 3\.x declares it/),
    );
    const deprecatedOpen = after.cascaderProps.map((member) =>
      member.name === 'open' ? { ...member, deprecated: 'Use `visible` instead' } : member,
    );
    expect(deprecationProblems(before.cascaderProps, deprecatedOpen, english.deprecations)).toEqual([
      'open: deprecated in one package only, but has no row',
    ]);
  });

  it('reports a row dropped from the page, a row in the wrong column, and a rename onto another type', () => {
    const dropped = english.all.find((row) => row.old)!;
    expect(
      changeProblems(
        before.cascaderProps,
        after.cascaderProps,
        english.all.filter((row) => row !== dropped),
      ),
    ).toContainEqual(`${dropped.old}: only rc-cascader 3.x declares it; it needs one row, has 0`);
    const swapped = english.all.map((row) => (row.new === 'checkStrictly' ? { ...row, old: 'checkStrictly', new: null } : row));
    expect(changeProblems(before.cascaderProps, after.cascaderProps, swapped)).toContainEqual(
      expect.stringContaining('checkStrictly (line'),
    );
    const wrongRename = [
      ...english.all.filter((row) => row.old !== 'dropdownStyle'),
      { old: 'dropdownStyle', new: 'popupRender', note: '', oldCell: '`dropdownStyle`', line: 0 },
    ];
    expect(changeProblems(before.cascaderProps, after.cascaderProps, wrongRename)).toContainEqual(
      expect.stringMatching(/^dropdownStyle → popupRender .*the types differ/),
    );
  });

  describe('in an edited copy of the Chinese page', () => {
    const chinese = PAGES.find((page) => page.locale === 'zh-CN')!;
    /** The page's one line that starts with `start`, with its line break. */
    const lineStarting = (start: string) => {
      const found = chinese.markdown.split('\n').filter((line) => line.startsWith(start));
      expect(found, start).toHaveLength(1);
      return `${found[0]}\n`;
    };
    /** A copy of the page with `from`, which occurs once, replaced by `to`. */
    const editedPage = (from: string, to: string) => {
      expect(chinese.markdown.split(from), from).toHaveLength(2);
      return readVersionsPage(chinese.locale, chinese.markdown.replace(from, to));
    };

    it('reports a renamed prop whose row is gone', () => {
      const copy = editedPage(lineStarting('| [`dropdownStyle`]'), '');
      expect(changeProblems(before.cascaderProps, after.cascaderProps, propTables(copy).all)).toEqual([
        'dropdownStyle: only rc-cascader 3.x declares it; it needs one row, has 0',
        'popupStyle: only @rc-component/cascader 1.x declares it; it needs one row, has 0',
      ]);
      expect(rowStructure(copy)).not.toEqual(rowStructure(ENGLISH));
    });

    it('reports an added prop whose row is gone', () => {
      const copy = editedPage(lineStarting('| — | `role` |'), '');
      expect(changeProblems(before.cascaderProps, after.cascaderProps, propTables(copy).all)).toEqual([
        'role: only @rc-component/cascader 1.x declares it; it needs one row, has 0',
      ]);
    });

    it('reports a deprecation row that is gone, and one that calls a deprecated prop 支持', () => {
      const gone = editedPage(lineStarting('| [`onSearch`]'), '');
      expect(deprecationProblems(before.cascaderProps, after.cascaderProps, propTables(gone).deprecations, gone.words)).toEqual([
        'onSearch: deprecated in one package only, but has no row',
      ]);
      const wrong = editedPage('| 支持 | 已废弃：请使用 `suffix` |', '| 支持 | 支持 |');
      expect(deprecationProblems(before.cascaderProps, after.cascaderProps, propTables(wrong).deprecations, wrong.words)).toContain(
        'suffixIcon: @rc-component/cascader 1.x should say 已废弃, says "支持"',
      );
    });

    it('reports a link left pointing at the English home page', () => {
      const copy = editedPage('](/zh-CN#api-dropdownstyle)', '](/#api-dropdownstyle)');
      expect(linkProblems(copy)).toEqual([
        '/#api-dropdownstyle: a page of another locale than zh-CN',
        '/#api-dropdownstyle: an API row, but not on /zh-CN',
      ]);
    });
  });
});
