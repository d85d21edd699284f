// A prerendered code block, hydrated without the highlighter: its highlighted <pre> is kept as the
// server wrote it, and only the copy button comes to life. Rendered by ../builtins/SourceCode.tsx
// while React hydrates a code block of a page's Markdown; the markup is the default theme's, as
// ./AccessibleSourceCode.tsx adjusts it.
import { IconCheck, IconCopy } from './icons';
import copy from 'copy-to-clipboard';
import { useIntl } from 'dumi';
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React, { useEffect, useRef, useState } from 'react';
import { COPIED_MS, copiedText, highlightedPreClass } from '../lib/source-code';

export default function KeptSourceCode({ children, lang, extra }: ISourceCodeProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCopy = () => {
    copy(copiedText(children, lang));
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <div className="dumi-default-source-code">
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <button
        type="button"
        className="dumi-default-source-code-copy"
        data-copied={copied || undefined}
        aria-label={intl.formatMessage({ id: 'site.code.copy' })}
        onClick={onCopy}
      >
        {copied ? <IconCheck /> : <IconCopy />}
      </button>
      {/* The server's highlighted lines, left as they are: React does not hydrate inside it. */}
      <pre className={highlightedPreClass(lang)} tabIndex={0} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      {extra}
    </div>
  );
}
