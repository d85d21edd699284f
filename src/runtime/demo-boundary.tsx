/**
 * The Suspense boundary each demo hydrates in, and the mark it leaves once it has.
 *
 * Why a boundary of its own: a demo's code loads lazily, so while a page hydrates the demo
 * suspends. Without a boundary right around it, React renders what follows the demo (its title,
 * description and actions, the next sections) before giving up on the nearest boundary, matches
 * each against the wrong server-rendered element, and builds a discarded hydration error for each.
 * With one, the demo stays as the server rendered it until its code is there, and the rest of the
 * page hydrates at once. The build wraps each lazily loaded demo component of a Markdown page in
 * `boundedDemo` (src/plugins/page-chunks.ts); a 1.x demo's view is inside one too.
 *
 * The inner boundary, inside the demo's area, also renders a `<template>` whose layout effect marks
 * that area as hydrated (HYDRATED_ATTRIBUTE) in the commit that hydrates the demo: the inline
 * early-input script reads the mark to tell which demos React handles events for, and what the
 * visitor did to the demo before is played back (./early-input.ts).
 *
 * A demo the first page of a visit shows far below the screen waits to hydrate (its code is not
 * even requested) until it comes within half a screen of the viewport: a page whose demos are
 * all out of view, like the home page under its hero, loads no cascader code until the visitor
 * scrolls to one. What the visitor does to a demo before it hydrates is kept as above.
 *
 * A demo's code that fails to load is tried once more (./load-once.ts); when that fails too, the
 * demo's area offers the reload (./reload-offer.tsx) instead of dumi's error box with a stack.
 */
import {
  Suspense,
  createContext,
  lazy,
  memo,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DEMO_AREA_SELECTOR, HYDRATED_ATTRIBUTE } from '../inline-scripts/early-input';
import { replayEarlyInput } from './early-input';
import { loadOnce } from './load-once';
import type { Loader } from './preloadable-lazy';
import { LoadFailureBoundary } from './reload-offer';

/** Marks the demo area it sits in as hydrated, then plays back what the demo missed. */
function HydratedMark() {
  const mark = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    mark.current?.closest(DEMO_AREA_SELECTOR)?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  useEffect(() => replayEarlyInput(), []);
  return <template ref={mark} />;
}

/** The element id of the demo rendered inside (the previewer's), which `boundedDemo` waits on. */
export const DemoIdContext = createContext<string | undefined>(undefined);

/** How near the viewport a demo starts to hydrate: within half a screen above or below it. */
const NEAR = 0.5;
/** The demos that need not wait (any more), and the waits of those that do, by element id. */
const goneAhead = new Set<string>();
const waits = new Map<string, Promise<void>>();

function isNearViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -NEAR * window.innerHeight && top < (1 + NEAR) * window.innerHeight;
}

/**
 * What the demo with this element id waits for before it hydrates: nothing (null) unless the page
 * was served with the demo in it, not hydrated yet and far from the viewport; then the moment it
 * comes near. The layout read is of a page that hydration has not changed yet, so it costs no
 * layout of its own.
 */
function hydrationWait(id: string): Promise<void> | null {
  if (goneAhead.has(id) || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  let wait = waits.get(id);
  if (wait) return wait;
  const element = document.getElementById(id);
  const area = element?.querySelector(DEMO_AREA_SELECTOR);
  if (!element || !area || area.hasAttribute(HYDRATED_ATTRIBUTE) || isNearViewport(element)) {
    goneAhead.add(id);
    return null;
  }
  wait = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        goneAhead.add(id);
        waits.delete(id);
        resolve();
      },
      { rootMargin: `${NEAR * 100}% 0px` },
    );
    observer.observe(element);
  });
  waits.set(id, wait);
  return wait;
}

/** Renders its children once the demo it is in may hydrate (see `hydrationWait`). */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const id = useContext(DemoIdContext);
  const wait = id === undefined ? null : hydrationWait(id);
  if (wait) use(wait);
  return children;
}

/**
 * Runs `run` once the demo has hydrated: loads the modules the live editor resolves the demo's
 * imports with (./demo-dependencies.ts). A failed load is tried again when the next demo hydrates.
 */
function AfterHydration({ run }: { run: () => Promise<void> }) {
  useEffect(() => {
    run().catch(() => undefined);
  }, [run]);
  return null;
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
 * A demo component, loaded by `load` (dumi's loader of the demo's module), inside its own marked
 * boundary, hydrated when near the viewport; a failed load is tried once more. Then
 * `loadDependencies`, when given, loads what the live editor needs for the page's demos. The wrapper
 * takes no props and is memoised, so a re-render of the previewer never reaches the boundary while
 * it waits (React would then give up hydrating it and show the empty fallback).
 */
export function boundedDemo(load: Loader, loadDependencies?: () => Promise<void>): PreloadableDemo {
  const loadRetrying = loadOnce(load);
  const Demo = lazy(loadRetrying);
  const BoundedDemo = () => (
    <DemoBoundary mark>
      <LoadFailureBoundary part="demo">
        <WhenNearViewport>
          <Demo />
          {loadDependencies && <AfterHydration run={loadDependencies} />}
        </WhenNearViewport>
      </LoadFailureBoundary>
    </DemoBoundary>
  );
  return Object.assign(memo(BoundedDemo), { preload: loadRetrying });
}

/** A bounded demo whose code can be fetched ahead of its first render (the page prefetch). */
export type PreloadableDemo = ComponentType & { preload: () => Promise<unknown> };
