/**
 * The versions page (docs/versions.md) and its Chinese counterpart (docs/versions.zh-CN.md) as the
 * tests read them, against the two installed packages, rc-cascader 3.x and @rc-component/cascader 1.x:
 * for tests/unit/versions-pages.test.ts and tests/unit/versions-check-fails.test.ts.
 *
 * Both packages' type declarations are read with the TypeScript compiler API
 * (./cascader-packages.ts). The two pages are read the same way: a table is found by the id of the
 * heading it sits under (the slug of an English heading, the `{#id}` of a Chinese one), a row by the
 * names in backticks in its first two cells. What a locale writes in words (the Note column's header,
 * "Supported", "Deprecated", "or later") comes from that locale's WORDS.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LOCALES, localeOfPath, type LocaleId } from '../../src/site';
import { anchorIds, cellText, parseMarkdownTables, type MarkdownTable } from './api/reference-tables';
import { diffMembers, packageDir, readCascaderPackage, type PackageMember } from './cascader-packages';
import { ROOT } from './site';

const require = createRequire(import.meta.url);
/** The slugger dumi gives headings their ids with, as in tests/support/locales.ts. */
const { slug } = require('github-slugger') as { slug(text: string): string };

export const OLD_DIR = packageDir('rc-cascader', ROOT);
export const NEW_DIR = packageDir('@rc-component/cascader', ROOT);
export const before = readCascaderPackage(OLD_DIR);
export const after = readCascaderPackage(NEW_DIR);

const major = (version: string) => version.split('.')[0];
export const OLD_COLUMN = `${before.name} ${major(before.version)}.x`;
export const NEW_COLUMN = `${after.name} ${major(after.version)}.x`;
/** For a test that builds a TypeScript program (3–4 s alone, more on a busy machine). */
export const TYPESCRIPT_TIMEOUT = 30_000;
/** What a cell holds where a package has no such member. */
export const NONE = '—';

/** The ids of the page's headings over its tables and sections (the same in every locale). */
export const HEADINGS = {
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
export function readVersionsPage(locale: LocaleId, markdown?: string): VersionsPage {
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

export const PAGES = LOCALES.map(({ id }) => readVersionsPage(id));
export const ENGLISH = PAGES[0];

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
export function tableUnder(page: VersionsPage, id: string): MarkdownTable {
  const found = page.tables.filter((table) => table.headings.length && headingId(table.headings.at(-1)!) === id);
  if (found.length !== 1) throw new Error(`${page.file}: expected one table under #${id}, found ${found.length}`);
  return found[0];
}

/** The text from the heading with the id `id` to the next heading of its level or higher. */
export function sectionOf(page: VersionsPage, id: string): string {
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

export function changeRows(table: MarkdownTable): ChangeRow[] {
  return table.body.map((cells, index) => {
    const line = table.line + 2 + index;
    return { old: nameIn(cells[0], line), new: nameIn(cells[1], line), note: cells[2] ?? '', oldCell: cells[0], line };
  });
}

/** The rows of a page's three tables of Cascader props, and the body of its deprecation table. */
export function propTables(page: VersionsPage) {
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
export const codeNames = (markdown: string) => [...markdown.matchAll(/`([\w.]+)`/g)].map((match) => match[1]);

/**
 * The problems with a set of change rows as a record of how `after` differs from `before`.
 * A row with both names is a rename, with `—` on the right a removal, with `—` on the left an
 * addition. Every member only one side declares must have exactly one row; a rename may land
 * on a name both declare (an alias that became the name), but never on a deprecated one.
 */
export function changeProblems(oldMembers: PackageMember[], newMembers: PackageMember[], rows: ChangeRow[]): string[] {
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
export function deprecationProblems(
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
export function linkProblems(page: VersionsPage): string[] {
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
export function rowStructure(page: VersionsPage) {
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
