// Why: the default header is a plain div (its logo, navbar and search sit outside any landmark) and its mobile menu button has no name.
import Original from 'dumi/theme-default/slots/Header';
import React from 'react';
import { renderInPlace, retag, rewriteTree, withProps, type Element, type Props } from '../a11y/tree';

export default function Header() {
  const tree = renderInPlace(Original, {});
  return (
    <>
      {rewriteTree(tree, (element: Element) => {
        const { className } = element.props as Props & { className?: string };
        if (className === 'dumi-default-header') return retag(element, 'header');
        if (className === 'dumi-default-header-menu-btn') {
          const open = Boolean((tree as Element).props['data-mobile-active']);
          return withProps(element, { 'aria-label': 'Menu', 'aria-expanded': open });
        }
        return element;
      })}
    </>
  );
}
