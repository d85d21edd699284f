/**
 * Gives each demo component of a Markdown page a Suspense boundary of its own, right around it (the
 * build wraps dumi's `React.memo(React.lazy(…))` demo components with it: page-chunks-loader.cjs).
 *
 * Why: a demo's code loads lazily, so while a page hydrates the demo suspends inside its previewer.
 * The nearest boundary was the whole demo's, and React 18 goes on rendering the demo's siblings
 * (its title, description and actions) before giving up on it: each one is matched against the wrong
 * server-rendered element, fails with a hydration mismatch that React discards, and builds a
 * component stack for it. With a boundary right around the demo, nothing follows it inside; the
 * demo stays as the server rendered it until its code is there. See also DumiDemoWithBoundary.tsx.
 *
 * The wrapper takes no props and is memoised, so a re-render of the previewer never reaches the
 * boundary while it waits (React would then give up hydrating it and show the empty fallback).
 * Once the boundary has hydrated, what the visitor did to the demo before is played back
 * (./early-input.ts).
 */
import { Suspense, createElement, memo, type ComponentType } from 'react';
import { ReplayEarlyInput } from './early-input';

export function boundedDemo(Demo: ComponentType): ComponentType {
  const BoundedDemo = () => createElement(Suspense, { fallback: null }, createElement(Demo), createElement(ReplayEarlyInput));
  return memo(BoundedDemo);
}
