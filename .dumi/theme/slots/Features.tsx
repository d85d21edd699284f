// Why: the default feature list (shown under the hero) is a plain div outside every landmark.
import Original from 'dumi/theme-default/slots/Features';
import React from 'react';
import { renderInPlace, retag, rewriteTree, type Element } from '../a11y/tree';

export default function Features() {
  const tree = renderInPlace(Original, {});
  return (
    <>
      {rewriteTree(tree, (element: Element) =>
        element.props.className === 'dumi-default-features'
          ? retag(element, 'section', { 'aria-label': 'Features' })
          : element,
      )}
    </>
  );
}
