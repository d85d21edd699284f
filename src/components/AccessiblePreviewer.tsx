// The theme's previewer with h2 demo titles: the default titles each demo with an <h5>, which skips
// heading levels right after the page's <h1> or an <h2>.
import { type IPreviewerProps } from 'dumi';
import Original from 'dumi/theme-default/builtins/Previewer';
import React from 'react';
import { renderInPlace, retag, rewriteTree, type Element } from '../../.dumi/theme/a11y/tree';

/**
 * Demos sit right under the page's title or one of its sections, so their titles are level 2:
 * never a skipped level. a11y.less keeps the default look.
 */
export default function Previewer(props: IPreviewerProps) {
  const tree = renderInPlace(Original, props);
  return (
    <>
      {rewriteTree(tree, (element: Element) =>
        element.type === 'h5' ? retag(element, 'h2', { className: 'site-previewer-title' }) : element,
      )}
    </>
  );
}
