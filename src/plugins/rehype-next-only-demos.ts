/**
 * A rehype plugin: lists each demo that exists only on @rc-component/cascader 1.x
 * (`<NextOnlyDemo src title …>`, .dumi/theme/builtins/NextOnlyDemo.tsx) in the page's table of
 * contents, as dumi lists a `<code src title>` demo: at the same depth (3, or the page's
 * `demo.tocDepth`), in document order, linking to the demo's box (`#next-only-<file's name>`), with
 * the demo's title. The site search reads the same toc, so the title is found and lands on the box.
 *
 * dumi's own steps have run (`rehypeSlug` made the toc, `rehypeText` pointed each text at its toc
 * entry by index): the entry is put where the demo stands among the page's headings and titled
 * demos, and the texts after it move up by one. Registered in `.dumirc.ts` through
 * `extraRehypePlugins`, which run after dumi's own.
 */
import { nextOnlyId } from '../package-choice/next-only';

/** The HTML syntax tree, as far as this plugin reads it. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: Record<string, unknown>;
  children?: HastNode[];
}

interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

interface PageFile {
  data: {
    toc?: TocEntry[];
    texts?: { tocIndex?: number }[];
    frontmatter?: { demo?: { tocDepth?: number } };
  };
}

const NEXT_ONLY_TAG = 'NextOnlyDemo';
const HEADING = /^h[1-6]$/;
const DEMO_TAGS = new Set(['DumiDemo', 'DumiDemoGrid']);
/** Where dumi keeps a demo node's demos (its `DEMO_PROP_VALUE_KEY`). */
const DEMO_VALUE_KEY = '$demo-prop-value-key';

/** How many toc entries dumi made for a demo node: one per titled demo that is not an inline block. */
function demoEntries(node: HastNode): number {
  const demos = [node.data?.[DEMO_VALUE_KEY] ?? []].flat() as { demo?: { inline?: boolean }; previewerProps?: { title?: string } }[];
  return demos.filter(({ demo, previewerProps }) => !demo?.inline && previewerProps?.title).length;
}

export function addNextOnlyDemosToToc(tree: HastNode, file: PageFile): void {
  const toc = file.data.toc;
  const depth = file.data.frontmatter?.demo?.tocDepth ?? 3;
  // How many of dumi's entries come before the node being visited, in document order.
  let position = 0;
  const visit = (node: HastNode) => {
    if (node.type !== 'element') {
      node.children?.forEach(visit);
      return;
    }
    if (HEADING.test(node.tagName ?? '')) {
      position = (toc?.findIndex((entry) => entry.id === node.properties?.id) ?? -1) + 1 || position;
    } else if (DEMO_TAGS.has(node.tagName ?? '')) {
      position += demoEntries(node);
    } else if (node.tagName === NEXT_ONLY_TAG) {
      const { src, title } = node.properties ?? {};
      if (typeof src !== 'string' || typeof title !== 'string' || !title) {
        throw new Error(`<${NEXT_ONLY_TAG}> needs a src and a title (src="${String(src)}")`);
      }
      // dumi's rehypeSlug writes every page's toc before extraRehypePlugins run; without one, the entry would be lost.
      if (!toc) throw new Error(`rehype-next-only-demos: dumi wrote no table of contents to add a <${NEXT_ONLY_TAG}> to`);
      toc.splice(position, 0, { id: nextOnlyId(src), depth, title });
      for (const text of file.data.texts ?? []) {
        if (text.tocIndex !== undefined && text.tocIndex >= position) text.tocIndex += 1;
      }
      position += 1;
      return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** @public dumi loads a rehype plugin (named in .dumirc.ts) by its default export. */
export default function rehypeNextOnlyDemos() {
  return (tree: HastNode, file: PageFile): void => addNextOnlyDemosToToc(tree, file);
}
