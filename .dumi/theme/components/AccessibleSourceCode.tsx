// Still rewrites dumi's output: the default code block highlights, copies and hosts the live editor's textarea; this changes only names, a tab stop and the tag of each line.
// The theme's code block with names for its copy button and its live-edit <textarea> (the default
// has none; the edit tips beside it are named by ../slots/PreviewerActions.tsx), a <pre> that the
// keyboard can reach when it scrolls sideways, and lines that are valid inside a <pre> (the default
// writes each line as a <div>, which a <pre> may not hold). Loaded lazily by ../builtins/SourceCode.tsx.
import { useIntl } from 'dumi';
import Original, { type ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React, { cloneElement, type ReactNode } from 'react';
import {
  hasClass,
  isTag,
  renderInPlace,
  retag,
  rewriteOutput,
  withChildren,
  withName,
  withProps,
  type Element,
  type OutputRule,
} from '../lib/rewrite-output';
import { highlightedPreClass } from '../lib/source-code';

/** The class of a code line, laid out as the <div> it replaces (global.less). */
export const CODE_LINE_CLASS = 'site-code-line';

/** A line of code (a <div> in the default) as a <span> laid out as a block. */
function asLine(element: Element): Element {
  const className = [element.props.className, CODE_LINE_CLASS].filter(Boolean).join(' ');
  return retag(element, 'span', { className });
}

/**
 * The highlighter's output: a <pre> of lines, each a <div> holding a <div> of tokens. Its <pre> must
 * have the class that a prerendered code block keeps while it hydrates (../components/KeptSourceCode.tsx).
 */
function highlighted(output: ReactNode, focusable: boolean, lang: string | undefined): ReactNode {
  const preClass = highlightedPreClass(lang);
  return rewriteOutput('SourceCode', output, [
    { expects: 'a <div> line inside the <pre>', match: isTag('div'), rewrite: asLine },
    {
      expects: `the highlighted <pre class="${preClass}">`,
      match: (element) => isTag('pre')(element) && element.props.className === preClass,
      // Without a live-edit <textarea>, the <pre> itself scrolls sideways: the keyboard must reach it.
      rewrite: (element) => (focusable ? withProps(element, { tabIndex: 0 }) : element),
    },
  ]);
}

/** The highlighter renders through a render prop: rewrite what it renders. */
function withHighlightedOutput(element: Element, focusable: boolean, lang: string | undefined): Element {
  const render = element.props.children as (...args: unknown[]) => ReactNode;
  return cloneElement(element, { children: (...args: unknown[]) => highlighted(render(...args), focusable, lang) });
}

export default function SourceCode(props: ISourceCodeProps) {
  const intl = useIntl();
  const rules: OutputRule[] = [
    {
      expects: 'the copy <button class="dumi-default-source-code-copy">',
      match: hasClass('dumi-default-source-code-copy'),
      rewrite: (element) => withName(element, intl.formatMessage({ id: 'site.code.copy' })),
    },
    {
      expects: 'the live-edit <textarea>',
      match: isTag('textarea'),
      rewrite: (element) => withName(element, intl.formatMessage({ id: 'site.code.editable' })),
      required: Boolean(props.textarea),
    },
    {
      expects: "the highlighter (an element rendering through a function child)",
      match: (element) => typeof element.props.children === 'function',
      rewrite: (element) => withHighlightedOutput(element, !props.textarea, props.lang),
    },
  ];
  return <>{rewriteOutput('SourceCode', renderInPlace(Original, props), rules)}</>;
}
