// Helpers for the theme overrides that adjust what a default-theme component renders: they take
// its element tree and change single elements in it (a name, a tag), so that the theme's own logic
// and styles keep working unchanged and the server and the browser render the same markup.
//
// Each override says what it expects to find in dumi's output (`rewriteOutput`'s rules). When the
// prerender finds a rule's element missing, it throws: umi's prerender then fails the build, naming
// the override, instead of a visitor getting dumi's unadjusted markup after an upgrade.
import {
  cloneElement,
  createElement,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Element props; `children` is usually a ReactNode, but render props pass a function. */
export type Props = Record<string, unknown>;
export type Element = ReactElement<Props>;
/** Returns the element unchanged, or a replacement for it. */
export type Rewrite = (element: Element) => Element;

/**
 * Renders a default-theme function component in place, as a hook would be, and returns what it
 * rendered. Its hooks become part of the calling component, so call it on every render.
 */
export function renderInPlace<P extends object>(component: ComponentType<P>, props: P): ReactNode {
  if (typeof component !== 'function' || (component.prototype && component.prototype.isReactComponent)) {
    throw new Error(`Expected a function component, got ${String(component)}`);
  }
  return (component as (props: P) => ReactNode)(props);
}

function childList(children: ReactNode): ReactNode[] {
  return Array.isArray(children) ? children : [children];
}

/**
 * Copies an element with new children. The children are passed one by one, as JSX passes them,
 * so that React treats them exactly as it treated the original ones.
 */
export function withChildren(element: Element, children: ReactNode, props?: Props): Element {
  return cloneElement(element, props, ...childList(children));
}

/** Copies an element with extra props, keeping its children. */
export function withProps(element: Element, props: Props): Element {
  const { children } = element.props;
  return children === undefined || typeof children === 'function'
    ? cloneElement(element, props)
    : withChildren(element, children as ReactNode, props);
}

/** Gives an element an accessible name (`aria-label`), unless it already has one. */
export function withName(element: Element, name: string): Element {
  return element.props['aria-label'] ? element : withProps(element, { 'aria-label': name });
}

/** Renders the same element as another tag (e.g. a `div` as a `header`), with extra props. */
export function retag(element: Element, tag: string, props: Props = {}): Element {
  const { children, ...rest } = element.props;
  const ref = (element as unknown as { ref?: unknown }).ref;
  return createElement(
    tag,
    { ...rest, ...props, key: element.key, ...(ref ? { ref } : {}) },
    ...childList(children as ReactNode),
  );
}

/**
 * Walks an element tree depth first (children before their parent) and applies `rewrite` to every
 * element, host or component. Only `children` are walked, not what components render themselves.
 * Elements and subtrees that nothing changed are returned as they were.
 */
export function rewriteTree(node: ReactNode, rewrite: Rewrite): ReactNode {
  if (Array.isArray(node)) {
    const next = node.map((child) => rewriteTree(child, rewrite));
    return next.some((child, index) => child !== node[index]) ? next : node;
  }
  if (!isValidElement<Props>(node)) return node;
  const { children } = node.props;
  let element: Element = node;
  if (children !== undefined && typeof children !== 'function') {
    const next = rewriteTree(children as ReactNode, rewrite);
    if (next !== children) element = withChildren(node, next);
  }
  return rewrite(element);
}

/** One adjustment of an override: which element it looks for, and what it makes of it. */
export interface OutputRule {
  /** The element, in words, for the build's message when it is missing ("the <h5> demo title"). */
  expects: string;
  match: (element: Element) => boolean;
  rewrite: (element: Element) => Element;
  /** Whether dumi's output must hold the element whenever it renders anything (default: true). */
  required?: boolean;
}

/** An override whose expected element is missing from dumi's output. */
export class StaleOverrideError extends Error {
  constructor(override: string, missing: readonly string[]) {
    super(
      `Stale theme override "${override}": dumi's output no longer has ${missing.join(', ')}. ` +
        'The default theme has changed (see "Upgrading" in README.md).',
    );
    this.name = 'StaleOverrideError';
  }
}

/** Whether this render is the build's prerender (no browser around it). */
export const isPrerender = () => typeof window === 'undefined';

/**
 * Applies the rules to every element of `tree` (see rewriteTree) and returns the result. In the
 * prerender (or when `check` is true), a required rule that matched nothing throws a
 * StaleOverrideError, unless the tree is empty (the component rendered nothing on this page).
 */
export function rewriteOutput(override: string, tree: ReactNode, rules: readonly OutputRule[], check = isPrerender()): ReactNode {
  const found = rules.map(() => 0);
  const next = rewriteTree(tree, (element) =>
    rules.reduce((current, rule, index) => {
      if (!rule.match(current)) return current;
      found[index] += 1;
      return rule.rewrite(current);
    }, element),
  );
  if (check && tree !== null && tree !== undefined && tree !== false) {
    const missing = rules.filter((rule, index) => rule.required !== false && found[index] === 0);
    if (missing.length > 0) throw new StaleOverrideError(override, missing.map((rule) => rule.expects));
  }
  return next;
}

/** Matches an element by its exact `className`, as the default theme writes it. */
export const hasClass =
  (className: string) =>
  (element: Element): boolean =>
    element.props.className === className;

/** Matches a host element by its tag. */
export const isTag =
  (tag: string) =>
  (element: Element): boolean =>
    element.type === tag;
