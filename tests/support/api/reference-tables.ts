/**
 * Reads the API reference back out of the Markdown it is written in (docs/index.md), so
 * that tests can compare it with the installed component. Plain string work, no Markdown
 * library: the reference sticks to GitHub-flavoured tables, one row per line.
 */

/** One row of a Markdown table whose first cell carries an `id="…"` anchor. */
export interface ReferenceRow {
  /** The anchor id, e.g. `api-showsearch`. */
  anchor: string;
  /** The visible text of the first cell, tags and backticks removed, e.g. `showSearch`. */
  name: string;
  /** Every cell of the row, as written (pipes unescaped, whitespace trimmed). */
  cells: string[];
  /** 1-based line number in the Markdown source. */
  line: number;
}

export interface MarkdownTable {
  /** The headings the table sits under, outermost first, e.g. `['API', 'Cascader props', 'Search']`. */
  headings: string[];
  /** The header row's cells. */
  header: string[];
  /** All body rows, as their cells. */
  body: string[][];
  /** The body rows that carry an anchor in their first cell. */
  rows: ReferenceRow[];
  /** 1-based line number of the header row. */
  line: number;
}

const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const ANCHOR = /\bid="([^"]+)"/;

/** Splits a table row into cells on unescaped pipes, as GitHub-flavoured Markdown does. */
export function splitCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

/** The visible text of a cell: HTML tags, Markdown links' targets and backticks removed. */
export function cellText(cell: string): string {
  return cell
    .replace(/<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();
}

/** Every table in the document, with the headings it sits under. Fenced code is skipped. */
export function parseMarkdownTables(markdown: string): MarkdownTable[] {
  const lines = markdown.split('\n');
  const tables: MarkdownTable[] = [];
  const headingStack: { level: number; text: string }[] = [];
  let inFence = false;

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;

    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      while (headingStack.length && headingStack[headingStack.length - 1].level >= level) headingStack.pop();
      headingStack.push({ level, text: cellText(heading[2]) });
      continue;
    }

    if (line.trim().startsWith('|') && DELIMITER_ROW.test(lines[index + 1] ?? '')) {
      const table: MarkdownTable = {
        headings: headingStack.map((entry) => entry.text),
        header: splitCells(line),
        body: [],
        rows: [],
        line: index + 1,
      };
      index += 2;
      while (index < lines.length && lines[index].trim().startsWith('|')) {
        const cells = splitCells(lines[index]);
        table.body.push(cells);
        const anchor = ANCHOR.exec(cells[0] ?? '');
        if (anchor) table.rows.push({ anchor: anchor[1], name: cellText(cells[0]), cells, line: index + 1 });
        index += 1;
      }
      index -= 1;
      tables.push(table);
    }
  }
  return tables;
}

/** The anchored rows of every table under the given heading (at any depth below it). */
export function rowsUnder(tables: MarkdownTable[], heading: string): ReferenceRow[] {
  return tables.filter((table) => table.headings.includes(heading)).flatMap((table) => table.rows);
}

/** Every `id="…"` in the document outside fenced code, in order (duplicates kept). */
export function anchorIds(markdown: string): string[] {
  let inFence = false;
  const ids: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    for (const match of line.matchAll(/\bid="([^"]+)"/g)) ids.push(match[1]);
  }
  return ids;
}

/** The `#api-…` anchors a page links to on the home page (`/#api-x` or `#api-x`), deduplicated. */
export function apiLinks(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/(?:\]\(|href=")\/?#(api-[a-z0-9-]+)/g)) found.add(match[1]);
  return [...found];
}

/** The `/demo/<name>` pages a piece of Markdown links to, deduplicated. */
export function demoLinks(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/(?:\]\(|href=")\/demo\/([a-z0-9-]+)/g)) found.add(match[1]);
  return [...found];
}
