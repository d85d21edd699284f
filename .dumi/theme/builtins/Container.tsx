// Why: the default callout box (:::info, :::warning, …) titles itself with an <h4>, a skipped heading level under any <h1> or <h2>.
import Original from 'dumi/theme-default/builtins/Container';
import React, { type ComponentProps } from 'react';
import { renderInPlace, rewriteTree, withProps, type Element } from '../a11y/tree';

/** The title is the callout's label ("INFO", "Careful"), not a section of the page: no heading role. */
export default function Container(props: ComponentProps<typeof Original>) {
  return (
    <>
      {rewriteTree(renderInPlace(Original, props), (element: Element) =>
        element.type === 'h4' ? withProps(element, { role: 'none' }) : element,
      )}
    </>
  );
}
