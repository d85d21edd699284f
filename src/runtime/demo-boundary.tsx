/**
 * The Suspense boundary each demo hydrates in, and the mark it leaves once it has.
 *
 * Why a boundary of its own: a demo's code loads lazily, so while a page hydrates the demo
 * suspends. Without a boundary right around it, React renders what follows the demo (its title,
 * description and actions, the next sections) before giving up on the nearest boundary, matches
 * each against the wrong server-rendered element, and builds a discarded hydration error for each.
 * With one, the demo stays as the server rendered it until its code is there, and the rest of the
 * page hydrates at once. Two places use it: the build wraps each lazily loaded demo component of a
 * Markdown page in `boundedDemo` (src/build/page-chunks.ts), and dumi's DumiDemo renders each whole
 * previewer inside one (src/stand-ins/dumi-demo.tsx).
 *
 * The inner boundary, inside the demo's area, also renders a `<template>` whose layout effect marks
 * that area as hydrated (HYDRATED_ATTRIBUTE) in the commit that hydrates the demo: the inline
 * early-input script reads the mark to tell which demos React handles events for, and what the
 * visitor did to the demo before is played back (./early-input.ts).
 */
import { Suspense, memo, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { DEMO_AREA_SELECTOR, HYDRATED_ATTRIBUTE } from '../inline-scripts/early-input';
import { replayEarlyInput } from './early-input';

/** Marks the demo area it sits in as hydrated, then plays back what the demo missed. */
function HydratedMark() {
  const mark = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    mark.current?.closest(DEMO_AREA_SELECTOR)?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  useEffect(() => replayEarlyInput(), []);
  return <template ref={mark} />;
}

/** A Suspense boundary of its own; with `mark`, it also marks its demo area once hydrated. */
export function DemoBoundary({ children, mark = false }: { children: ReactNode; mark?: boolean }) {
  return (
    <Suspense fallback={null}>
      {children}
      {mark && <HydratedMark />}
    </Suspense>
  );
}

/**
 * A demo component inside its own marked boundary. The wrapper takes no props and is memoised, so
 * a re-render of the previewer never reaches the boundary while it waits (React would then give up
 * hydrating it and show the empty fallback).
 */
export function boundedDemo(Demo: ComponentType): ComponentType {
  const BoundedDemo = () => (
    <DemoBoundary mark>
      <Demo />
    </DemoBoundary>
  );
  return memo(BoundedDemo);
}
