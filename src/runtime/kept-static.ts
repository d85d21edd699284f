/**
 * A prerendered page's static markup, kept as the server wrote it while React hydrates.
 *
 * A Markdown page is one element tree: headings, paragraphs, lists and code spans, with a few
 * components among them (demos, links that route on the client, tables, code blocks). Hydrating it
 * node by node costs main-thread time for markup that never changes and answers nothing. While the
 * page hydrates, every largest subtree made only of plain elements and text is rendered as its
 * outer element with an empty `dangerouslySetInnerHTML`: React matches that one element against the
 * server's and leaves everything inside it as it finds it. Components, and elements with handlers,
 * refs or state of their own (form controls, media), hydrate as usual, and so do their ancestors.
 *
 * A page rendered in the browser (reached by client-side navigation, or a content tab shown after
 * hydration) has no server markup to keep and renders in full.
 */
import { Fragment, Suspense, cloneElement, createElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { isPrerender, useKeptFromServer } from './kept-from-server';

type Props = Record<string, unknown> & { children?: ReactNode };
type Element = ReactElement<Props>;

/** Elements that React gives state or behaviour of their own, or whose content is not markup. */
const LIVE_TAGS = new Set([
  'audio', 'button', 'canvas', 'dialog', 'embed', 'form', 'iframe', 'input', 'object', 'option',
  'script', 'select', 'slot', 'style', 'template', 'textarea', 'video',
]);

/** Elements that can have no content: nothing inside them to keep. */
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const EMPTY_HTML = Object.freeze({ __html: '' });

const isPlain = (value: unknown) => value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** Whether a plain element's own props are markup alone: no handler, no object React acts on. */
function hasMarkupPropsOnly(props: Props): boolean {
  return Object.entries(props).every(([name, value]) => {
    if (name === 'children' || name === 'dangerouslySetInnerHTML') return true;
    if (/^on[A-Z]/.test(name)) return false;
    if (name === 'style') return isPlain(value) || Object.values(value as object).every(isPlain);
    return isPlain(value);
  });
}

function isStaticElement(element: Element): boolean {
  const { type } = element;
  return (
    typeof type === 'string' &&
    !LIVE_TAGS.has(type) &&
    (element as unknown as { ref: unknown }).ref == null &&
    hasMarkupPropsOnly(element.props)
  );
}

/** Copies an element with new children, passed one by one as JSX passes them. */
function withChildren(element: Element, children: ReactNode): Element {
  return cloneElement(element, undefined, ...(Array.isArray(children) ? children : [children]));
}

/** A static element as it hydrates: its own tag and attributes, its content left to the server's. */
function keptElement(element: Element): Element {
  if (VOID_TAGS.has(element.type as string) || element.props.children === undefined) return element;
  const { children, ...props } = element.props;
  const key = element.key === null ? {} : { key: element.key };
  return createElement(element.type, { ...props, ...key, dangerouslySetInnerHTML: EMPTY_HTML, suppressHydrationWarning: true });
}

/** A node that is all static, with each of its outermost elements kept. */
function keptWhole(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(keptWhole);
  return isValidElement(node) ? keptElement(node as Element) : node;
}

interface Visited {
  /** The node with its static parts kept; the node itself when it is all static (`whole`). */
  node: ReactNode;
  /** Whether the node is only plain elements and text, to be kept whole by whoever holds it. */
  whole: boolean;
}

function visitChildren(children: ReactNode): Visited {
  const list = Array.isArray(children) ? children : [children];
  const visited = list.map(visit);
  if (visited.every((child) => child.whole)) return { node: children, whole: true };
  const kept = visited.map((child) => (child.whole ? keptWhole(child.node) : child.node));
  return { node: Array.isArray(children) ? kept : kept[0], whole: false };
}

function visit(node: ReactNode): Visited {
  if (node === null || node === undefined || typeof node !== 'object') return { node, whole: true };
  if (Array.isArray(node)) return visitChildren(node);
  if (!isValidElement(node)) return { node, whole: false };
  const element = node as Element;
  const { type } = element;
  if (typeof type === 'string' || type === Fragment || type === Suspense) {
    const children = visitChildren(element.props.children);
    if (children.whole && isStaticElement(element)) return { node: element, whole: true };
    return { node: children.whole ? withChildren(element, keptWhole(element.props.children)) : withChildren(element, children.node), whole: false };
  }
  // A component renders what it renders: it hydrates as usual.
  return { node: element, whole: false };
}

/**
 * The tree as it hydrates: each largest static subtree reduced to its outer element with the
 * server's content kept. Pure; the result renders the same markup on the server as `tree` once the
 * kept elements' content is filled in from the document.
 */
export function keptStaticMarkup(tree: ReactNode): ReactNode {
  const visited = visit(tree);
  return visited.whole ? keptWhole(visited.node) : visited.node;
}

/**
 * Renders `children` with their static markup kept while they hydrate, and in full otherwise (the
 * prerender, and any render in the browser that has no server markup to keep). The kept tree is
 * memoised: once hydrated, `useKeptFromServer` re-renders this component, and handing React the
 * same elements again stops that render here, before it reaches a demo still waiting to hydrate.
 */
export function KeptStatic({ children }: { children?: ReactNode }) {
  const kept = useKeptFromServer() && !isPrerender();
  const tree = useMemo(() => (kept ? keptStaticMarkup(children) : children), [kept, children]);
  return createElement(Fragment, null, ...(Array.isArray(tree) ? tree : [tree]));
}
