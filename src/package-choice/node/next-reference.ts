/**
 * The @rc-component/cascader 1.x API reference (`## API: … {#api-next}` on the home page, in each locale)
 * loads with its line, not with the page: in the browser's bundle a page holds
 * `<NextApiReference page="…">` in its place (.dumi/theme/builtins/NextApiReference.tsx), and the
 * section is a Markdown file of its own in umi's temporary folder, which dumi compiles like any page and
 * webpack puts in a chunk of its own. The prerender (the server's bundle) renders the page whole, so
 * the HTML, the search index, the Markdown copies and the page's list of sections keep every 1.x row.
 * Hydration keeps the prerendered section as it is; the chunk loads when 1.x is chosen.
 */
import { NEXT_PACKAGE } from '../../converter/packages';
import { parseMarkdown } from '../../plugins/markdown-syntax.js';
import { NEXT_ANCHOR } from '../sections';

/** The builtin component that stands for the section in the browser's bundle. */
export const NEXT_REFERENCE_TAG = 'NextApiReference';

/** The heading that opens the section: `## API: @rc-component/cascader 1.x {#api-next}`. */
const OPENS_SECTION = new RegExp(`^##\\s.*\\{#${NEXT_ANCHOR}\\}\\s*$`);

/** A page's Markdown cut around its 1.x reference: the lines before it, the section's, and those after. */
export interface CutPage {
  before: string;
  section: string;
  after: string;
}

/**
 * Cuts a page's Markdown around the section that the 1.x reference's heading opens, up to the next `##`
 * heading of the page (as the site's Markdown parser reads it: a line in a code block is no heading);
 * undefined when the page has none.
 */
export function cutNextReference(markdown: string): CutPage | undefined {
  const lines = markdown.split('\n');
  const h2Lines = (parseMarkdown(markdown).children ?? [])
    .filter((node) => node.type === 'heading' && node.position && /^##\s/.test(lines[node.position.start.line - 1]))
    .map((node) => node.position!.start.line - 1);
  const opening = h2Lines.findIndex((line) => OPENS_SECTION.test(lines[line]));
  if (opening < 0) return undefined;
  const [start, end = lines.length] = h2Lines.slice(opening, opening + 2);
  return {
    before: lines.slice(0, start).join('\n'),
    section: lines.slice(start, end).join('\n'),
    after: lines.slice(end).join('\n'),
  };
}

/** The page's key in the table of sections: its file under docs/, without `.md` (`index.zh-CN`). */
export function pageKey(file: string): string {
  return file.replace(/\.md$/, '');
}

/** The page as the browser's bundle compiles it: the section replaced by the component that loads it. */
export function pageWithoutSection(cut: CutPage, key: string): string {
  return `${cut.before}\n\n<${NEXT_REFERENCE_TAG} page="${key}"></${NEXT_REFERENCE_TAG}>\n\n${cut.after}`;
}

/**
 * The section's file name in the temporary folder. `$tab-` in it makes dumi compile the file as a
 * content tab's, without the page frame (the content tabs) that a page's module renders around itself.
 */
export function sectionFile(key: string): string {
  return `${key}.$tab-${NEXT_ANCHOR}.md`;
}

/** The start of each section's chunk name (`next-reference-index.zh-CN`). */
const SECTION_CHUNK = 'next-reference-';

/** The table from each page's key to the loader of its section's module. */
export function sectionTable(keys: readonly string[]): string {
  const rows = keys.map(
    (key) => `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: "${SECTION_CHUNK}${key}" */ './${sectionFile(key)}'),`,
  );
  return [
    '// Written by src/package-choice/node/next-reference-plugin.ts from the pages of docs/. Do not edit.',
    "import type { ComponentType } from 'react';",
    '',
    `export const NEXT_REFERENCES: Record<string, () => Promise<{ default: ComponentType }>> = {\n${rows.join('\n')}\n};`,
    '',
  ].join('\n');
}

/** The opening tag React writes for the 1.x section's block (src/plugins/rehype-package-sections.ts). */
const SECTION_START = `<div class="markdown" data-package-line="${NEXT_PACKAGE}">`;
const DIV_TAG = /<div[\s>]|<\/div>/g;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;
const FIRST_H2 = /^<h2[\s>][\s\S]*?<\/h2>/;

/**
 * A prerendered page with its 1.x section's rows left to the section's chunk: the block keeps its
 * heading, a status line (`status`, "Loading…", seen on 1.x until the chunk has rendered the rows) and,
 * for every other id it held, an empty anchor, so that a link to a row is checked against the HTML and a
 * visitor who lands on one is taken near it before the rows arrive. Hydration keeps the block as it is
 * (.dumi/theme/builtins/NextApiReference.tsx). A page without the block is returned as it is; a block
 * whose end cannot be found fails the build.
 */
export function withRowsLeftToChunk(html: string, status: string, file: string): string {
  const start = html.indexOf(SECTION_START);
  if (start < 0) return html;
  const inner = start + SECTION_START.length;
  let depth = 1;
  let end = -1;
  DIV_TAG.lastIndex = inner;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  if (end < 0) throw new Error(`1.x API reference: the block that ${SECTION_START} opens in ${file} has no end`);
  const content = html.slice(inner, end);
  const heading = FIRST_H2.exec(content)?.[0];
  if (!heading) throw new Error(`1.x API reference: the block in ${file} does not start with its <h2>`);
  const headingIds = new Set([...heading.matchAll(ID_ATTRIBUTE)].map((match) => match[1]));
  const anchors = [...content.matchAll(ID_ATTRIBUTE)]
    .map((match) => match[1])
    .filter((id) => !headingIds.has(id))
    .map((id) => `<span id="${id}"></span>`);
  const kept = `${heading}<p role="status" class="site-tab-loading">${status}</p>${anchors.join('')}`;
  return `${html.slice(0, inner)}${kept}${html.slice(end)}`;
}
