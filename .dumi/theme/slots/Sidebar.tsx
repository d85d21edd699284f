// Why: the default sidebar is an unnamed div of <dl>s, and a group without a title is a <dl> with <dd>s but no <dt>.
import Original from 'dumi/theme-default/slots/Sidebar';
import React from 'react';
import { fixDescriptionList } from '../a11y/dl';
import { renderInPlace, retag, rewriteTree, type Element } from '../a11y/tree';

export default function Sidebar() {
  const tree = renderInPlace(Original, {});
  return (
    <>
      {rewriteTree(tree, (element: Element) =>
        element.props.className === 'dumi-default-sidebar'
          ? retag(element, 'nav', { 'aria-label': 'Sidebar' })
          : fixDescriptionList(element),
      )}
    </>
  );
}
