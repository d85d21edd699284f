/**
 * A rehype plugin: marks the sections of a page that belong to one line of the cascader, so the
 * stylesheet shows only the chosen line's (`<html data-package>`, src/package-choice/inline-script.ts).
 *
 * A section is a `##` heading whose id is a key of `PACKAGE_SECTIONS` (src/package-choice/sections.ts) and
 * what follows it up to the next `##`: on the home page, `## API {#api}` (rc-cascader 3.x) and `## API: @rc-component/cascader
 * 1.x {#api-next}`. dumi puts a page's prose in `<div class="markdown">` blocks; the plugin splits
 * the block at the section's edges, so each section is a block of its own with
 * `data-package-line="<package>"`, and the article's styles (which address `.markdown > p` and the
 * like) apply inside it as before. The default line's section is in the prerendered HTML whole, for a
 * visitor without JavaScript, who sees that line; the 1.x section's rows come with its chunk
 * (src/package-choice/node/next-reference.ts). The Markdown stays plain Markdown, so the page's Markdown
 * copy, and the search, carry both sections under their own headings.
 *
 * Registered in `.dumirc.ts` through dumi's `extraRehypePlugins`.
 */
import type { PackageName } from '../converter/packages';
import { PACKAGE_SECTIONS } from '../package-choice/sections';
import type { HastNode } from '../search/node/rehype-search-texts';

/** The attribute a section carries, naming its line (`data-package-line`), as a hast property. */
const PACKAGE_LINE_PROPERTY = 'dataPackageLine';

const isH2 = (node: HastNode) => node.type === 'element' && node.tagName === 'h2';

const isMarkdownBlock = (node: HastNode) => {
  const className = node.properties?.className;
  return node.type === 'element' && node.tagName === 'div' && Array.isArray(className) && className.includes('markdown');
};

/** The line a heading opens, if it opens a section. */
function lineOf(node: HastNode): PackageName | undefined {
  const id = node.properties?.id;
  return isH2(node) && typeof id === 'string' ? PACKAGE_SECTIONS[id] : undefined;
}

/** Splits one `div.markdown` block's children into runs: the sections, and what lies between them. */
function splitBlock(block: HastNode): HastNode[] {
  const runs: { line?: PackageName; children: HastNode[] }[] = [];
  for (const child of block.children ?? []) {
    const opens = lineOf(child);
    const current = runs.at(-1);
    if (opens || !current || (isH2(child) && current.line)) runs.push({ line: opens, children: [child] });
    else current.children.push(child);
  }
  if (!runs.some((run) => run.line)) return [block];
  return runs.map((run) => ({
    ...block,
    properties: { ...block.properties, ...(run.line ? { [PACKAGE_LINE_PROPERTY]: run.line } : {}) },
    children: run.children,
  }));
}

/** The plugin: every `div.markdown` block of the page's root that holds a section is split around it. */
export default function rehypePackageSections() {
  return (tree: HastNode): void => {
    tree.children = (tree.children ?? []).flatMap((child) => (isMarkdownBlock(child) ? splitBlock(child) : [child]));
  };
}
