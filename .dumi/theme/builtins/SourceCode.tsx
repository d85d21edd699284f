// The site's code block (../components/AccessibleSourceCode.tsx), loaded lazily so that the code highlighter stays out of every page's entry bundle, and not at all to hydrate a prerendered code block (../components/KeptSourceCode.tsx).
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React, { Suspense, lazy } from 'react';
import { loadOnce } from '../../../src/runtime/load-once';
import KeptSourceCode from '../components/KeptSourceCode';
import { isPrerender, useKeptFromServer } from '../lib/kept-from-server';

// Named, so that the tests can tell when it loads (tests/e2e/code-blocks). A failed load is tried
// once more; the live editor offers the reload when the second fails too (PreviewerActions.tsx).
const AccessibleSourceCode = lazy(loadOnce(() => import(/* webpackChunkName: "code-highlighter" */ '../components/AccessibleSourceCode')));

/**
 * The prerender writes every code block highlighted. A page's code block hydrates with that markup
 * kept as it is (the highlighter, 12 kB gzipped, is not loaded for it, nor are its hundreds of token
 * elements hydrated); a code block rendered in the browser (a page reached by client-side
 * navigation, a demo's code shown on request, which is also live-editable) loads the highlighter,
 * showing its plain text until then.
 *
 * Decided inside the Suspense boundary: React hydrates a boundary's content after the rest, and the
 * one re-render that `useKeptFromServer` causes once hydrated must not reach a boundary still waiting
 * to hydrate (React would drop its server HTML and render it from scratch).
 */
function HydratedOrHighlighted(props: ISourceCodeProps) {
  const kept = useKeptFromServer() && !isPrerender() && !props.textarea;
  return kept ? <KeptSourceCode {...props} /> : <AccessibleSourceCode {...props} />;
}

export default function SourceCode(props: ISourceCodeProps) {
  return (
    <Suspense
      fallback={
        <div className="dumi-default-source-code">
          <pre className="prism-code">
            <code>{props.children}</code>
          </pre>
        </div>
      }
    >
      <HydratedOrHighlighted {...props} />
    </Suspense>
  );
}
