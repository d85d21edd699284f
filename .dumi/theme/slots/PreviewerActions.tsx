// Still rewrites dumi's output: the default holds the code tabs, live editing, the CodeSandbox, StackBlitz and Sketch exports and the iframe link; this only names its controls and hands Sketch the demo.
// Why: the default demo actions are icon-only controls named only by a data-dumi-tooltip attribute, and
// "Copy to Sketch" receives the demo's container before it exists (null on a hydrated page), so it failed.
import Original, { type IPreviewerActionsProps } from 'dumi/theme-default/slots/PreviewerActions';
import React, { useEffect, useState, type ReactNode } from 'react';
import { renderInPlace, rewriteOutput, withChildren, withName, type Element } from '../lib/rewrite-output';

const TOOLTIP = 'data-dumi-tooltip';

/** The name a control's tooltip shows. */
const tooltipOf = (element: Element) => element.props[TOOLTIP] as string;

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
  const hasTooltip = (element: Element) => typeof element.props[TOOLTIP] === 'string';
  return (
    <>
      {rewriteOutput('PreviewerActions', tree, [
        {
          expects: 'a <button> or <a> named only by data-dumi-tooltip',
          match: (element) => hasTooltip(element) && (element.type === 'button' || element.type === 'a'),
          rewrite: (element) => withName(element, tooltipOf(element)),
        },
        {
          // "Copy to Sketch": a wrapper with the tooltip around an invisible <select>.
          expects: 'the "Copy to Sketch" <select> inside its tooltip wrapper',
          match: (element) => hasTooltip(element) && element.type === 'span',
          rewrite: (element) =>
            withChildren(
              element,
              rewriteOutput('PreviewerActions', element.props.children as ReactNode, [
                { expects: 'the "Copy to Sketch" <select>', match: (child) => child.type === 'select', rewrite: (child) => withName(child, tooltipOf(element)) },
              ]),
            ),
        },
      ])}
    </>
  );
}
