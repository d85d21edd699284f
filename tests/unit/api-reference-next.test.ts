/**
 * The @rc-component/cascader 1.x reference on the home page (`## API: @rc-component/cascader 1.x {#api-next}` in
 * docs/index.md and docs/index.zh-CN.md) against the installed @rc-component/cascader.
 *
 * The members are read from the package's own declarations (tests/support/cascader-packages.ts), the
 * parts of `classNames` and `styles` too (tests/support/semantic-parts.ts), and the tables are read back
 * from the Markdown under each heading's id. A prop the package adds or drops makes this fail, naming
 * it. Each row's anchor is rc-cascader's scheme with `next-` after `api-` (`api-next-popuprender`), so
 * no id repeats on the page. The Version cells are held to src/site/next-release-props.json by
 * tests/unit/changelog.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARIA_ROW, compareSection, inNextReference } from '../support/api/api-sections';
import { anchorIds, cellText, parseMarkdownTables, type MarkdownTable, type ReferenceRow } from '../support/api/reference-tables';
import { packageDir, readCascaderPackage, type CascaderPackage, type PackageMember } from '../support/cascader-packages';
import { readSemanticParts } from '../support/semantic-parts';
import { siteMarkdown } from '../../src/plugins/llms-plugin';
import { LOCALES } from '../../src/site';

const ROOT = join(__dirname, '..', '..');
const PACKAGE_DIR = packageDir('@rc-component/cascader', ROOT);
const pkg = readCascaderPackage(PACKAGE_DIR);
const parts = readSemanticParts(PACKAGE_DIR);
const PAGES = [
  { file: 'index.md', locale: LOCALES[0].id },
  { file: 'index.zh-CN.md', locale: LOCALES[1].id },
] as const;

type MemberPart = Exclude<
  keyof CascaderPackage,
  'name' | 'version' | 'typesEntry' | 'reactPeer' | 'valueExports' | 'typeExports' | 'assets'
>;

interface NextSection {
  /** The members the table documents: a part of the package's API, or the semantic parts. */
  part: MemberPart | 'semanticParts';
  /** The id of the heading the table(s) sit under. */
  headingId: string;
  anchorOf: (name: string) => string;
  labelOf: (name: string) => string;
}

const lower = (name: string) => name.toLowerCase();
const same = (name: string) => name;

/** The tables of the 1.x reference, one per part; the anchors are the 3.x scheme's with `next-` after `api-`. */
const NEXT_SECTIONS: NextSection[] = [
  { part: 'cascaderProps', headingId: 'api-next-cascader-props', anchorOf: (name) => `api-next-${lower(name)}`, labelOf: same },
  {
    part: 'semanticParts',
    headingId: 'api-next-semantic',
    anchorOf: (name) => `api-next-part-${lower(name).replace(/\./g, '-')}`,
    labelOf: same,
  },
  { part: 'optionFields', headingId: 'api-next-option', anchorOf: (name) => `api-next-option-${lower(name)}`, labelOf: same },
  {
    part: 'searchFields',
    headingId: 'api-next-showsearch-fields',
    anchorOf: (name) => `api-next-showsearch-${lower(name)}`,
    labelOf: same,
  },
  {
    part: 'fieldNamesFields',
    headingId: 'api-next-fieldnames-fields',
    anchorOf: (name) => `api-next-fieldnames-${lower(name)}`,
    labelOf: same,
  },
  { part: 'panelProps', headingId: 'api-next-cascaderpanel', anchorOf: (name) => `api-next-panel-${lower(name)}`, labelOf: same },
  {
    part: 'statics',
    headingId: 'api-next-static-members',
    anchorOf: (name) => `api-next-${lower(name).replace(/_/g, '-')}`,
    labelOf: (name) => `Cascader.${name}`,
  },
  { part: 'refMembers', headingId: 'api-next-ref', anchorOf: (name) => `api-next-ref-${lower(name)}`, labelOf: same },
];

/**
 * Props the types declare that the 1.x reference leaves out, each with the reason; the note under its
 * Deprecated props table names them.
 */
const EXCLUDED: Record<string, string> = {
  popupPrefixCls: 'Marked @private in Cascader.d.ts: a class prefix for the popup alone, for wrappers such as Ant Design.',
  getInputElement: "Marked @private in @rc-component/select's BaseSelect, which says `components.input` replaces it.",
  getRawInputElement: 'Marked @private in BaseSelect; `components.root` replaces it, and the cascader passes its `children` through it.',
  maxLength: "From @rc-component/select's BaseSelect, which puts it on the input only in a combobox-mode Select.",
  choiceTransitionName: 'From BaseSelect, whose selector drops it from what it renders: nothing reads it.',
  onPopupScroll: "From BaseSelect, but only @rc-component/select's own option list calls it; the cascader's columns never do.",
  showScrollBar: "From BaseSelect, but only @rc-component/select's own option list (a virtual list) reads it.",
};

/** Option fields the types do not declare but the source reads, with the code that reads them. */
const OPTION_FIELDS_READ_BY_SOURCE = [
  { name: 'isLeaf', file: 'lib/utils/commonUtil.js', reads: /option\.isLeaf/ },
  { name: 'title', file: 'lib/OptionList/Column.js', reads: /option\.title/ },
];

const isAria = (member: PackageMember) => member.aria;

function membersToDocument(section: NextSection): string[] {
  if (section.part === 'semanticParts') return [...new Set([...(parts.classNames ?? []), ...(parts.styles ?? [])])];
  const members = pkg[section.part].filter((member) => !(member.name in EXCLUDED));
  return members
    .filter((member) => section.part !== 'cascaderProps' || !isAria(member))
    .map((member) => member.name)
    .concat(section.part === 'optionFields' ? OPTION_FIELDS_READ_BY_SOURCE.map((field) => field.name) : []);
}

/** The anchored rows of the 1.x tables under the heading with the given id (at any depth below it). */
function rowsUnderId(tables: MarkdownTable[], headingId: string): ReferenceRow[] {
  return tables
    .filter((table) => table.headings.some((heading) => heading.endsWith(`{#${headingId}}`)))
    .flatMap((table) => table.rows)
    .filter((row) => row.anchor !== `api-next-${ARIA_ROW.anchor.slice('api-'.length)}`);
}

describe(`the 1.x reference against the installed @rc-component/cascader ${pkg.version}`, () => {
  it('reads the package it means', () => {
    expect(pkg.name).toBe('@rc-component/cascader');
  });

  for (const { file } of PAGES) {
    describe(`docs/${file}`, () => {
      const markdown = readFileSync(join(ROOT, 'docs', file), 'utf8');
      const tables = parseMarkdownTables(markdown).filter(inNextReference);

      it('names the installed major.minor version', () => {
        const [major, minor] = pkg.version.split('.');
        expect(markdown).toContain(`**@rc-component/cascader ${major}.${minor}**`);
      });

      for (const section of NEXT_SECTIONS) {
        describe(`${section.part} (#${section.headingId})`, () => {
          const rows = rowsUnderId(tables, section.headingId);
          const drift = compareSection(section, membersToDocument(section), rows);

          it('has a table', () => {
            expect(rows.length, `no anchored rows under the heading {#${section.headingId}}`).toBeGreaterThan(0);
          });

          it('documents every member the declarations have', () => {
            expect(drift.missing, 'declared by @rc-component/cascader but missing from the tables').toEqual([]);
          });

          it('documents nothing the declarations lack', () => {
            expect(drift.extra, 'documented but not declared by @rc-component/cascader').toEqual([]);
          });

          it('gives every row its anchor, once', () => {
            expect(drift.wrongAnchors).toEqual([]);
            expect(drift.duplicates).toEqual([]);
          });
        });
      }

      it('documents the aria-* props in one row, while the types still accept them', () => {
        expect(pkg.cascaderProps.filter(isAria).map((member) => member.name)).toEqual(expect.arrayContaining(['aria-label']));
        const row = tables.flatMap((table) => table.rows).find((candidate) => candidate.anchor === 'api-next-aria');
        expect(row?.name).toBe(ARIA_ROW.name);
      });

      it('lists under Deprecated props exactly the props the types mark @deprecated, each with its replacement', () => {
        const deprecated = pkg.cascaderProps.filter((member) => member.deprecated !== undefined && !isAria(member));
        const rows = rowsUnderId(tables, 'api-next-deprecated-props');
        expect(rows.map((row) => row.name).sort()).toEqual(deprecated.map((member) => member.name).sort());
        for (const member of deprecated) {
          const replacement = /use\s+`?(\w+)/i.exec(member.deprecated ?? '')?.[1];
          expect(replacement, `the @deprecated tag of ${member.name} names no replacement`).toBeTruthy();
          const row = rows.find((candidate) => candidate.name === member.name);
          expect(row?.cells[1], member.name).toMatch(/^\*\*(Deprecated|已废弃)\*\*/);
          expect(row?.cells[1], member.name).toContain(`\`${replacement}\``);
        }
      });

      it('names every left-out prop, which still exists, under the Deprecated props table', () => {
        const note = markdown.slice(markdown.indexOf('{#api-next-deprecated-props}'), markdown.indexOf('{#api-next-semantic}'));
        const declared = new Set(pkg.cascaderProps.map((member) => member.name));
        for (const [name, reason] of Object.entries(EXCLUDED)) {
          expect(declared.has(name), `excluded ${name} is no longer declared: drop it from the list`).toBe(true);
          expect(reason.length).toBeGreaterThan(20);
          expect(note).toContain(`\`${name}\``);
        }
        const privates = pkg.cascaderProps.filter((member) => member.private).map((member) => member.name);
        expect(privates.filter((name) => !(name in EXCLUDED))).toEqual([]);
      });

      it('documents the same parts for classNames and styles, as the declarations do', () => {
        expect(parts.classNames).toEqual(parts.styles);
        expect(parts.classNames).toEqual(expect.arrayContaining(['input', 'popup.list', 'popup.listItem']));
      });
    });
  }

  it('has the same anchored rows in both locales', () => {
    const anchorsOf = (file: string) =>
      parseMarkdownTables(readFileSync(join(ROOT, 'docs', file), 'utf8'))
        .filter(inNextReference)
        .flatMap((table) => table.rows.map((row) => row.anchor));
    expect(anchorsOf('index.zh-CN.md')).toEqual(anchorsOf('index.md'));
    expect(anchorsOf('index.md').length).toBeGreaterThan(100);
  });

  it('uses anchors that start with api-next-, none of them rc-cascader’s, and no id twice on the page', () => {
    const markdown = readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8');
    const nextAnchors = parseMarkdownTables(markdown)
      .filter(inNextReference)
      .flatMap((table) => table.rows.map((row) => row.anchor));
    expect(nextAnchors.filter((anchor) => !anchor.startsWith('api-next-'))).toEqual([]);
    const ids = anchorIds(markdown);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(OPTION_FIELDS_READ_BY_SOURCE.map((field): [string, (typeof OPTION_FIELDS_READ_BY_SOURCE)[number]] => [field.name, field]))(
    'option field %s is still read by the installed source',
    (_name, field) => {
      expect(readFileSync(join(PACKAGE_DIR, field.file), 'utf8')).toMatch(field.reads);
    },
  );
});

describe('the 1.x reference in the Markdown copies', () => {
  const markdown = siteMarkdown(ROOT, 'https://example.org/docs/');

  for (const { base } of LOCALES) {
    it(`${base === '/' ? '/index.md' : `${base}/index.md`} carries both references, each under its package's heading`, () => {
      const text = markdown.pages.get(base)!.markdown;
      expect(text).toMatch(/^## API$/m);
      expect(text).toMatch(/^## API[:：] ?@rc-component\/cascader 1\.x$/m);
      const copyTables = parseMarkdownTables(text).filter(inNextReference);
      const names = copyTables.flatMap((table) => table.body.map((cells) => cellText(cells[0])));
      const cascaderSection = NEXT_SECTIONS[0];
      for (const name of membersToDocument(cascaderSection)) expect(names, name).toContain(name);
      expect(names).toContain('popup.listItem');
    });
  }
});
