// Why: the default hero (the home page's title, tagline and actions) is a plain div outside every landmark.
import Original from 'dumi/theme-default/slots/Hero';
import React from 'react';
import { renderInPlace, retag, rewriteTree, type Element } from '../a11y/tree';

export default function Hero() {
  const tree = renderInPlace(Original, {});
  return (
    <>
      {rewriteTree(tree, (element: Element) =>
        element.props.className === 'dumi-default-hero'
          ? retag(element, 'section', { 'aria-label': 'Introduction' })
          : element,
      )}
    </>
  );
}
