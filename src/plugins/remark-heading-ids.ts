/**
 * A remark plugin: an explicit id at the end of a heading, `## 安装 {#install}`.
 *
 * dumi slugs a heading's id from its text, so a translated heading would get another id than its
 * English counterpart, and every `#anchor` would differ between locales. With this plugin a heading ending
 * in `{#id}` loses the suffix from its text and gets that id instead: dumi's rehype slug step keeps
 * an id that is already set (`node.properties.id ??= slug`) and puts it in the page's toc, with the
 * text without the suffix. A heading without the suffix is left alone, to be slugged as usual.
 *
 * Registered in `.dumirc.ts` through dumi's `extraRemarkPlugins`.
 */

/** The Markdown syntax tree, as far as this plugin reads it (mdast). */
interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown>; [key: string]: unknown };
}

/**
 * `{#id}` at the very end of a heading; the id is letters, digits, `-`, `_` and `.`: the characters
 * of slugs, and the dots of a version number (`### 3.34.0 {#3.34.0}` on the changelog). An id must
 * not start or end with a dot, nor have two in a row, so `{#.}` or `{#a..b}` stay text.
 */
const ID_SUFFIX = /\s*\{#([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\}\s*$/;

/**
 * Takes an explicit `{#id}` off the end of a heading's text and returns the id, or returns
 * undefined and leaves the heading as it is when its text does not end in one.
 */
export function takeHeadingId(heading: MdNode): string | undefined {
  const children = heading.children ?? [];
  const last = children[children.length - 1];
  if (last?.type !== 'text' || typeof last.value !== 'string') return undefined;
  const match = ID_SUFFIX.exec(last.value);
  if (!match) return undefined;
  const rest = last.value.slice(0, match.index);
  if (rest) last.value = rest;
  else children.pop();
  return match[1];
}

function visitHeadings(node: MdNode, visit: (heading: MdNode) => void): void {
  if (node.type === 'heading') visit(node);
  for (const child of node.children ?? []) visitHeadings(child, visit);
}

/** The plugin: for each heading with an explicit id, the id goes to the HTML element it becomes. */
export default function remarkHeadingIds() {
  return (tree: MdNode): void => {
    visitHeadings(tree, (heading) => {
      const id = takeHeadingId(heading);
      if (id === undefined) return;
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
