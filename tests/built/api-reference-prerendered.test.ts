/**
 * The API reference on the home page is in the HTML the build wrote, before any script: every row of
 * the tables in docs/index.md with its anchor. That a demo page's link lands on its row, and what the
 * keyboard table says, is checked in the browser (tests/e2e/api/).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseMarkdownTables } from '../support/api/reference-tables';
import { builtPage } from '../support/built-html';
import { ROOT } from '../support/site';

const API_ROWS = parseMarkdownTables(readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8'))
  .filter((table) => table.headings.includes('API'))
  .flatMap((table) => table.rows);

test('the API reference on / is in the prerendered HTML, every row with its anchor', () => {
  const { html } = builtPage('/');
  expect(API_ROWS.length).toBeGreaterThan(100);
  const missing = API_ROWS.filter((row) => !html.includes(`id="${row.anchor}"`)).map((row) => row.anchor);
  expect(missing, 'rows whose anchor is not in the prerendered HTML').toEqual([]);
  for (const text of ['Property', 'Description', 'Default', 'Version', 'showCheckedStrategy', 'SHOW_PARENT']) {
    expect(html).toContain(text);
  }
});
