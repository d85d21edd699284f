/** Unit tests of the helpers behind the API reference test (src/api/). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_SECTIONS, compareSection } from '../support/api/api-sections';
import { readComponentApi } from '../support/api/component-api';
import { anchorIds, apiLinks, cellText, demoLinks, parseMarkdownTables, rowsUnder, splitCells } from '../support/api/reference-tables';

describe('splitCells', () => {
  it('splits on pipes, trims, and keeps escaped pipes inside a cell', () => {
    expect(splitCells("| `a` | one \\| two | `'x' \\| 'y'` |")).toEqual(['`a`', 'one | two', "`'x' | 'y'`"]);
  });

  it('accepts rows without outer pipes', () => {
    expect(splitCells('a | b')).toEqual(['a', 'b']);
  });
});

describe('cellText', () => {
  it('keeps the visible text of tags, links and code', () => {
    expect(cellText('<span id="api-x">`showSearch`</span>')).toBe('showSearch');
    expect(cellText('See [the demo](/demo/search).')).toBe('See the demo.');
  });
});

describe('parseMarkdownTables', () => {
  const markdown = [
    '## API',
    '',
    '### Cascader props',
    '',
    '#### Search',
    '',
    '| Property | Description |',
    '| --- | --- |',
    '| <span id="api-showsearch">`showSearch`</span> | Filters. [Demo](/demo/search) |',
    '| no anchor | plain |',
    '',
    '### Option',
    '',
    '```md',
    '| Property | Description |',
    '| --- | --- |',
    '| <span id="api-in-code">`x`</span> | inside a fence |',
    '```',
    '',
    '| Property | Description |',
    '|:---|---:|',
    '| <a id="api-option-value" href="#api-option-value">`value`</a> | The value. |',
  ].join('\n');
  const tables = parseMarkdownTables(markdown);

  it('finds each table with the headings above it, skipping fenced code', () => {
    expect(tables.map((table) => table.headings)).toEqual([
      ['API', 'Cascader props', 'Search'],
      ['API', 'Option'],
    ]);
    expect(tables[0].header).toEqual(['Property', 'Description']);
    expect(tables[0].body).toHaveLength(2);
  });

  it('reads the anchor and name of each anchored row, with its line', () => {
    expect(tables[0].rows).toEqual([
      {
        anchor: 'api-showsearch',
        name: 'showSearch',
        cells: ['<span id="api-showsearch">`showSearch`</span>', 'Filters. [Demo](/demo/search)'],
        line: 9,
      },
    ]);
    expect(tables[1].rows.map((row) => [row.anchor, row.name])).toEqual([['api-option-value', 'value']]);
  });

  it('collects the rows under a heading at any depth', () => {
    expect(rowsUnder(tables, 'Cascader props').map((row) => row.name)).toEqual(['showSearch']);
    expect(rowsUnder(tables, 'API')).toHaveLength(2);
  });

  it('lists anchor ids outside code, and the API and demo links of a page', () => {
    expect(anchorIds(markdown)).toEqual(['api-showsearch', 'api-option-value']);
    expect(apiLinks('[a](/#api-options) and [b](#api-value) and [c](/#api-options) <a href="/#api-open">')).toEqual([
      'api-options',
      'api-value',
      'api-open',
    ]);
    expect(demoLinks('[Demo](/demo/search), [x](/demo/search), [y](/demo/panel)')).toEqual(['search', 'panel']);
  });
});

describe('compareSection', () => {
  const section = API_SECTIONS.find((candidate) => candidate.part === 'statics')!;
  const row = (anchor: string, name: string) => ({ anchor, name, cells: [], line: 1 });

  it('reports missing, extra, misanchored and duplicated members', () => {
    const drift = compareSection(
      section,
      ['SHOW_PARENT', 'SHOW_CHILD', 'Panel'],
      [
        row('api-show-parent', 'Cascader.SHOW_PARENT'),
        row('api-showchild', 'Cascader.SHOW_CHILD'),
        row('api-show-child', 'Cascader.SHOW_CHILD'),
        row('api-removed', 'Cascader.Removed'),
      ],
    );
    expect(drift).toEqual({
      missing: ['Panel'],
      extra: ['Cascader.Removed'],
      wrongAnchors: [{ name: 'Cascader.SHOW_CHILD', anchor: 'api-showchild', expected: 'api-show-child' }],
      duplicates: ['Cascader.SHOW_CHILD'],
    });
  });

  it('gives each part its anchor scheme', () => {
    const anchor = (part: string, name: string) => API_SECTIONS.find((s) => s.part === part)!.anchorOf(name);
    expect(anchor('cascaderProps', 'showSearch')).toBe('api-showsearch');
    expect(anchor('optionFields', 'disableCheckbox')).toBe('api-option-disablecheckbox');
    expect(anchor('showSearchFields', 'matchInputWidth')).toBe('api-showsearch-matchinputwidth');
    expect(anchor('fieldNamesFields', 'label')).toBe('api-fieldnames-label');
    expect(anchor('panelProps', 'onChange')).toBe('api-panel-onchange');
    expect(anchor('statics', 'SHOW_PARENT')).toBe('api-show-parent');
    expect(anchor('statics', 'Panel')).toBe('api-panel');
    expect(anchor('refMembers', 'focus')).toBe('api-ref-focus');
  });
});

describe('readComponentApi', () => {
  // A tiny stand-in for the package, shaped like rc-cascader's declarations.
  const dir = mkdtempSync(join(tmpdir(), 'fake-cascader-'));
  mkdirSync(join(dir, 'lib'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'rc-cascader', version: '9.8.7' }));
  writeFileSync(
    join(dir, 'lib', 'Cascader.d.ts'),
    `interface BaseSelect {
  className?: string;
  style?: object;
  /** @private Internal usage. */
  secret?: () => void;
  'aria-label'?: string;
}
export interface BaseOptionType { value?: string; label?: string; children?: BaseOptionType[] }
export interface ShowSearchType { limit?: number | false }
export interface FieldNames { label?: string; value?: string }
interface BaseCascaderProps extends Omit<BaseSelect, 'style'> {
  /** @deprecated Use \`open\` instead */
  popupVisible?: boolean;
  open?: boolean;
}
export interface CascaderProps extends BaseCascaderProps { value?: string[] }
export type CascaderRef = { focus: () => void; blur: () => void };
declare const Cascader: ((props: CascaderProps) => null) & { SHOW_PARENT: 'SHOW_PARENT'; displayName?: string };
export default Cascader;
`,
  );
  writeFileSync(
    join(dir, 'lib', 'Panel.d.ts'),
    `import type { CascaderProps } from './Cascader';
export type PanelProps = Pick<CascaderProps, 'value' | 'className'>;
export default function Panel(props: PanelProps): null;
`,
  );
  writeFileSync(join(dir, 'lib', 'index.d.ts'), `import Cascader from './Cascader';\nexport default Cascader;\n`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const api = readComponentApi(dir);
  const names = (members: { name: string }[]) => members.map((member) => member.name);

  it('lists inherited props through Omit, with their tags and declaring interface', () => {
    expect(api.version).toBe('9.8.7');
    expect(names(api.cascaderProps)).toEqual(['aria-label', 'className', 'open', 'popupVisible', 'secret', 'value']);
    const byName = new Map(api.cascaderProps.map((member) => [member.name, member]));
    expect(byName.get('secret')).toMatchObject({ private: true, declaredIn: 'BaseSelect', optional: true });
    expect(byName.get('popupVisible')).toMatchObject({ deprecated: 'Use `open` instead', declaredIn: 'BaseCascaderProps' });
    expect(byName.get('open')?.deprecated).toBeUndefined();
  });

  it('lists the option, search, fieldNames, panel, static and ref members', () => {
    expect(names(api.optionFields)).toEqual(['children', 'label', 'value']);
    expect(names(api.showSearchFields)).toEqual(['limit']);
    expect(names(api.fieldNamesFields)).toEqual(['label', 'value']);
    expect(names(api.panelProps)).toEqual(['className', 'value']);
    expect(names(api.statics)).toEqual(['displayName', 'SHOW_PARENT']);
    expect(names(api.refMembers)).toEqual(['blur', 'focus']);
  });
});
