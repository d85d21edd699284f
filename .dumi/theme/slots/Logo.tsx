// Why: the default logo repeats the site name as the image's alt text right next to the same name as text; the image is decorative.
import Original from 'dumi/theme-default/slots/Logo';
import React from 'react';
import { renderInPlace, rewriteTree, withProps, type Element } from '../a11y/tree';

export default function Logo() {
  const tree = renderInPlace(Original, {});
  return (
    <>{rewriteTree(tree, (element: Element) => (element.type === 'img' ? withProps(element, { alt: '' }) : element))}</>
  );
}
