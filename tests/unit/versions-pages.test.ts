/**
 * The versions page (docs/versions.md) and its Chinese counterpart (docs/versions.zh-CN.md) against
 * the two installed packages, rc-cascader 3.x and @rc-component/cascader 1.x
 * (tests/support/versions-page.ts reads both).
 *
 * The differences between the packages' props, the props of their panels, their `showSearch` objects
 * and their exported types are computed, and each page's tables must list exactly those differences,
 * in the right columns. Upgrading either package, or editing a table in either locale, makes this
 * fail, naming each prop that is missing or wrong. The Chinese page must also list the same rows as
 * the English one, in the same order, and link to the Chinese home page's API rows.
 * tests/unit/versions-check-fails.test.ts proves these checks can fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComponentApi } from '../support/api/component-api';
import { cellText } from '../support/api/reference-tables';
import { diffMembers, type CascaderPackage } from '../support/cascader-packages';
import {
  after,
  before,
  changeProblems,
  changeRows,
  codeNames,
  deprecationProblems,
  ENGLISH,
  HEADINGS,
  linkProblems,
  NEW_COLUMN,
  NEW_DIR,
  NONE,
  OLD_COLUMN,
  OLD_DIR,
  PAGES,
  propTables,
  rowStructure,
  sectionOf,
  tableUnder,
  TYPESCRIPT_TIMEOUT,
} from '../support/versions-page';

describe(`the versions pages against ${before.name} ${before.version} and ${after.name} ${after.version}`, () => {
  describe('the packages', () => {
    it(
      'are read alike: the reader lists for rc-cascader what the API reference reader lists',
      () => {
        const reference = readComponentApi(OLD_DIR);
        const names = (members: { name: string }[]) => members.map((member) => member.name).sort();
        expect(names(before.cascaderProps)).toEqual(names(reference.cascaderProps));
        expect(names(before.panelProps)).toEqual(names(reference.panelProps));
        expect(names(before.searchFields)).toEqual(names(reference.showSearchFields));
        expect(names(before.refMembers)).toEqual(names(reference.refMembers));
        expect(names(before.optionFields)).toEqual(names(reference.optionFields));
        expect(names(before.statics)).toEqual(names(reference.statics).filter((name) => name !== 'displayName'));
      },
      TYPESCRIPT_TIMEOUT,
    );

    it('export the same values, statics, ref, option and fieldNames, and no Panel prop of 3.x is gone', () => {
      expect(after.valueExports).toEqual(before.valueExports);
      for (const part of ['statics', 'refMembers', 'optionFields', 'fieldNamesFields'] as const) {
        const diff = diffMembers(before[part], after[part]);
        expect([...diff.added, ...diff.removed, ...Object.keys(diff.deprecationChanged)], part).toEqual([]);
      }
      expect(diffMembers(before.panelProps, after.panelProps).removed).toEqual([]);
    });

    it('ship the same Less stylesheets, and no CSS', () => {
      expect(after.assets).toEqual(before.assets);
      expect(
        before.assets.every((file) => file.endsWith('.less')),
        'neither ships CSS',
      ).toBe(true);
    });
  });

  for (const page of PAGES) {
    const rows = propTables(page);

    describe(page.file, () => {
      it('names the installed versions and the React each needs', () => {
        expect(page.markdown).toContain(`rc-cascader ${before.version}`);
        expect(page.markdown).toContain(`@rc-component/cascader ${after.version}`);
        for (const pkg of [before, after]) {
          const minimum = /^>=\s*(\d+)\.(\d+)\.\d+$/.exec(pkg.reactPeer);
          expect(minimum, `${pkg.name} asks for React ${pkg.reactPeer}`).not.toBeNull();
          const react = minimum![2] === '0' ? minimum![1] : `${minimum![1]}.${minimum![2]}`;
          const row = tableUnder(page, HEADINGS.packages).body.find((cells) => cellText(cells[0]) === pkg.name);
          expect(row?.[3], `the React column of ${pkg.name}`).toBe(page.words.orLater(react));
        }
      });

      describe('Cascader props', () => {
        it('the change tables use the columns of the two installed majors', () => {
          for (const heading of [HEADINGS.renamed, HEADINGS.removed, HEADINGS.added, HEADINGS.search, HEADINGS.panel, HEADINGS.types]) {
            expect(tableUnder(page, heading).header, heading).toEqual([OLD_COLUMN, NEW_COLUMN, page.words.note]);
          }
          expect(tableUnder(page, HEADINGS.deprecations).header).toEqual([page.words.property, OLD_COLUMN, NEW_COLUMN, page.words.note]);
        });

        it('each table holds only its kind of change', () => {
          expect(
            rows.renamed.filter((row) => !row.old || !row.new).map((row) => row.line),
            'renames need both names',
          ).toEqual([]);
          expect(
            rows.removed.filter((row) => !row.old || row.new).map((row) => row.line),
            `removals have ${NONE} on the right`,
          ).toEqual([]);
          expect(
            rows.added.filter((row) => row.old || !row.new).map((row) => row.line),
            `additions have ${NONE} on the left`,
          ).toEqual([]);
        });

        it('list exactly the props renamed, removed and added, with a replacement for each removed one', () => {
          expect(changeProblems(before.cascaderProps, after.cascaderProps, rows.all)).toEqual([]);
        });

        it('list exactly the props deprecated in one package only, with their replacements', () => {
          expect(deprecationProblems(before.cascaderProps, after.cascaderProps, rows.deprecations, page.words)).toEqual([]);
        });

        it('link every 3.x prop the API reference documents to its row there', () => {
          const unlinked = [...rows.all.map((row) => row.oldCell), ...rows.deprecations.map((cells) => cells[0])]
            .filter((cell) => cellText(cell) !== NONE)
            .filter((cell) => page.homeAnchors.has(`api-${cellText(cell).toLowerCase()}`))
            .filter((cell) => !cell.includes(`](${page.home}#api-${cellText(cell).toLowerCase()})`));
          expect(unlinked).toEqual([]);
        });
      });

      it('links only to pages of its own locale, and to API rows that exist on its home page', () => {
        expect(linkProblems(page)).toEqual([]);
      });

      describe('the showSearch object and the panel', () => {
        it('list exactly the fields of the showSearch object added or removed', () => {
          expect(changeProblems(before.searchFields, after.searchFields, changeRows(tableUnder(page, HEADINGS.search)))).toEqual([]);
        });

        it('list exactly the Panel props added or removed', () => {
          expect(changeProblems(before.panelProps, after.panelProps, changeRows(tableUnder(page, HEADINGS.panel)))).toEqual([]);
        });
      });

      describe('exported types and what stays the same', () => {
        it('pair every exported type of one package with its counterpart, or —', () => {
          const typeRows = changeRows(tableUnder(page, HEADINGS.types));
          expect(
            typeRows
              .map((row) => row.old)
              .filter(Boolean)
              .sort(),
          ).toEqual(before.typeExports);
          expect(
            typeRows
              .map((row) => row.new)
              .filter(Boolean)
              .sort(),
          ).toEqual(after.typeExports);
          for (const row of typeRows) {
            if (row.old && row.new && row.old !== row.new) {
              expect(after.typeExports, `${row.old} → ${row.new} is a rename`).not.toContain(row.old);
              expect(before.typeExports, `${row.old} → ${row.new} is a rename`).not.toContain(row.new);
            }
          }
        });

        it('names every static, ref member, option field and fieldNames field as staying the same', () => {
          const same = codeNames(sectionOf(page, HEADINGS.same));
          for (const part of ['statics', 'refMembers', 'optionFields', 'fieldNamesFields'] as const) {
            const written = (name: string) => (part === 'statics' ? `Cascader.${name}` : name);
            for (const member of before[part]) expect(same, `${part}.${member.name}`).toContain(written(member.name));
          }
        });
      });

      describe('the stylesheet', () => {
        it('gives the path of each package’s stylesheet', () => {
          for (const pkg of [before, after]) expect(page.markdown).toContain(`import '${pkg.name}/assets/index.less';`);
        });

        it('names the select stylesheet each one imports', () => {
          for (const [pkg, dir] of [
            [before, OLD_DIR],
            [after, NEW_DIR],
          ] as [CascaderPackage, string][]) {
            const imported = /@import ['"](~[^'"]+)['"]/.exec(readFileSync(join(dir, 'assets', 'select.less'), 'utf8'))?.[1];
            expect(imported, `${pkg.name}/assets/select.less`).toBeTruthy();
            expect(page.markdown).toContain(`\`${imported}\``);
          }
        });
      });

      if (page !== ENGLISH) {
        it('lists the same tables and rows as the English page, in the same order', () => {
          expect(rowStructure(page)).toEqual(rowStructure(ENGLISH));
        });
      }
    });
  }
});
