// Why: the default Markdown table scrolls sideways in a box that the keyboard cannot reach (on narrow screens, wide tables such as the API reference).
import Original from 'dumi/theme-default/builtins/Table';
import React, { type ComponentProps } from 'react';
import { renderInPlace, rewriteTree, withProps, type Element } from '../a11y/tree';

export default function Table(props: ComponentProps<typeof Original>) {
  return (
    <>
      {rewriteTree(renderInPlace(Original, props), (element: Element) =>
        element.props.className === 'dumi-default-table-content' ? withProps(element, { tabIndex: 0 }) : element,
      )}
    </>
  );
}
