/**
 * How the API reference on the home page is organised: which table documents which part of
 * rc-cascader's types, and the anchor every row carries. Demo pages link to these anchors,
 * so the scheme is fixed: `/#api-<prop in lower case>`, `/#api-option-<field>`, and so on.
 */
import type { ApiMember, ComponentApi } from './component-api';
import type { ReferenceRow } from './reference-tables';

export type ApiPart = Exclude<keyof ComponentApi, 'version'>;

export interface ApiSection {
  /** The part of the component's API the table documents. */
  part: ApiPart;
  /** The `###` heading of the table(s) in docs/index.md. */
  heading: string;
  /** The anchor id of a member's row. */
  anchorOf: (name: string) => string;
  /** How the member is written in the first cell of its row. */
  labelOf: (name: string) => string;
}

const lower = (name: string) => name.toLowerCase();
const same = (name: string) => name;

export const API_SECTIONS: ApiSection[] = [
  { part: 'cascaderProps', heading: 'Cascader props', anchorOf: (name) => `api-${lower(name)}`, labelOf: same },
  { part: 'optionFields', heading: 'Option', anchorOf: (name) => `api-option-${lower(name)}`, labelOf: same },
  { part: 'showSearchFields', heading: 'showSearch', anchorOf: (name) => `api-showsearch-${lower(name)}`, labelOf: same },
  { part: 'fieldNamesFields', heading: 'fieldNames', anchorOf: (name) => `api-fieldnames-${lower(name)}`, labelOf: same },
  { part: 'panelProps', heading: 'Cascader.Panel', anchorOf: (name) => `api-panel-${lower(name)}`, labelOf: same },
  {
    part: 'statics',
    heading: 'Static members',
    // SHOW_PARENT → api-show-parent, Panel → api-panel
    anchorOf: (name) => `api-${lower(name).replace(/_/g, '-')}`,
    labelOf: (name) => `Cascader.${name}`,
  },
  { part: 'refMembers', heading: 'Ref', anchorOf: (name) => `api-ref-${lower(name)}`, labelOf: same },
];

/** The one row that stands for every `aria-*` prop React accepts. */
export const ARIA_ROW = { name: 'aria-*', anchor: 'api-aria' } as const;

/** True for the props that come from React's `AriaAttributes` (aria-label, aria-describedby, …). */
export function isAriaAttribute(member: ApiMember): boolean {
  return member.declaredIn === 'AriaAttributes' && member.name.startsWith('aria-');
}

export interface SectionDrift {
  /** Members the types declare that no row documents. */
  missing: string[];
  /** Rows whose member the types no longer declare. */
  extra: string[];
  /** Rows whose anchor does not follow the scheme for their name. */
  wrongAnchors: { name: string; anchor: string; expected: string }[];
  /** Members documented by more than one row. */
  duplicates: string[];
}

/**
 * Compares the members a section should document (after exclusions) with the rows found
 * under its heading. Rows are matched by the visible name in their first cell.
 */
export function compareSection(section: Pick<ApiSection, 'anchorOf' | 'labelOf'>, expected: string[], rows: ReferenceRow[]): SectionDrift {
  const labelled = new Map(expected.map((name) => [section.labelOf(name), name]));
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.name, (seen.get(row.name) ?? 0) + 1);

  return {
    missing: expected.filter((name) => !seen.has(section.labelOf(name))).sort(),
    extra: rows
      .map((row) => row.name)
      .filter((label) => !labelled.has(label))
      .sort(),
    wrongAnchors: rows
      .filter((row) => labelled.has(row.name))
      .map((row) => ({ name: row.name, anchor: row.anchor, expected: section.anchorOf(labelled.get(row.name)!) }))
      .filter((entry) => entry.anchor !== entry.expected),
    duplicates: [...seen].filter(([, count]) => count > 1).map(([label]) => label),
  };
}

/**
 * The `##` heading of the @rc-component/cascader 1.x reference, in either locale (`## API: @rc-component/cascader 1.x {#api-next}`,
 * `## API：…`); its tables are held to 1.x's declarations (tests/unit/api-reference-next.test.ts), not to rc-cascader's.
 */
const NEXT_API_HEADING = /^API[:：]\s*@rc-component\/cascader\b/;

/** Whether a table sits in the 1.x reference, from the headings it sits under. */
export function inNextReference(table: { headings: string[] }): boolean {
  return table.headings.some((heading) => NEXT_API_HEADING.test(heading));
}
