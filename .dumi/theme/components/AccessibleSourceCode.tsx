// The site's highlighted code block, in the default theme's class names (its stylesheet and Prism
// theme are imported), highlighted with the site's own Prism (../lib/prism.ts).
// Unlike the default, the copy button and the live-edit <textarea> have names (the edit tips beside
// it are named by ../slots/PreviewerActions.tsx), a <pre> that scrolls sideways is a tab stop, and
// each line is a <span> laid out as a block (a <pre> may not hold the default's <div>s).
// Loaded lazily by ../builtins/SourceCode.tsx.
import { useIntl } from 'dumi';
import 'dumi/theme-default/builtins/SourceCode/index.less';
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import 'prism-themes/themes/prism-one-light.css';
import React, { cloneElement, isValidElement, type ReactElement } from 'react';
import { highlightedLines } from '../lib/prism';
import { highlightedLanguage, highlightedPreClass } from '../lib/source-code';
import CodeCopyButton from './CodeCopyButton';

/** The class of a code line, laid out as the <div> it replaces (global.less). */
const CODE_LINE_CLASS = 'site-code-line';

export default function SourceCode({ children = '', lang, highlightLines = [], textarea, extra }: ISourceCodeProps) {
  const intl = useIntl();
  const lines = highlightedLines(textarea ? children : children.trim(), highlightedLanguage(lang));
  const code = (
    // Without a live-edit <textarea>, the <pre> itself scrolls sideways: the keyboard must reach it.
    <pre className={highlightedPreClass(lang)} tabIndex={textarea ? undefined : 0}>
      {lines.map((line, index) => (
        <span key={index} className={[highlightLines.includes(index + 1) && 'highlighted', CODE_LINE_CLASS].filter(Boolean).join(' ')}>
          <span className={CODE_LINE_CLASS}>
            {line.map(({ className, text }, key) => (
              <span key={key} className={className}>
                {text}
              </span>
            ))}
          </span>
        </span>
      ))}
    </pre>
  );

  const editor = isValidElement(textarea)
    ? cloneElement(textarea as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': intl.formatMessage({ id: 'site.code.editable' }) })
    : textarea;

  return (
    <div className="dumi-default-source-code">
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <CodeCopyButton code={children} lang={lang} />
      {textarea ? (
        <div className="dumi-default-source-code-scroll-container">
          <div className="dumi-default-source-code-scroll-content">
            {code}
            {editor}
          </div>
        </div>
      ) : (
        code
      )}
      {extra}
    </div>
  );
}
