/**
 * The versions page (docs/versions.md) and its Chinese counterpart (docs/versions.zh-CN.md) against
 * the two installed packages, rc-cascader 3.x and @rc-component/cascader 1.x.
 *
 * Both packages' type declarations are read with the TypeScript compiler API
 * (tests/support/cascader-packages.ts); the differences between their props, the props of
 * their panels, their `showSearch` objects and their exported types are computed, and each
 * page's tables must list exactly those differences, in the right columns. Upgrading either
 * package, or editing a table in either locale, makes this fail, naming each prop that is
 * missing or wrong.
 *
 * The two pages are read the same way: a table is found by the id of the heading it sits
 * under (the slug of an English heading, the `{#id}` of a Chinese one), a row by the names in
 * backticks in its first two cells. What a locale writes in words (the Note column's header,
 * "Supported", "Deprecated", "or later") comes from that locale's WORDS; the Chinese page must
 * also list the same rows as the English one, in the same order, and link to the Chinese home
 * page's API rows.
 *
 * The last block proves the check can fail: it edits a copy of a declaration file, drops or
 * invents rows, and edits a copy of the Chinese page, and expects the check to report each.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeOfPath, type LocaleId } from '../../src/site';
import { readComponentApi } from '../support/api/component-api';
import { anchorIds, cellText, parseMarkdownTables, type MarkdownTable } from '../support/api/reference-tables';
import { diffMembers, packageDir, readCascaderPackage, type CascaderPackage, type PackageMember } from '../support/cascader-packages';

const require = createRequire(import.meta.url);
/** The slugger dumi gives headings their ids with, as in tests/support/locales.ts. */
const { slug } = require('github-slugger') as { slug(text: string): string };

const ROOT = join(__dirname, '..', '..');
const OLD_DIR = packageDir('rc-cascader', ROOT);
const NEW_DIR = packageDir('@rc-component/cascader', ROOT);
const before = readCascaderPackage(OLD_DIR);
const after = readCascaderPackage(NEW_DIR);

const major = (version: string) => version.split('.')[0];
const OLD_COLUMN = `${before.name} ${major(before.version)}.x`;
const NEW_COLUMN = `${after.name} ${major(after.version)}.x`;
/** For a test that builds a TypeScript program (3–4 s alone, more on a busy machine). */
const TYPESCRIPT_TIMEOUT = 30_000;
/** What a cell holds where a package has no such member. */
const NONE = '—';

/** The ids of the page's headings over its tables and sections (the same in every locale). */
const HEADINGS = {
  packages: 'the-two-packages',
  renamed: 'renamed-props',
  removed: 'removed-props',
  added: 'added-props',
  deprecations: 'deprecated-in-one-version-only',
  search: 'the-showsearch-object',
  panel: 'panel-props',
  types: 'exported-types',
  same: 'what-stays-the-same',
} as const;

/** What a page writes in words in its tables, in its locale. */
interface PageWords {
  /** The header of the last column of a change table. */
  note: string;
  /** The header of the first column of the deprecation table. */
  property: string;
  /** A deprecation table's cell for a package where the prop is not deprecated. */
  supported: string;
  /** How a deprecation table's cell starts for a package where the prop is deprecated. */
  deprecated: string;
  /** The React column of the packages table: `16.9` → `16.9 or later`. */
  orLater: (version: string) => string;
}

const WORDS: Record<LocaleId, PageWords> = {
  'en-US': {
    note: 'Note',
    property: 'Property',
    supported: 'Supported',
    deprecated: 'Deprecated',
    orLater: (version) => `${version} or later`,
  },
  'zh-CN': {
    note: '备注',
    property: '属性',
    supported: '支持',
    deprecated: '已废弃',
    orLater: (version) => `${version} 或更高版本`,
  },
};

/** The versions page of one locale, as the tests read it. */
interface VersionsPage {
  locale: LocaleId;
  /** The Markdown file, relative to the project, e.g. `docs/versions.zh-CN.md`. */
  file: string;
  markdown: string;
  tables: MarkdownTable[];
  /** The home page's path in this locale (`/`, `/zh-CN`): API rows are linked as `<home>#api-…`. */
  home: string;
  /** The anchors of the home page of this locale. */
  homeAnchors: Set<string>;
  words: PageWords;
}

/** Reads the versions page of a locale; `markdown` replaces the file's text (for an edited copy). */
function readVersionsPage(locale: LocaleId, markdown?: string): VersionsPage {
  const { suffix, base } = LOCALES.find(({ id }) => id === locale)!;
  const file = join('docs', `versions${suffix}.md`);
  const text = markdown ?? readFileSync(join(ROOT, file), 'utf8');
  return {
    locale,
    file,
    markdown: text,
    tables: parseMarkdownTables(text),
    home: base,
    homeAnchors: new Set(anchorIds(readFileSync(join(ROOT, 'docs', `index${suffix}.md`), 'utf8'))),
    words: WORDS[locale],
  };
}

const PAGES = LOCALES.map(({ id }) => readVersionsPage(id));
const ENGLISH = PAGES[0];

/** A heading's id: the `{#id}` it ends in, or the slug dumi gives its text. */
function headingId(text: string): string {
  const explicit = /\s*\{#([A-Za-z0-9_-]+)\}$/.exec(text);
  return explicit ? explicit[1] : slug(cellText(text));
}

/** One row of a change table: the member's name in each package (null: `—`) and the note. */
interface ChangeRow {
  old: string | null;
  new: string | null;
  note: string;
  /** The first cell as written, links included. */
  oldCell: string;
  line: number;
}

/** The one table whose innermost heading has the id `id`. */
function tableUnder(page: VersionsPage, id: string): MarkdownTable {
  const found = page.tables.filter((table) => table.headings.length && headingId(table.headings.at(-1)!) === id);
  if (found.length !== 1) throw new Error(`${page.file}: expected one table under #${id}, found ${found.length}`);
  return found[0];
}

/** The text from the heading with the id `id` to the next heading of its level or higher. */
function sectionOf(page: VersionsPage, id: string): string {
  const lines = page.markdown.split('\n');
  let inFence = false;
  const headings = lines.map((line) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    return match ? { level: match[1].length, id: headingId(match[2]) } : undefined;
  });
  const start = headings.findIndex((heading) => heading?.id === id);
  if (start < 0) throw new Error(`${page.file}: no heading #${id}`);
  const end = headings.findIndex((heading, index) => index > start && heading && heading.level <= headings[start]!.level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

function nameIn(cell: string, line: number): string | null {
  const text = cellText(cell);
  if (text === NONE) return null;
  if (!/^[\w.$-]+$/.test(text)) throw new Error(`line ${line}: "${cell}" is neither a name nor ${NONE}`);
  return text;
}

function changeRows(table: MarkdownTable): ChangeRow[] {
  return table.body.map((cells, index) => {
    const line = table.line + 2 + index;
    return { old: nameIn(cells[0], line), new: nameIn(cells[1], line), note: cells[2] ?? '', oldCell: cells[0], line };
  });
}

/** The rows of a page's three tables of Cascader props, and the body of its deprecation table. */
function propTables(page: VersionsPage) {
  const renamed = changeRows(tableUnder(page, HEADINGS.renamed));
  const removed = changeRows(tableUnder(page, HEADINGS.removed));
  const added = changeRows(tableUnder(page, HEADINGS.added));
  return {
    renamed,
    removed,
    added,
    all: [...renamed, ...removed, ...added],
    deprecations: tableUnder(page, HEADINGS.deprecations).body,
  };
}

/** Prints a type without the `import("…")` paths, which differ between the packages' dependencies. */
const bareType = (type: string) => type.replace(/import\("[^"]+"\)\./g, '');

/** Names in backticks in a piece of Markdown. */
const codeNames = (markdown: string) => [...markdown.matchAll(/`([\w.]+)`/g)].map((match) => match[1]);

/**
 * The problems with a set of change rows as a record of how `after` differs from `before`.
 * A row with both names is a rename, with `—` on the right a removal, with `—` on the left an
 * addition. Every member only one side declares must have exactly one row; a rename may land
 * on a name both declare (an alias that became the name), but never on a deprecated one.
 */
function changeProblems(oldMembers: PackageMember[], newMembers: PackageMember[], rows: ChangeRow[]): string[] {
  const diff = diffMembers(oldMembers, newMembers);
  const oldByName = new Map(oldMembers.map((member) => [member.name, member]));
  const newByName = new Map(newMembers.map((member) => [member.name, member]));
  const problems: string[] = [];
  const count = (names: (string | null)[], name: string) => names.filter((candidate) => candidate === name).length;

  const oldNames = rows.map((row) => row.old);
  const newNames = rows.map((row) => row.new);
  for (const name of diff.removed) {
    if (count(oldNames, name) !== 1)
      problems.push(`${name}: only ${OLD_COLUMN} declares it; it needs one row, has ${count(oldNames, name)}`);
  }
  for (const name of diff.added) {
    if (count(newNames, name) !== 1)
      problems.push(`${name}: only ${NEW_COLUMN} declares it; it needs one row, has ${count(newNames, name)}`);
  }
  const declaredBy = (name: string) =>
    [oldByName.has(name) ? OLD_COLUMN : '', newByName.has(name) ? NEW_COLUMN : ''].filter(Boolean).join(' and ') || 'neither package';
  for (const row of rows) {
    if (!row.old && !row.new) problems.push(`line ${row.line}: a row needs a name on at least one side`);
    if (row.old && !diff.removed.includes(row.old)) {
      problems.push(`${row.old} (line ${row.line}): listed as only in ${OLD_COLUMN}, but ${declaredBy(row.old)} declares it`);
    }
    if (!row.old && row.new && !diff.added.includes(row.new)) {
      problems.push(`${row.new} (line ${row.line}): listed as only in ${NEW_COLUMN}, but ${declaredBy(row.new)} declares it`);
    }
    if (row.old && row.new) {
      const target = newByName.get(row.new);
      if (!target) problems.push(`${row.old} → ${row.new} (line ${row.line}): ${NEW_COLUMN} does not declare ${row.new}`);
      else if (target.deprecated !== undefined)
        problems.push(`${row.old} → ${row.new} (line ${row.line}): ${row.new} is deprecated in ${NEW_COLUMN}`);
      const source = oldByName.get(row.old);
      if (source && target && bareType(source.type) !== bareType(target.type)) {
        problems.push(`${row.old} → ${row.new} (line ${row.line}): the types differ: ${bareType(source.type)} / ${bareType(target.type)}`);
      }
    }
    if (row.old && !row.new && oldByName.get(row.old)?.deprecated !== undefined) {
      const replacements = codeNames(row.note).filter((name) => {
        const member = newByName.get(name);
        return member && member.deprecated === undefined;
      });
      if (!replacements.length) problems.push(`${row.old} (line ${row.line}): the note should name its replacement in ${NEW_COLUMN}`);
    }
    if (!row.note.trim() && (!row.old || !row.new)) problems.push(`line ${row.line}: a removal or an addition needs a note`);
  }
  return problems;
}

/** The replacement a `@deprecated` tag names: `Use \`open\` instead`, `please use showSearch.onSearch`. */
function replacementIn(tag: string): string | undefined {
  return /`([\w.]+)`/.exec(tag)?.[1] ?? /\buse ([\w.]+)/i.exec(tag)?.[1];
}

/** The problems with the deprecation table: one row per prop deprecated on one side only. */
function deprecationProblems(
  oldMembers: PackageMember[],
  newMembers: PackageMember[],
  body: string[][],
  words: PageWords = ENGLISH.words,
): string[] {
  const changed = diffMembers(oldMembers, newMembers).deprecationChanged;
  const problems: string[] = [];
  const names = body.map((cells) => cellText(cells[0]));
  for (const name of Object.keys(changed)) {
    if (!names.includes(name)) problems.push(`${name}: deprecated in one package only, but has no row`);
  }
  for (const cells of body) {
    const name = cellText(cells[0]);
    const tags = changed[name];
    if (!tags) {
      problems.push(`${name}: has a row, but its deprecation is the same in both packages`);
      continue;
    }
    for (const [index, tag] of tags.entries()) {
      const column = index === 0 ? OLD_COLUMN : NEW_COLUMN;
      const cell = cells[index + 1] ?? '';
      if (tag === undefined) {
        if (cellText(cell) !== words.supported) problems.push(`${name}: ${column} should say ${words.supported}, says "${cell}"`);
      } else {
        const replacement = replacementIn(tag);
        if (!cell.startsWith(words.deprecated)) problems.push(`${name}: ${column} should say ${words.deprecated}, says "${cell}"`);
        if (replacement && !codeNames(cell).includes(replacement)) {
          problems.push(`${name}: ${column} should name \`${replacement}\`, as the @deprecated tag does ("${tag}")`);
        }
      }
    }
  }
  return problems;
}

/**
 * The problems with a page's links into the site: each must go to a page of the page's own
 * locale, and each link to an API row (`<home>#api-…`) to the home page of that locale, at a
 * row that exists there.
 */
function linkProblems(page: VersionsPage): string[] {
  const problems: string[] = [];
  for (const [, href] of page.markdown.matchAll(/\]\((\/[^)\s]*)\)/g)) {
    const path = href.split(/[?#]/)[0] || '/';
    if (localeOfPath(path) !== page.locale) problems.push(`${href}: a page of another locale than ${page.locale}`);
    const anchor = /#(api-[a-z0-9-]+)$/.exec(href)?.[1];
    if (anchor && path !== page.home) problems.push(`${href}: an API row, but not on ${page.home}`);
    if (anchor && !page.homeAnchors.has(anchor)) problems.push(`${href}: no row #${anchor} on ${page.home}`);
  }
  return problems;
}

/**
 * What a page's tables hold that does not depend on its language: each table's heading id and
 * number of columns, and row by row the names in its key cells (the first two of a change
 * table, the first of a four-column table) and the names in backticks in its other cells.
 */
function rowStructure(page: VersionsPage) {
  return page.tables.map((table) => {
    const keys = table.header.length === 4 ? 1 : 2;
    return {
      heading: headingId(table.headings.at(-1) ?? ''),
      columns: table.header.length,
      rows: table.body.map((cells) => ({
        names: cells.slice(0, keys).map(cellText),
        code: [...new Set(cells.slice(keys).flatMap(codeNames))].sort(),
      })),
    };
  });
}

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
