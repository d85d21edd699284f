// Why: the default code block's copy button, its live-edit <textarea> and the edit-tip buttons beside it have no accessible names.
import Original, { type ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React from 'react';
import { renderInPlace, rewriteTree, withChildren, withProps, type Element } from '../a11y/tree';

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

export default function SourceCode(props: ISourceCodeProps) {
  return <>{rewriteTree(renderInPlace(Original, props), nameControls)}</>;
}
