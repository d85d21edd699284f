/**
 * A rehype plugin: tells the site search where the blocks and table rows of a page's text begin.
 *
 * dumi keeps every text of a Markdown page in a list (`texts`, each `{ value, paraId, tocIndex }`),
 * which the page renders and its search indexes, one paragraph per `paraId`. dumi gives a whole
 * list, or a whole table, one `paraId`, and a link its own: so the search read "…the option
 * objectDemo" with the link's words missing and every cell of a table run together ("Type Default
 * Version" as "TypeDefaultVersionshowSearchLets…").
 *
 * After dumi's own text step (`rehypeText`), this plugin renumbers the `paraId` of each text to its
 * block: a paragraph, a list item, a table cell, a definition or a quote; the inline elements inside
 * (links, code, emphasis) join the block they are in. A text in no such block keeps dumi's number.
 * And it marks the first text of each table row with the row's length in texts (`row`), a header
 * row with `head: 1`, and a row whose first cell holds an anchor (`<span id="api-loaddata">`) with
 * that id (`anchor`): ./search-index.ts turns each anchored row into an entry of its
 * own and each other row into one line, its cells separated. A text inside a heading (dumi lists
 * a heading's inline code, and files it under no heading, before the page's first paragraph) is
 * marked `heading: 1`, for the search to leave out: the heading is in the page's toc.
 *
 * The values, and so the rendered page, are unchanged; only the search reads these fields.
 * Registered in `.dumirc.ts` through dumi's `extraRehypePlugins`, which run after dumi's own.
 */

/** The HTML syntax tree, as far as this plugin reads it (hast, after dumi's steps). */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: { expression?: { object?: { property?: { value?: unknown } } } };
}

/** One text of the page, as dumi lists it, with the fields this plugin adds. */
export interface PageText {
  value: string;
  paraId: number;
  tocIndex?: number;
  /** On the first text of a table row: how many texts the row has. */
  row?: number;
  /** With `row`: the row is the table's header. */
  head?: 1;
  /** With `row`: the id of the anchor in the row's first cell. */
  anchor?: string;
  /** The text is inside a heading (the inline code of `## Limitation: \`loadData\``), already in the toc. */
  heading?: 1;
}

/** The elements a text belongs to as a block of its own, for the search. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'figcaption', 'caption']);

/** The index in `texts` of a text node, as dumi's text step wrote it into the node. */
export function textIndex(node: HastNode): number | undefined {
  const value = node.data?.expression?.object?.property?.value;
  return typeof value === 'number' ? value : undefined;
}

function textsIn(node: HastNode, found: number[] = []): number[] {
  if (node.type === 'text') {
    const index = textIndex(node);
    if (index !== undefined) found.push(index);
  }
  for (const child of node.children ?? []) textsIn(child, found);
  return found;
}

function firstId(node: HastNode): string | undefined {
  const id = node.properties?.id;
  if (typeof id === 'string' && id) return id;
  for (const child of node.children ?? []) {
    const inner = firstId(child);
    if (inner) return inner;
  }
  return undefined;
}

const cellsOf = (row: HastNode) =>
  (row.children ?? []).filter((child) => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'));

/** Renumbers the texts' paragraphs by block and marks the table rows (see above); returns `texts`. */
export function markSearchTexts(tree: HastNode, texts: PageText[]): PageText[] {
  let nextParaId = texts.reduce((max, text) => Math.max(max, text.paraId), -1) + 1;
  const walk = (node: HastNode, block: HastNode | undefined, blockIds: Map<HastNode, number>, inHeading = false) => {
    const inBlock = node.type === 'element' && BLOCKS.has(node.tagName ?? '') ? node : block;
    const heading = inHeading || (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? ''));
    if (node.type === 'text' && heading) {
      const index = textIndex(node);
      if (index !== undefined && texts[index]) texts[index].heading = 1;
    } else if (node.type === 'text' && inBlock) {
      const index = textIndex(node);
      if (index !== undefined && texts[index]) {
        let id = blockIds.get(inBlock);
        if (id === undefined) {
          id = nextParaId++;
          blockIds.set(inBlock, id);
        }
        texts[index].paraId = id;
      }
    }
    if (node.type === 'element' && node.tagName === 'tr') {
      const rowTexts = textsIn(node);
      const first = texts[rowTexts[0]];
      if (first) {
        first.row = rowTexts.length;
        const cells = cellsOf(node);
        if (cells.length > 0 && cells.every((cell) => cell.tagName === 'th')) first.head = 1;
        else if (cells[0]) {
          const anchor = firstId(cells[0]);
          if (anchor) first.anchor = anchor;
        }
      }
    }
    for (const child of node.children ?? []) walk(child, inBlock, blockIds, heading);
  };
  walk(tree, undefined, new Map());
  return texts;
}

/** The plugin, for `extraRehypePlugins`. */
export default function rehypeSearchTexts() {
  return (tree: HastNode, file: { data: { texts?: PageText[] } }): void => {
    if (file.data.texts) markSearchTexts(tree, file.data.texts);
  };
}
