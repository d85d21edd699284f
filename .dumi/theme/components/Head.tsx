// The tags a component puts into the page's <head> (title, meta, links), through dumi's <Helmet>,
// added only once React has committed the component.
import { Helmet } from 'dumi';
import React, { useLayoutEffect, useState, type ComponentProps } from 'react';

/**
 * dumi's <Helmet> (react-helmet-async), rendered in the browser only after this component has
 * mounted; on the server at once, so the prerendered head has its tags.
 *
 * Why: react-helmet-async adds a <Helmet> to the page's list of tags when it first renders, and takes
 * it out only when it unmounts. A render that React throws away (a transition interrupted and started
 * again, a tree that suspends before it is shown) never unmounts, so its tags stay for the rest of
 * the visit: after the not-found page, "Back to homepage" could show the home page under the tab
 * title "Page not found". A <Helmet> that first renders in the update of a layout effect is in a
 * render that is never thrown away: React renders it at once, in the commit's own task (no event can
 * interrupt it), and it holds this component alone (nothing in it suspends). A passive effect's update
 * is not enough: a navigation can interrupt its render, and the home page's links stayed on the
 * not-found page (tests/e2e/routing/head-tags.spec.ts).
 */
export default function Head(props: ComponentProps<typeof Helmet>) {
  const [mounted, setMounted] = useState(false);
  // The render this update causes is the point: the first in which <Helmet> renders, within the commit.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounted(true), []);
  if (!mounted && typeof document !== 'undefined') return null;
  return <Helmet {...props} />;
}
