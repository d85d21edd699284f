// The theme's code block with names for its copy button, its live-edit <textarea> and the edit-tip
// buttons beside it (the default has none), and a <pre> that the keyboard can reach when it scrolls
// sideways. Loaded lazily by .dumi/theme/builtins/SourceCode.tsx.
import Original, { type ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React, { cloneElement, type ReactNode } from 'react';
import { renderInPlace, rewriteTree, withChildren, withProps, type Element } from '../../.dumi/theme/a11y/tree';

function named(element: Element, name: string): Element {
  return element.props['aria-label'] ? element : withProps(element, { 'aria-label': name });
}

function nameControls(element: Element): Element {
  if (element.props.className === 'dumi-default-source-code-copy') return named(element, 'Copy code');
  if (element.type === 'textarea') return named(element, 'Source code (editable)');
  // An icon-only button inside a tooltip component: the tooltip's text names it.
  const { title, children } = element.props;
  if (typeof element.type !== 'string' && typeof title === 'string' && React.isValidElement(children)) {
    const child = children as Element;
    if (child.type === 'button') return withChildren(element, named(child, title));
  }
  return element;
}

/** The highlighter renders the <pre> through a render prop: make that <pre> a tab stop. */
function focusablePre(element: Element): Element {
  const render: unknown = element.props.children;
  if (typeof render !== 'function') return element;
  const children = (...args: unknown[]) =>
    rewriteTree((render as (...a: unknown[]) => ReactNode)(...args), (node: Element) =>
      node.type === 'pre' ? withProps(node, { tabIndex: 0 }) : node,
    );
  return cloneElement(element, { children });
}

export default function SourceCode(props: ISourceCodeProps) {
  return (
    <>
      {rewriteTree(renderInPlace(Original, props), (element: Element) =>
        // With a live-edit <textarea> the block scrolls in a container that holds the textarea.
        props.textarea ? nameControls(element) : focusablePre(nameControls(element)),
      )}
    </>
  );
}
