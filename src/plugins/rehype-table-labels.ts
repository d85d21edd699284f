/**
 * A rehype plugin: writes each table cell's column heading into the cell, as `data-label`.
 *
 * Below a width, a table is laid out as a list of blocks, one per row, each cell under its column's
 * name (`.dumi/theme/builtins/Table.less`): CSS cannot read another element's text, so the name
 * comes with the cell, written at build time from the table's own header row. It is the page's text,
 * so the labels are in the page's language ("Type", "类型"), and there is one copy of the table.
 *
 * A table whose every body row is anchored in its first cell (`<span id="api-loaddata">`) is an API
 * reference table: it gets the class `site-api-table`, and its blocks set their short cells (type,
 * default, version) as label and value on one line.
 *
 * The page's texts are unchanged, so the search and the Markdown copies read what they read before.
 * Registered in `.dumirc.ts` through dumi's `extraRehypePlugins`, after dumi's text step.
 */
import type { HastNode, PageText } from '../search/node/rehype-search-texts';

/** The class of an API reference table. */
export const API_TABLE_CLASS = 'site-api-table';

/** The prefix of the row anchors of the API reference (`#api-loaddata`). */
const API_ANCHOR = /^api-/;

const isElement = (node: HastNode, ...tags: string[]) => node.type === 'element' && tags.includes(node.tagName ?? '');

const elementsOf = (node: HastNode, ...tags: string[]) => (node.children ?? []).filter((child) => isElement(child, ...tags));

/** A node's text: dumi's text step moves a text's value into `texts` and leaves its index in the node. */
function textOf(node: HastNode, texts: readonly PageText[]): string {
  if (node.type === 'text') {
    const index = node.data?.expression?.object?.property?.value;
    if (typeof index === 'number') return texts[index]?.value ?? '';
    const { value } = node as HastNode & { value?: unknown };
    return typeof value === 'string' ? value : '';
  }
  return (node.children ?? []).map((child) => textOf(child, texts)).join('');
}

function hasId(node: HastNode, pattern: RegExp): boolean {
  const id = node.properties?.id;
  if (typeof id === 'string' && pattern.test(id)) return true;
  return (node.children ?? []).some((child) => hasId(child, pattern));
}

/** The rows of a table, in its head, body and foot, or directly inside it. */
function rowsOf(table: HastNode): HastNode[] {
  return (table.children ?? []).flatMap((child) =>
    isElement(child, 'tr') ? [child] : isElement(child, 'thead', 'tbody', 'tfoot') ? elementsOf(child, 'tr') : [],
  );
}

/** Labels the cells of one table (see above). */
function labelTable(table: HastNode, texts: readonly PageText[] = []): void {
  const rows = rowsOf(table);
  const header = rows.find((row) => {
    const cells = elementsOf(row, 'td', 'th');
    return cells.length > 0 && cells.every((cell) => isElement(cell, 'th'));
  });
  if (!header) return;
  const labels = elementsOf(header, 'th').map((cell) => textOf(cell, texts).replace(/\s+/g, ' ').trim());
  const body = rows.filter((row) => row !== header);
  for (const row of body) {
    elementsOf(row, 'td', 'th').forEach((cell, index) => {
      const label = labels[index];
      if (label) cell.properties = { ...cell.properties, dataLabel: label };
    });
  }
  const anchored =
    body.length > 0 &&
    body.every((row) => {
      const first = elementsOf(row, 'td', 'th')[0];
      return first !== undefined && hasId(first, API_ANCHOR);
    });
  if (anchored) {
    const previous = table.properties?.className;
    const classes = Array.isArray(previous) ? previous : typeof previous === 'string' ? previous.split(/\s+/) : [];
    table.properties = { ...table.properties, className: [...classes, API_TABLE_CLASS] };
  }
}

/** Labels every table of a page (dumi renames `<table>` to its `Table` builtin before this runs). */
export function labelTables(tree: HastNode, texts: readonly PageText[] = []): void {
  if (isElement(tree, 'table', 'Table')) labelTable(tree, texts);
  for (const child of tree.children ?? []) labelTables(child, texts);
}

/** The plugin, for `extraRehypePlugins`. */
export default function rehypeTableLabels() {
  return (tree: HastNode, file: { data: { texts?: PageText[] } }): void => {
    labelTables(tree, file.data.texts ?? []);
  };
}
