// Why: the default callout box (:::info, :::warning, …) titles itself with an <h4>, a skipped heading level under any <h1> or <h2>.
import Original from 'dumi/theme-default/builtins/Container';
import React, { type ComponentProps } from 'react';
import { isTag, renderInPlace, rewriteOutput, withProps } from '../lib/rewrite-output';

/** The title is the callout's label ("INFO", "Careful"), not a section of the page: no heading role. */
export default function Container(props: ComponentProps<typeof Original>) {
  return (
    <>
      {rewriteOutput('Container', renderInPlace(Original, props), [
        { expects: 'the <h4> callout title', match: isTag('h4'), rewrite: (element) => withProps(element, { role: 'none' }) },
      ])}
    </>
  );
}
