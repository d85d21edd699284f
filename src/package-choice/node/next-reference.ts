/**
 * The @rc-component/cascader 1.x API reference (`## API: … {#api-next}` on the home page, in each locale)
 * loads with its line, not with the page: in the browser's bundle a page holds
 * `<NextApiReference page="…">` in its place (.dumi/theme/builtins/NextApiReference.tsx), and the
 * section is a Markdown file of its own in umi's temporary folder, which dumi compiles like any page and
 * webpack puts in a chunk of its own. The prerender (the server's bundle) renders the page whole, so
 * the HTML, the search index, the Markdown copies and the page's list of sections keep every 1.x row.
 * Hydration keeps the prerendered section as it is; the chunk loads when 1.x is chosen.
 */
import { NEXT_ANCHOR } from '../sections';

/** The builtin component that stands for the section in the browser's bundle. */
export const NEXT_REFERENCE_TAG = 'NextApiReference';

/** A fenced code block's opening or closing line (``` or ~~~). */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const H2 = /^##\s/;
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
 * heading (headings in fenced code blocks are not headings); undefined when the page has none.
 */
export function cutNextReference(markdown: string): CutPage | undefined {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let start = -1;
  let end = lines.length;
  for (const [index, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence || !H2.test(line)) continue;
    if (start < 0 && OPENS_SECTION.test(line)) start = index;
    else if (start >= 0) {
      end = index;
      break;
    }
  }
  if (start < 0) return undefined;
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
