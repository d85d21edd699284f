// Why: the default scrolls a wide table in a box the keyboard cannot reach, hydrates a prerendered table cell by cell (most of the home page's hydration), and measures every table as it mounts, laying out the ones below the fold that the page skips.
import { history } from 'dumi';
import 'dumi/theme-default/builtins/Table/index.less';
import './Table.less';
import React, { useEffect, useId, useRef, useState, type MouseEvent, type TableHTMLAttributes } from 'react';
import { internalLinkTarget } from '../lib/static-links';
import { foldAttributes, foldsOf, type Folds } from '../lib/table-folds';

/** Marks a table in the prerendered HTML, by an id React gives alike on the server and while hydrating. */
const ID_ATTRIBUTE = 'data-table-id';

/**
 * A Markdown table holds only text, code and links, so a prerendered one is kept as the server
 * wrote it: while hydrating, the table takes its cells from the document (an empty
 * `dangerouslySetInnerHTML` that React leaves as it finds it) instead of hydrating each of them.
 * A table rendered in the browser (a page reached by client-side navigation) is built as usual.
 * So a component placed in a Markdown table would not come to life on a prerendered page: keep
 * interactive components out of tables (the docs' tables hold only text, code and links).
 */
function usePrerendered(id: string): boolean {
  const [prerendered] = useState(
    () => typeof document !== 'undefined' && document.querySelector(`table[${ID_ATTRIBUTE}="${id}"]`) !== null,
  );
  return prerendered;
}

/** Links in a kept table are the server's plain anchors: they navigate on the client as dumi's links do. */
function followLink(event: MouseEvent<HTMLTableElement>) {
  const path = internalLinkTarget(event.nativeEvent, window.location.origin);
  if (path === null) return;
  event.preventDefault();
  history.push(path);
}

/**
 * Which sides of the scrolling box hide part of the table. Measured only while the box is on
 * screen: reading its widths lays it out, and a table below the fold is not laid out until it
 * nears the viewport (`content-visibility` in global.less).
 */
function useFolds(box: React.RefObject<HTMLDivElement | null>): Folds {
  const [folds, setFolds] = useState<Folds>({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let onScreen = false;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = foldsOf(element);
      setFolds((previous) => (previous.left === next.left && previous.right === next.right ? previous : next));
    };
    const schedule = () => {
      if (onScreen && !frame) frame = requestAnimationFrame(measure);
    };
    const watch = new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
      schedule();
    });
    watch.observe(element);
    element.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      watch.disconnect();
      element.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [box]);
  return folds;
}

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function Table({ children, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  const id = useId();
  const prerendered = usePrerendered(id);
  const box = useRef<HTMLDivElement>(null);
  const folds = useFolds(box);
  return (
    <div className="dumi-default-table">
      {/* Focusable, so that a keyboard can scroll a table wider than the screen. */}
      <div className="dumi-default-table-content" ref={box} tabIndex={0} {...foldAttributes(folds)}>
        {prerendered ? (
          <table
            {...props}
            {...{ [ID_ATTRIBUTE]: id }}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
            onClick={followLink}
          />
        ) : (
          <table {...props} {...{ [ID_ATTRIBUTE]: id }}>
            {children}
          </table>
        )}
      </div>
    </div>
  );
}
