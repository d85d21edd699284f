// Runtime plugins (umi's runtime configuration). Why: hydration runs as a transition, in slices;
// a click to a page whose code has loaded renders as a transition too (src/runtime/page-transition.ts);
// a link to a file beside the pages (`/llms.txt`, a page's `.md`) is left to the browser
// (src/runtime/file-links.ts); and a cascader whose
// columns scroll sideways on a narrow screen shows its newest column (src/runtime/newest-column.ts).
import { startTransition } from 'react';
import { leaveFileLinksToBrowser } from '../src/runtime/file-links';
import { keepNewestColumnInView } from '../src/runtime/newest-column';
import { reactListens } from '../src/runtime/early-input';
import { withPageTransitions } from '../src/runtime/page-transition';

/**
 * umi hydrates the page outside any transition, so React would hydrate its shell at a blocking
 * priority: one long task (about 150 ms on Lighthouse's throttled phone) before the first click
 * is handled. Started inside a transition, the same hydration runs in slices between which the
 * browser paints and handles input; React still hydrates at once whatever a visitor clicks or
 * types into first. umi's render (`hydrateRoot`) is synchronous, so the whole call is the transition.
 * @public umi calls a runtime plugin's hooks by their names.
 */
export function render(umiRender: () => void): void {
  // From here on React listens to the page's events (src/inline-scripts/early-input.ts).
  reactListens();
  startTransition(umiRender);
}

/**
 * The router listens to this history: a navigation to a page whose code the prefetch has loaded
 * renders as a transition, with no loading fallback and none of React's 300 ms throttle after one.
 * @public umi calls a runtime plugin's hooks by their names.
 */
export function modifyClientRenderOpts<T extends { history: Parameters<typeof withPageTransitions>[0] }>(memo: T): T {
  return { ...memo, history: withPageTransitions(memo.history) };
}

if (typeof window !== 'undefined') {
  leaveFileLinksToBrowser(window);
  keepNewestColumnInView(document);
}
