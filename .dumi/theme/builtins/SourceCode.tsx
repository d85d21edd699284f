// Why: accessible names and a keyboard-reachable <pre> (../components/AccessibleSourceCode.tsx), loaded lazily so that the code highlighter stays out of every page's entry bundle.
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React, { Suspense } from 'react';
import { preloadableLazy } from '../lib/preloadable-lazy';

const AccessibleSourceCode = preloadableLazy(() => import('../components/AccessibleSourceCode'));

/** Fetches the chunk ahead of rendering (.dumi/app.ts does, before hydrating a page that shows code). */
export const preload = AccessibleSourceCode.preload;

/**
 * A prerendered code block keeps its highlighted server HTML until the highlighter's chunk arrives,
 * then hydrates; a code block rendered later (a demo's code, shown on request) shows its plain text
 * until then.
 */
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
      <AccessibleSourceCode {...props} />
    </Suspense>
  );
}
