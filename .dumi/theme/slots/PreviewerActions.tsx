// Why: the default demo actions are icon-only controls named only by a data-dumi-tooltip attribute, and
// "Copy to Sketch" receives the demo's container before it exists (null on a hydrated page), so it failed.
import Original, { type IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import React, { useEffect, useState, type ReactNode } from 'react';
import { renderInPlace, rewriteTree, withChildren, withProps, type Element } from '../a11y/tree';

const TOOLTIP = 'data-dumi-tooltip';

/** Gives a control the name its tooltip shows, unless it already has one. */
function named(element: Element, name: string): Element {
  return element.props['aria-label'] ? element : withProps(element, { 'aria-label': name });
}

export default function PreviewerActions(props: IPreviewerActionsProps) {
  // The previewer reads its demo container from a ref while rendering, before the ref is set;
  // find the container once mounted instead (the previewer's root carries the demo's id).
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const demoId = props.asset.id;
  useEffect(() => {
    const previewer = document.getElementById(demoId);
    setContainer(previewer?.querySelector<HTMLElement>('.dumi-default-previewer-demo') ?? null);
  }, [demoId]);

  const tree = renderInPlace(Original, { ...props, demoContainer: props.demoContainer ?? container ?? undefined });
  return (
    <>
      {rewriteTree(tree, (element: Element) => {
        const tooltip = element.props[TOOLTIP];
        if (typeof tooltip !== 'string') return element;
        if (element.type === 'button' || element.type === 'a') return named(element, tooltip);
        // "Copy to Sketch": a wrapper with the tooltip around an invisible <select>.
        return withChildren(
          element,
          rewriteTree(element.props.children as ReactNode, (child) =>
            child.type === 'select' ? named(child, tooltip) : child,
          ),
        );
      })}
    </>
  );
}
