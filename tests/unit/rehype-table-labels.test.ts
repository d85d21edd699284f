import { describe, expect, it } from 'vitest';
import { element, text } from '../support/hast';
import type { HastNode, PageText } from '../../src/search/node/rehype-search-texts';
import { API_TABLE_CLASS, labelTables } from '../../src/plugins/rehype-table-labels';

const texts = (...values: string[]): PageText[] => values.map((value, paraId) => ({ value, paraId }));
const cellsOf = (row: HastNode) => row.children!.map((cell) => cell.properties?.dataLabel);

describe('labelTables (the rehype plugin)', () => {
  it("writes each body cell's column heading into it, from the page's texts", () => {
    const rows = [
      element('tr', [
        element('td', [element('span', [element('code', [text(3)])], { id: 'api-value' })]),
        element('td', [text(4)]),
        element('td', []),
      ]),
      element('tr', [
        element('td', [element('span', [text(5)], { id: 'api-options' })]),
        element('td', [text(6)]),
        element('td', [text(7)]),
      ]),
    ];
    const table = element('Table', [
      element('thead', [
        element('tr', [
          element('th', [text(0)]),
          element('th', [text(1)]),
          element('th', [element('code', [text(2)]), { type: 'text', value: ' 1.x' } as HastNode]),
        ]),
      ]),
      element('tbody', rows),
    ]);
    labelTables(
      element('root', [element('p', [text(8)]), table]),
      texts('属性', ' Description ', 'rc-cascader', 'value', '…', 'options', '…', '[]', 'prose'),
    );
    expect(cellsOf(rows[0])).toEqual(['属性', 'Description', 'rc-cascader 1.x']);
    expect(cellsOf(rows[1])).toEqual(['属性', 'Description', 'rc-cascader 1.x']);
    // Every row anchored in its first cell: the API reference's own layout.
    expect(table.properties?.className).toEqual([API_TABLE_CLASS]);
    // The header cells are not labelled, and the texts themselves are left alone.
    expect(table.children![0].children![0].children!.map((cell) => cell.properties?.dataLabel)).toEqual([undefined, undefined, undefined]);
  });

  it('leaves a table without a header row alone, and a table with an unanchored row unmarked', () => {
    const lone = element('tr', [element('td', [text(0)])]);
    const headless = element('table', [element('tbody', [lone])]);
    const mixed = element('table', [
      element('thead', [element('tr', [element('th', [text(0)])])]),
      element('tbody', [
        element('tr', [element('td', [element('span', [text(1)], { id: 'api-a' })])]),
        element('tr', [element('td', [text(1)])]),
      ]),
    ]);
    labelTables(element('root', [headless, mixed]), texts('Key', 'x'));
    expect(lone.children![0].properties?.dataLabel).toBeUndefined();
    expect(mixed.properties?.className).toBeUndefined();
    expect(cellsOf(mixed.children![1].children![1])).toEqual(['Key']);
  });
});
