/**
 * The versions page (docs/versions.md) against the two installed packages, rc-cascader 3.x and
 * @rc-component/cascader 1.x.
 *
 * Both packages' type declarations are read with the TypeScript compiler API
 * (tests/support/cascader-packages.ts); the differences between their props, the props of
 * their panels, their `showSearch` objects and their exported types are computed, and the
 * page's tables must list exactly those differences, in the right columns. Upgrading either
 * package, or editing a table, makes this fail, naming each prop that is missing or wrong.
 * The last block proves the check can fail: it edits a copy of a declaration file, and drops
 * or invents rows, and expects the check to report each.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readComponentApi } from '../support/api/component-api';
import { anchorIds, apiLinks, cellText, parseMarkdownTables, type MarkdownTable } from '../support/api/reference-tables';
import {
  diffMembers,
  packageDir,
  readCascaderPackage,
  type CascaderPackage,
  type PackageMember,
} from '../support/cascader-packages';

const ROOT = join(__dirname, '..', '..');
const PAGE = readFileSync(join(ROOT, 'docs', 'versions.md'), 'utf8');
const HOME = readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8');
const OLD_DIR = packageDir('rc-cascader', ROOT);
const NEW_DIR = packageDir('@rc-component/cascader', ROOT);
const before = readCascaderPackage(OLD_DIR);
const after = readCascaderPackage(NEW_DIR);
const tables = parseMarkdownTables(PAGE);
const homeAnchors = new Set(anchorIds(HOME));

const major = (version: string) => version.split('.')[0];
const OLD_COLUMN = `${before.name} ${major(before.version)}.x`;
const NEW_COLUMN = `${after.name} ${major(after.version)}.x`;
const CHANGE_HEADER = [OLD_COLUMN, NEW_COLUMN, 'Note'];
const DEPRECATION_HEADER = ['Property', OLD_COLUMN, NEW_COLUMN, 'Note'];
/** For a test that builds a TypeScript program (3–4 s alone, more on a busy machine). */
const TYPESCRIPT_TIMEOUT = 30_000;
/** What a cell holds where a package has no such member. */
const NONE = '—';

/** The page's headings for the tables that list the differences. */
const HEADINGS = {
  renamed: 'Renamed props',
  removed: 'Removed props',
  added: 'Added props',
  deprecations: 'Deprecated in one version only',
  search: 'The showSearch object',
  panel: 'Panel props',
  types: 'Exported types',
  same: 'What stays the same',
} as const;

/** One row of a change table: the member's name in each package (null: `—`) and the note. */
interface ChangeRow {
  old: string | null;
  new: string | null;
  note: string;
  /** The first cell as written, links included. */
  oldCell: string;
  line: number;
}

/** The one table whose innermost heading is `heading`. */
function tableUnder(heading: string): MarkdownTable {
  const found = tables.filter((table) => table.headings.at(-1) === heading);
  if (found.length !== 1) throw new Error(`expected one table under "${heading}", found ${found.length}`);
  return found[0];
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
    [oldByName.has(name) ? OLD_COLUMN : '', newByName.has(name) ? NEW_COLUMN : ''].filter(Boolean).join(' and ') ||
    'neither package';
  for (const row of rows) {
    if (!row.old && !row.new) problems.push(`line ${row.line}: a row needs a name on at least one side`);
    if (row.old && !diff.removed.includes(row.old)) {
      problems.push(
        `${row.old} (line ${row.line}): listed as only in ${OLD_COLUMN}, but ${declaredBy(row.old)} declares it`,
      );
    }
    if (!row.old && row.new && !diff.added.includes(row.new)) {
      problems.push(
        `${row.new} (line ${row.line}): listed as only in ${NEW_COLUMN}, but ${declaredBy(row.new)} declares it`,
      );
    }
    if (row.old && row.new) {
      const target = newByName.get(row.new);
      if (!target)
        problems.push(`${row.old} → ${row.new} (line ${row.line}): ${NEW_COLUMN} does not declare ${row.new}`);
      else if (target.deprecated !== undefined)
        problems.push(`${row.old} → ${row.new} (line ${row.line}): ${row.new} is deprecated in ${NEW_COLUMN}`);
      const source = oldByName.get(row.old);
      if (source && target && bareType(source.type) !== bareType(target.type)) {
        problems.push(
          `${row.old} → ${row.new} (line ${row.line}): the types differ: ${bareType(source.type)} / ${bareType(target.type)}`,
        );
      }
    }
    if (row.old && !row.new && oldByName.get(row.old)?.deprecated !== undefined) {
      const replacements = codeNames(row.note).filter((name) => {
        const member = newByName.get(name);
        return member && member.deprecated === undefined;
      });
      if (!replacements.length)
        problems.push(`${row.old} (line ${row.line}): the note should name its replacement in ${NEW_COLUMN}`);
    }
    if (!row.note.trim() && (!row.old || !row.new))
      problems.push(`line ${row.line}: a removal or an addition needs a note`);
  }
  return problems;
}

/** The replacement a `@deprecated` tag names: `Use \`open\` instead`, `please use showSearch.onSearch`. */
function replacementIn(tag: string): string | undefined {
  return /`([\w.]+)`/.exec(tag)?.[1] ?? /\buse ([\w.]+)/i.exec(tag)?.[1];
}

/** The problems with the deprecation table: one row per prop deprecated on one side only. */
function deprecationProblems(oldMembers: PackageMember[], newMembers: PackageMember[], body: string[][]): string[] {
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
        if (cellText(cell) !== 'Supported') problems.push(`${name}: ${column} should say Supported, says "${cell}"`);
      } else {
        const replacement = replacementIn(tag);
        if (!cell.startsWith('Deprecated')) problems.push(`${name}: ${column} should say Deprecated, says "${cell}"`);
        if (replacement && !codeNames(cell).includes(replacement)) {
          problems.push(`${name}: ${column} should name \`${replacement}\`, as the @deprecated tag does ("${tag}")`);
        }
      }
    }
  }
  return problems;
}

const propRows = {
  renamed: changeRows(tableUnder(HEADINGS.renamed)),
  removed: changeRows(tableUnder(HEADINGS.removed)),
  added: changeRows(tableUnder(HEADINGS.added)),
};
const allPropRows = [...propRows.renamed, ...propRows.removed, ...propRows.added];
const deprecationBody = tableUnder(HEADINGS.deprecations).body;

describe(`the versions page against ${before.name} ${before.version} and ${after.name} ${after.version}`, () => {
  describe('the packages', () => {
    it('are named with the installed versions and the React each needs', () => {
      expect(PAGE).toContain(`rc-cascader ${before.version}`);
      expect(PAGE).toContain(`@rc-component/cascader ${after.version}`);
      for (const pkg of [before, after]) {
        const minimum = /^>=\s*(\d+)\.(\d+)\.\d+$/.exec(pkg.reactPeer);
        expect(minimum, `${pkg.name} asks for React ${pkg.reactPeer}`).not.toBeNull();
        const react = minimum![2] === '0' ? minimum![1] : `${minimum![1]}.${minimum![2]}`;
        const row = tableUnder('The two packages').body.find((cells) => cellText(cells[0]) === pkg.name);
        expect(row?.[3], `the React column of ${pkg.name}`).toBe(`${react} or later`);
      }
    });

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
  });

  describe('Cascader props', () => {
    it('the change tables use the columns of the two installed majors', () => {
      for (const heading of [
        HEADINGS.renamed,
        HEADINGS.removed,
        HEADINGS.added,
        HEADINGS.search,
        HEADINGS.panel,
        HEADINGS.types,
      ]) {
        expect(tableUnder(heading).header, heading).toEqual(CHANGE_HEADER);
      }
      expect(tableUnder(HEADINGS.deprecations).header).toEqual(DEPRECATION_HEADER);
    });

    it('each table holds only its kind of change', () => {
      expect(
        propRows.renamed.filter((row) => !row.old || !row.new).map((row) => row.line),
        'renames need both names',
      ).toEqual([]);
      expect(
        propRows.removed.filter((row) => !row.old || row.new).map((row) => row.line),
        `removals have ${NONE} on the right`,
      ).toEqual([]);
      expect(
        propRows.added.filter((row) => row.old || !row.new).map((row) => row.line),
        `additions have ${NONE} on the left`,
      ).toEqual([]);
    });

    it('list exactly the props renamed, removed and added, with a replacement for each removed one', () => {
      expect(changeProblems(before.cascaderProps, after.cascaderProps, allPropRows)).toEqual([]);
    });

    it('list exactly the props deprecated in one package only, with their replacements', () => {
      expect(deprecationProblems(before.cascaderProps, after.cascaderProps, deprecationBody)).toEqual([]);
    });

    it('link every 3.x prop the API reference documents to its row there, and only to rows that exist', () => {
      const unlinked = [...allPropRows.map((row) => row.oldCell), ...deprecationBody.map((cells) => cells[0])]
        .filter((cell) => cellText(cell) !== NONE)
        .filter((cell) => homeAnchors.has(`api-${cellText(cell).toLowerCase()}`))
        .filter((cell) => !cell.includes(`](/#api-${cellText(cell).toLowerCase()})`));
      expect(unlinked).toEqual([]);
      expect(apiLinks(PAGE).filter((anchor) => !homeAnchors.has(anchor))).toEqual([]);
    });
  });

  describe('the showSearch object and the panel', () => {
    it('list exactly the fields of the showSearch object added or removed', () => {
      expect(changeProblems(before.searchFields, after.searchFields, changeRows(tableUnder(HEADINGS.search)))).toEqual(
        [],
      );
    });

    it('list exactly the Panel props added or removed', () => {
      expect(changeProblems(before.panelProps, after.panelProps, changeRows(tableUnder(HEADINGS.panel)))).toEqual([]);
    });
  });

  describe('exported types and what stays the same', () => {
    it('pair every exported type of one package with its counterpart, or —', () => {
      const rows = changeRows(tableUnder(HEADINGS.types));
      expect(
        rows
          .map((row) => row.old)
          .filter(Boolean)
          .sort(),
      ).toEqual(before.typeExports);
      expect(
        rows
          .map((row) => row.new)
          .filter(Boolean)
          .sort(),
      ).toEqual(after.typeExports);
      for (const row of rows) {
        if (row.old && row.new && row.old !== row.new) {
          expect(after.typeExports, `${row.old} → ${row.new} is a rename`).not.toContain(row.old);
          expect(before.typeExports, `${row.old} → ${row.new} is a rename`).not.toContain(row.new);
        }
      }
    });

    it('the exports, statics, ref, option and fieldNames are the same in both, as the page says', () => {
      expect(after.valueExports).toEqual(before.valueExports);
      const same = PAGE.slice(
        PAGE.indexOf(`### ${HEADINGS.same}`),
        PAGE.indexOf('\n## ', PAGE.indexOf(`### ${HEADINGS.same}`)),
      );
      for (const part of ['statics', 'refMembers', 'optionFields', 'fieldNamesFields'] as const) {
        const diff = diffMembers(before[part], after[part]);
        expect([...diff.added, ...diff.removed, ...Object.keys(diff.deprecationChanged)], part).toEqual([]);
        const written = (name: string) => (part === 'statics' ? `Cascader.${name}` : name);
        for (const member of before[part])
          expect(codeNames(same), `${part}.${member.name}`).toContain(written(member.name));
      }
      expect(diffMembers(before.panelProps, after.panelProps).removed).toEqual([]);
    });
  });

  describe('the stylesheet', () => {
    it('is the same Less files in both, under the paths the page gives', () => {
      expect(after.assets).toEqual(before.assets);
      expect(
        before.assets.every((file) => file.endsWith('.less')),
        'neither ships CSS',
      ).toBe(true);
      for (const pkg of [before, after]) expect(PAGE).toContain(`import '${pkg.name}/assets/index.less';`);
    });

    it('names the select stylesheet each one imports', () => {
      for (const [pkg, dir] of [
        [before, OLD_DIR],
        [after, NEW_DIR],
      ] as [CascaderPackage, string][]) {
        const imported = /@import ['"](~[^'"]+)['"]/.exec(
          readFileSync(join(dir, 'assets', 'select.less'), 'utf8'),
        )?.[1];
        expect(imported, `${pkg.name}/assets/select.less`).toBeTruthy();
        expect(PAGE).toContain(`\`${imported}\``);
      }
    });
  });
});

describe('the check fails when a package or the page changes', () => {
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
        const problems = changeProblems(before.cascaderProps, changed.cascaderProps, allPropRows);
        expect(problems).toContain(
          'fakeAddedProp: only @rc-component/cascader 1.x declares it; it needs one row, has 0',
        );
        expect(problems).toContainEqual(
          expect.stringMatching(
            /^dropdownMenuColumnStyle → popupMenuColumnStyle .*does not declare popupMenuColumnStyle$/,
          ),
        );
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    TYPESCRIPT_TIMEOUT,
  );

  it('reports a prop injected into the 3.x props, and a deprecation injected into the 1.x props', () => {
    const fake: PackageMember = { name: 'fakeRemovedProp', type: 'boolean | undefined', private: false, aria: false };
    expect(changeProblems([...before.cascaderProps, fake], after.cascaderProps, allPropRows)).toContainEqual(
      expect.stringMatching(/^fakeRemovedProp: only rc-cascader 3\.x declares it/),
    );
    const deprecatedOpen = after.cascaderProps.map((member) =>
      member.name === 'open' ? { ...member, deprecated: 'Use `visible` instead' } : member,
    );
    expect(deprecationProblems(before.cascaderProps, deprecatedOpen, deprecationBody)).toEqual([
      'open: deprecated in one package only, but has no row',
    ]);
  });

  it('reports a row dropped from the page, a row in the wrong column, and a rename onto another type', () => {
    const dropped = allPropRows.find((row) => row.old)!;
    expect(
      changeProblems(
        before.cascaderProps,
        after.cascaderProps,
        allPropRows.filter((row) => row !== dropped),
      ),
    ).toContainEqual(`${dropped.old}: only rc-cascader 3.x declares it; it needs one row, has 0`);
    const swapped = allPropRows.map((row) =>
      row.new === 'checkStrictly' ? { ...row, old: 'checkStrictly', new: null } : row,
    );
    expect(changeProblems(before.cascaderProps, after.cascaderProps, swapped)).toContainEqual(
      expect.stringContaining('checkStrictly (line'),
    );
    const wrongRename = [
      ...allPropRows.filter((row) => row.old !== 'dropdownStyle'),
      { old: 'dropdownStyle', new: 'popupRender', note: '', oldCell: '`dropdownStyle`', line: 0 },
    ];
    expect(changeProblems(before.cascaderProps, after.cascaderProps, wrongRename)).toContainEqual(
      expect.stringMatching(/^dropdownStyle → popupRender .*the types differ/),
    );
  });
});
