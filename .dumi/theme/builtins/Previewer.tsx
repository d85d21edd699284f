// Why: h2 demo titles (src/components/AccessiblePreviewer.tsx), loaded lazily so that the previewer, its tooltips and its code highlighter stay out of every page's entry bundle.
import type { IPreviewerProps } from 'dumi';
import React, { Suspense, lazy } from 'react';

const AccessiblePreviewer = lazy(() => import('../../../src/components/AccessiblePreviewer'));

/**
 * dumi's demo component imports the previewer statically, which put it in the entry bundle of every
 * page. Behind this boundary a prerendered demo keeps its server HTML until the previewer's chunk
 * arrives, then hydrates; after a client-side navigation the box below holds the demo's place.
 */
export default function Previewer(props: IPreviewerProps) {
  return (
    <Suspense
      fallback={
        <div className="dumi-default-previewer site-previewer-loading" role="status">
          Loading the demo “{props.title ?? props.asset?.id ?? ''}”…
        </div>
      }
    >
      <AccessiblePreviewer {...props} />
    </Suspense>
  );
}
