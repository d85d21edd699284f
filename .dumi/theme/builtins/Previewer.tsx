// Still rewrites dumi's output: the default wires the live demo (useLiveDemo, its error and loading states, the iframe mode) around the one heading this renames.
// Why: the default previewer titles each demo with an <h5>, which skips heading levels right after the page's <h1> or an <h2>.
// Also: a long inline code chip in a demo's description is marked to wrap inside on a phone, as on the pages (src/runtime/code-chips.ts).
// It is not loaded lazily like the code highlighter: behind a Suspense boundary of its own, a
// prerendered demo was hidden for a moment after the first paint (a layout shift of 0.2–0.4).
import { type IPreviewerProps } from 'dumi';
import Original from 'dumi/theme-default/builtins/Previewer';
import React from 'react';
import { DemoIdContext } from '../../../src/runtime/demo-boundary';
import { markLongChipsInHtml } from '../../../src/runtime/code-chips';
import { isTag, renderInPlace, retag, rewriteOutput } from '../lib/rewrite-output';

/**
 * Demos sit right under the page's title or one of its sections, so their titles are level 2:
 * never a skipped level. ../a11y.less keeps the default look. The demo inside learns which it is
 * (the previewer's element id), so that it can wait to hydrate until it comes into view.
 */
export default function Previewer(props: IPreviewerProps) {
  return (
    <DemoIdContext.Provider value={props.asset?.id}>
      {rewriteOutput('Previewer', renderInPlace(Original, props.description ? { ...props, description: markLongChipsInHtml(props.description) } : props), [
        {
          expects: 'the <h5> demo title',
          match: isTag('h5'),
          rewrite: (element) => retag(element, 'h2', { className: 'site-previewer-title' }),
          required: Boolean(props.title || props.debug),
        },
      ])}
    </DemoIdContext.Provider>
  );
}
