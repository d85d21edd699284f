/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/DumiDemo (swap "demo boundaries").
 *
 * dumi's DumiDemo (every demo of a Markdown page) inside a Suspense boundary of its own; the build
 * puts it in dumi's theme API in place of the original (src/plugins/module-swaps.ts).
 *
 * Why: while a page hydrates, each demo suspends until its data and component have loaded. With no
 * boundary of its own, the nearest one is the page's, and React (measured on 18; 19 still renders siblings before it gives up on a boundary) went on rendering the demo's
 * later siblings (headings, text, the next demos) before it gives up on that boundary: each one is
 * matched against the wrong server-rendered element, fails with a hydration mismatch that React
 * then discards, and builds a component stack for it. That was 5 to 10 thrown errors and about
 * 30 ms of main thread per demo page, for nothing. With a boundary of its own, a demo that is not
 * ready stays as the server rendered it until it is, and the rest of the page hydrates at once.
 *
 * After a client-side navigation, the page's text shows as soon as it has loaded and each demo
 * appears when its own code has (a few tens of milliseconds later), instead of the whole page
 * waiting for the slowest demo.
 *
 * The prerender writes each page once all of it has rendered (src/stand-ins/react-dom-server.ts), so these
 * boundaries are written in place too: a streamed one would be painted apart from the article.
 */
import { memo } from 'react';
import { DumiDemo as OriginalDumiDemo, type IDumiDemoProps } from 'dumi/dist/client/theme-api/DumiDemo/index.js';
import { areDumiDemoPropsEqual } from 'dumi/dist/client/theme-api/DumiDemo/areDumiDemoPropsEqual.js';
import { DemoBoundary } from '../runtime/demo-boundary';

// The demo component inside has a marked boundary of its own, which plays back early input.
function DumiDemoWithBoundary(props: IDumiDemoProps) {
  return (
    <DemoBoundary>
      <OriginalDumiDemo {...props} />
    </DemoBoundary>
  );
}

// Memoised as dumi memoises its own: a re-render of the page must not reach the boundary while it
// waits, or React would give up hydrating it and show the empty fallback.
/** @public The module this stands in for exports it, and the code that imports that module asks for it by name. */
export const DumiDemo = memo(DumiDemoWithBoundary, areDumiDemoPropsEqual);
