// Why: the default colour-mode <select> has no accessible name (only a tooltip on its wrapper).
import Original from 'dumi/theme-default/slots/ColorSwitch';
import React from 'react';
import { renderInPlace, rewriteTree, withProps, type Element } from '../a11y/tree';

export default function ColorSwitch() {
  const tree = renderInPlace(Original, {});
  return (
    <>
      {rewriteTree(tree, (element: Element) =>
        element.type === 'select' ? withProps(element, { 'aria-label': 'Colour mode' }) : element,
      )}
    </>
  );
}
