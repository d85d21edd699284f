/**
 * A rehype plugin: marks the inline code chips of a page too long to be sure of fitting on a phone's
 * line with `LONG_CHIP_CLASS` (why: src/runtime/code-chips.ts). Code blocks (`<pre>`) are left alone.
 *
 * Registered in `.dumirc.ts` through dumi's `extraRehypePlugins`, which run after dumi's own steps:
 * a text is by then an expression that reads the page's texts list, so the chip's text is read there.
 */
import { LONG_CHIP, LONG_CHIP_CLASS } from '../runtime/code-chips';
import { textIndex, type HastNode, type PageText } from '../search/node/rehype-search-texts';

function textOf(node: HastNode, texts: PageText[]): string {
  if (node.type === 'text') {
    const index = textIndex(node);
    if (index !== undefined) return texts[index]?.value ?? '';
    const { value } = node as HastNode & { value?: unknown };
    return typeof value === 'string' ? value : '';
  }
  return (node.children ?? []).map((child) => textOf(child, texts)).join('');
}

/** Adds `LONG_CHIP_CLASS` to every inline `<code>` longer than `LONG_CHIP` characters; returns how many. */
export function markLongCodeChips(tree: HastNode, texts: PageText[] = []): number {
  let marked = 0;
  const walk = (node: HastNode, inPre: boolean) => {
    const isElement = node.type === 'element';
    if (isElement && node.tagName === 'code' && !inPre && textOf(node, texts).length > LONG_CHIP) {
      const properties = (node.properties ??= {});
      const classes = Array.isArray(properties.className) ? (properties.className as string[]) : [];
      properties.className = [...classes, LONG_CHIP_CLASS];
      marked += 1;
    }
    for (const child of node.children ?? []) walk(child, inPre || (isElement && node.tagName === 'pre'));
  };
  walk(tree, false);
  return marked;
}

/** The plugin, for `extraRehypePlugins`. */
export default function rehypeCodeChips() {
  return (tree: HastNode, file: { data: { texts?: PageText[] } }): void => {
    markLongCodeChips(tree, file.data.texts);
  };
}
