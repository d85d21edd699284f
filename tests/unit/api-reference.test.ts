/**
 * The API reference on the home page (docs/index.md) against the installed rc-cascader.
 *
 * The props, option fields, showSearch and fieldNames fields, Cascader.Panel props, statics
 * and ref members are read from the package's type declarations with the TypeScript compiler
 * API (src/api/component-api.ts), and the tables are read back from the Markdown by their
 * headings and `id="api-…"` anchors (src/api/reference-tables.ts). Upgrading rc-cascader makes
 * this fail, naming each prop the tables lack and each documented prop that no longer exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SECTIONS, ARIA_ROW, compareSection, inNextReference, isAriaAttribute, type ApiPart } from '../support/api/api-sections';
import { cascaderPackageDir, readComponentApi, type ApiMember } from '../support/api/component-api';
import {
  anchorIds,
  cellText,
  demoLinks,
  parseMarkdownTables,
  rowsUnder,
  type MarkdownTable,
  type ReferenceRow,
} from '../support/api/reference-tables';
import { siteMarkdown } from '../../src/plugins/llms-plugin';
import { inlineMarkdown } from '../../src/plugins/markdown-copies';
import { LOCALES, markdownCopyPath } from '../../src/site';

const ROOT = join(__dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8');
/** Set RC_CASCADER_DIR to the folder of another rc-cascader build to preview an upgrade. */
const PACKAGE_DIR = process.env.RC_CASCADER_DIR || cascaderPackageDir(ROOT);
const api = readComponentApi(PACKAGE_DIR);
// rc-cascader's tables; the @rc-component/cascader 1.x reference on the same page has its own test.
const tables = parseMarkdownTables(DOC).filter((table) => !inNextReference(table));

/**
 * Members the types declare that the reference leaves out on purpose. Only for what is
 * internal to rc-select or rc-cascader, or has no effect on a cascader. Each entry says why;
 * the paragraph under the Deprecated props table names the Cascader props among them.
 */
const EXCLUDED: Partial<Record<ApiPart, Record<string, string>>> = {
  cascaderProps: {
    dropdownPrefixCls: 'Marked @private in Cascader.d.ts: a class prefix for the popup alone, for wrappers such as Ant Design.',
    getInputElement: "Marked @private in rc-select's BaseSelect: swaps the input element, for rc-select's own combobox mode.",
    getRawInputElement: 'Marked @private in BaseSelect, and overwritten by the cascader, which passes its `children` prop through it.',
    maxLength: 'From BaseSelect, but only a combobox-mode Select puts it on its input; the cascader never renders that mode.',
    choiceTransitionName: 'From BaseSelect, which declares it but no longer reads it (rc-select 14): it does nothing.',
    onPopupScroll: "From BaseSelect, but only rc-select's own option list calls it; the cascader's columns never do.",
  },
  statics: {
    displayName: "React's debugging name for the component, set in development builds; not an API.",
  },
};

/**
 * Option fields the types do not declare (`DefaultOptionType` allows any key) but the
 * installed source reads. Each comes with the file and the code that reads it, which must
 * still be there: if rc-cascader stops reading a field, its row has to go.
 */
const OPTION_FIELDS_READ_BY_SOURCE: { name: string; file: string; reads: RegExp }[] = [
  // commonUtil.isLeaf: `option.isLeaf ?? !option[children]?.length`
  { name: 'isLeaf', file: 'lib/utils/commonUtil.js', reads: /option\.isLeaf/ },
  // Column: a string `title` becomes the <li title>, before a string label
  { name: 'title', file: 'lib/OptionList/Column.js', reads: /option\.title/ },
];

/**
 * The demo page that shows each prop, as the demo pages were planned: every row listed here
 * must link to its demo. (Key: row anchor; value: page name under /demo/.)
 */
const DEMO_OF: Record<string, string> = {
  'api-placeholder': 'simple',
  'api-onchange': 'simple',
  'api-allowclear': 'simple',
  'api-options': 'simple',
  'api-showsearch': 'search',
  'api-showsearch-filter': 'search',
  'api-showsearch-render': 'search',
  'api-showsearch-sort': 'search',
  'api-showsearch-limit': 'search',
  'api-showsearch-matchinputwidth': 'search',
  'api-notfoundcontent': 'search',
  'api-checkable': 'multiple',
  'api-showcheckedstrategy': 'multiple',
  'api-show-parent': 'multiple',
  'api-show-child': 'multiple',
  'api-option-disablecheckbox': 'multiple',
  'api-maxtagcount': 'multiple',
  'api-autoclearsearchvalue': 'multiple-search',
  'api-disabled': 'disabled',
  'api-option-disabled': 'disabled',
  'api-expandtrigger': 'hover',
  'api-panel': 'panel',
  'api-direction': 'panel',
  'api-value': 'value',
  'api-defaultvalue': 'default-value',
  'api-expandicon': 'custom-arrow-icon',
  'api-loadingicon': 'custom-arrow-icon',
  'api-suffixicon': 'custom-arrow-icon',
  'api-fieldnames': 'custom-field-name',
  'api-changeonselect': 'change-on-select',
  'api-placement': 'adjust-overflow',
  'api-builtinplacements': 'adjust-overflow',
  'api-dropdownrender': 'dropdown-render',
  'api-loaddata': 'dynamic-options',
  'api-option-isleaf': 'dynamic-options',
  'api-optionrender': 'option-render',
  'api-children': 'text-trigger',
  'api-displayrender': 'text-trigger',
  'api-transitionname': 'animation',
  'api-animation': 'animation',
  'api-open': 'visible',
  'api-onopenchange': 'visible',
  'api-popupvisible': 'visible',
  'api-onpopupvisiblechange': 'visible',
};

/** The demo pages planned for the site (docs/demo/<name>.md), written in parallel with this reference. */
const DEMO_PAGES = [
  'simple',
  'search',
  'multiple',
  'multiple-search',
  'disabled',
  'hover',
  'panel',
  'value',
  'default-value',
  'default-expand-single-option',
  'custom-arrow-icon',
  'custom-field-name',
  'change-on-select',
  'adjust-overflow',
  'dropdown-render',
  'dynamic-options',
  'option-render',
  'text-trigger',
  'animation',
  'rc-form',
  'visible',
  'debug',
];

const apiTables = tables.filter((table) => table.headings.includes('API'));
const allRows = apiTables.flatMap((table) => table.rows);
const rowByAnchor = new Map(allRows.map((row) => [row.anchor, row]));

function membersToDocument(part: ApiPart): string[] {
  const excluded = EXCLUDED[part] ?? {};
  return api[part]
    .filter((member) => !(member.name in excluded))
    .filter((member) => part !== 'cascaderProps' || !isAriaAttribute(member))
    .map((member) => member.name)
    .concat(part === 'optionFields' ? OPTION_FIELDS_READ_BY_SOURCE.map((field) => field.name) : []);
}

describe(`the API reference against the installed rc-cascader ${api.version}`, () => {
  it('says which version it documents', () => {
    const [major, minor] = api.version.split('.');
    expect(DOC, 'the API introduction should name the installed major.minor version').toContain(`rc-cascader ${major}.${minor}`);
  });

  for (const section of API_SECTIONS) {
    describe(`${section.heading} (${section.part})`, () => {
      const rows = rowsUnder(tables, section.heading).filter(
        (row) => !(section.part === 'cascaderProps' && row.anchor === ARIA_ROW.anchor),
      );
      const drift = compareSection(section, membersToDocument(section.part), rows);

      it('has a table', () => {
        expect(rows.length, `no anchored rows under "### ${section.heading}"`).toBeGreaterThan(0);
      });

      it('documents every member the types declare', () => {
        expect(drift.missing, 'declared by the types but missing from the tables').toEqual([]);
      });

      it('documents nothing the types no longer declare', () => {
        expect(drift.extra, 'documented but no longer in the types').toEqual([]);
      });

      it('gives every row the anchor of its scheme, once', () => {
        expect(drift.wrongAnchors).toEqual([]);
        expect(drift.duplicates).toEqual([]);
      });
    });
  }

  describe('ARIA attributes', () => {
    const aria = api.cascaderProps.filter(isAriaAttribute);

    it('are still accepted by the types, so the single aria-* row is still true', () => {
      expect(aria.length).toBeGreaterThan(10);
      expect(aria.map((member) => member.name)).toEqual(expect.arrayContaining(['aria-label', 'aria-labelledby']));
    });

    it('are documented by one aria-* row', () => {
      const row = rowsUnder(tables, 'Cascader props').find((candidate) => candidate.anchor === ARIA_ROW.anchor);
      expect(row?.name).toBe(ARIA_ROW.name);
    });
  });

  describe('the exclusion list', () => {
    for (const [part, entries] of Object.entries(EXCLUDED) as [ApiPart, Record<string, string>][]) {
      it(`names only ${part} that still exist, each with a reason, none of them documented in a row`, () => {
        const declared = new Set(api[part].map((member) => member.name));
        const documented = new Set(rowsUnder(tables, API_SECTIONS.find((s) => s.part === part)!.heading).map((r) => r.name));
        for (const [name, reason] of Object.entries(entries)) {
          expect(declared.has(name), `excluded ${name} is no longer in the types: drop it from the list`).toBe(true);
          expect(reason.length, `the exclusion of ${name} needs a reason`).toBeGreaterThan(20);
          expect(documented.has(name), `${name} is excluded and documented at once`).toBe(false);
        }
      });
    }

    it('covers every member the types mark @private', () => {
      const privates = API_SECTIONS.flatMap((section) =>
        api[section.part].filter((member) => member.private).map((member) => `${section.part}.${member.name}`),
      );
      const excluded = Object.entries(EXCLUDED).flatMap(([part, entries]) => Object.keys(entries).map((name) => `${part}.${name}`));
      expect(privates.filter((name) => !excluded.includes(name))).toEqual([]);
    });

    it('is explained to readers under the Deprecated props table', () => {
      const note = DOC.slice(DOC.indexOf('#### Deprecated props'), DOC.indexOf('\n### Option\n'));
      expect(note.length).toBeGreaterThan(100);
      for (const name of Object.keys(EXCLUDED.cascaderProps ?? {})) expect(note).toContain(`\`${name}\``);
    });
  });

  describe('deprecated props', () => {
    const deprecated = api.cascaderProps.filter((member) => member.deprecated !== undefined && !isAriaAttribute(member));
    const deprecatedTable = apiTables.filter((table) => table.headings.at(-1) === 'Deprecated props');
    const deprecatedRows = deprecatedTable.flatMap((table) => table.rows);

    it('are exactly the props the types mark @deprecated', () => {
      expect(deprecatedRows.map((row) => row.name).sort()).toEqual(deprecated.map((member) => member.name).sort());
    });

    it.each(deprecated.map((member): [string, ApiMember] => [member.name, member]))(
      '%s is marked deprecated, with its replacement',
      (name, member) => {
        const row = deprecatedRows.find((candidate) => candidate.name === name);
        expect(row?.cells[1], `${name} has no row under Deprecated props`).toMatch(/^\*\*Deprecated\*\*/);
        const replacement = /`(\w+)`/.exec(member.deprecated ?? '')?.[1];
        expect(replacement, `the @deprecated tag of ${name} names no replacement`).toBeTruthy();
        expect(row?.cells[1]).toContain(`\`${replacement}\``);
      },
    );
  });

  describe('option fields the source reads', () => {
    it.each(OPTION_FIELDS_READ_BY_SOURCE.map((field): [string, (typeof OPTION_FIELDS_READ_BY_SOURCE)[number]] => [field.name, field]))(
      '%s is still read by the installed source',
      (_name, field) => {
        expect(readFileSync(join(PACKAGE_DIR, field.file), 'utf8')).toMatch(field.reads);
      },
    );

    it('do not include `loading`, which the reference says 3.x ignores', () => {
      const sources = walkJs(join(PACKAGE_DIR, 'lib'));
      const readers = sources.filter((file) => /\.loading\b/.test(readFileSync(file, 'utf8')));
      expect(readers, 'rc-cascader reads `.loading` again: revise the note at #api-option-loading').toEqual([]);
      expect(anchorIds(DOC)).toContain('api-option-loading');
    });
  });
});

describe('the API tables', () => {
  // The Version cells are checked against each release's declarations in changelog.test.ts.
  it('all use the columns Property | Description | Type | Default | Version, one anchored row per line', () => {
    const referenceTables = apiTables;
    expect(referenceTables.length).toBeGreaterThanOrEqual(API_SECTIONS.length);
    for (const table of referenceTables) {
      expect(table.header, `table at line ${table.line}`).toEqual(['Property', 'Description', 'Type', 'Default', 'Version']);
      for (const [index, cells] of table.body.entries()) {
        expect(cells, `row ${index + 1} of the table at line ${table.line}`).toHaveLength(5);
      }
      expect(table.rows, `every row of the table at line ${table.line} has an anchor`).toHaveLength(table.body.length);
    }
  });

  it('use each anchor once in the whole page', () => {
    const ids = anchorIds(DOC);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(Object.entries(DEMO_OF))('%s links to the demo that shows it (/demo/%s)', (anchor, page) => {
    const row = rowByAnchor.get(anchor);
    expect(row, `no row with id="${anchor}"`).toBeDefined();
    expect(demoLinks(row!.cells[1])).toContain(page);
  });

  it('link only to demo pages the site has or plans', () => {
    const written = readdirSync(join(ROOT, 'docs', 'demo')).map((file) => file.replace(/\.md$/, ''));
    const pages = new Set([...DEMO_PAGES, ...written]);
    expect(demoLinks(DOC).filter((page) => !pages.has(page))).toEqual([]);
  });
});

/**
 * The API reference as assistants read it: the Markdown copy of the home page (`/index.md`,
 * src/plugins/markdown-copies.ts) and llms-full.txt, where the row anchors are gone. Rows are found by
 * the name in their first cell, under the same headings as in docs/index.md.
 */
describe('the API reference in Markdown (the copies of the home page, llms-full.txt)', () => {
  const SITE = 'https://example.org/docs/';
  const markdown = siteMarkdown(ROOT, SITE);
  const sourceOf = (locale: string) =>
    readFileSync(join(ROOT, 'docs', locale === LOCALES[0].id ? 'index.md' : `index.${locale}.md`), 'utf8');
  /** The body rows of a table as reference rows, named by their first cell. */
  const namedRows = (tables: MarkdownTable[], heading: string): ReferenceRow[] =>
    tables
      .filter((table) => table.headings.includes(heading) && !inNextReference(table) && table.header[0] !== undefined)
      .flatMap((table) =>
        table.body.map((cells, index) => ({ anchor: '', name: cellText(cells[0]), cells, line: table.line + 2 + index })),
      );
  const documented = API_SECTIONS.flatMap((section) => membersToDocument(section.part).map((name) => `${section.heading}: ${name}`));

  const documents = [
    ...LOCALES.map(({ id, base }) => ({ name: markdownCopyPath(base), locale: id, text: markdown.pages.get(base)!.markdown })),
    { name: '/llms-full.txt', locale: LOCALES[0].id, text: markdown.llms.get('/llms-full.txt')! },
  ];

  for (const { name, locale, text } of documents) {
    describe(name, () => {
      const copyTables = parseMarkdownTables(text);
      const english = locale === LOCALES[0].id;

      // The Chinese headings are translated; the drift test proper reads the English page.
      if (english)
        it(`documents all ${documented.length} members the types declare (props, fields, statics, ref methods)`, () => {
          const missing: string[] = [];
          for (const section of API_SECTIONS) {
            const rows = namedRows(copyTables, section.heading).filter((row) => row.name !== ARIA_ROW.name);
            const drift = compareSection(section, membersToDocument(section.part), rows);
            missing.push(...drift.missing.map((member) => `${section.heading}: ${member}`), ...drift.extra.map((row) => `extra ${row}`));
          }
          expect(missing, `missing from the API tables of ${name}`).toEqual([]);
        });

      it('holds every anchored row of the page, each cell as the page writes it (links absolute, no HTML)', () => {
        const expected = parseMarkdownTables(sourceOf(locale))
          .flatMap((table) => table.rows)
          .map((row) =>
            row.cells.map((cell) =>
              inlineMarkdown(cell.replace(/<span id="[^"]*">(`[^`]+`)<\/span>/g, '$1'), english ? '/' : '/zh-CN', SITE),
            ),
          );
        const actual = copyTables.flatMap((table) => table.body);
        expect(expected.length).toBeGreaterThan(100);
        const missing = expected.filter((cells) => !actual.some((row) => row.join('|') === cells.join('|')));
        expect(
          missing.map((cells) => cells[0]),
          `rows of the page missing from ${name}`,
        ).toEqual([]);
        expect(
          actual.flat().filter((cell) => /<\/?[a-z]+[\s>]/.test(cell.replace(/`[^`]*`/g, ''))),
          'HTML left in a cell',
        ).toEqual([]);
      });
    });
  }
});

function walkJs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walkJs(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}
