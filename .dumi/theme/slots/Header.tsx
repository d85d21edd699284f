// Why: the default header is a plain div (its logo, navbar and search sit outside any landmark) and its mobile menu button has no name.
import { useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/Header';
import React from 'react';
import { hasClass, renderInPlace, retag, rewriteOutput, withProps, type Element } from '../lib/rewrite-output';

export default function Header() {
  const intl = useIntl();
  const tree = renderInPlace(Original, {});
  const open = Boolean((tree as Element | null)?.props['data-mobile-active']);
  return (
    <>
      {rewriteOutput('Header', tree, [
        { expects: '<div class="dumi-default-header">', match: hasClass('dumi-default-header'), rewrite: (element) => retag(element, 'header') },
        {
          expects: 'the menu button (class "dumi-default-header-menu-btn")',
          match: hasClass('dumi-default-header-menu-btn'),
          rewrite: (element) => withProps(element, { 'aria-label': intl.formatMessage({ id: 'site.header.menu' }), 'aria-expanded': open }),
        },
      ])}
    </>
  );
}
