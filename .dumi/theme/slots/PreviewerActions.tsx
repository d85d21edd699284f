// Why: the default demo actions are icon-only buttons, a link and "Copy to Sketch" <select> named only by a data-dumi-tooltip attribute.
import Original, { type IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import React, { type ReactNode } from 'react';
import { renderInPlace, rewriteTree, withChildren, withProps, type Element } from '../a11y/tree';

const TOOLTIP = 'data-dumi-tooltip';

/** Gives a control the name its tooltip shows, unless it already has one. */
function named(element: Element, name: string): Element {
  return element.props['aria-label'] ? element : withProps(element, { 'aria-label': name });
}

export default function PreviewerActions(props: IPreviewerActionsProps) {
  const tree = renderInPlace(Original, props);
  return (
    <>
      {rewriteTree(tree, (element: Element) => {
        const tooltip = element.props[TOOLTIP];
        if (typeof tooltip !== 'string') return element;
        if (element.type === 'button' || element.type === 'a') return named(element, tooltip);
        // "Copy to Sketch": a wrapper with the tooltip around an invisible <select>.
        return withChildren(
          element,
          rewriteTree(element.props.children as ReactNode, (child) =>
            child.type === 'select' ? named(child, tooltip) : child,
          ),
        );
      })}
    </>
  );
}
