// A prerendered code block, hydrated without the highlighter: its highlighted <pre> is kept as the
// server wrote it, and only the copy button comes to life. Rendered by ../builtins/SourceCode.tsx
// while React hydrates a code block of a page's Markdown; the markup is the default theme's, as
// ./AccessibleSourceCode.tsx adjusts it.
import type { ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React from 'react';
import { highlightedPreClass } from '../lib/source-code';
import CodeCopyButton from './CodeCopyButton';

export default function KeptSourceCode({ children, lang, extra }: ISourceCodeProps) {
  return (
    <div className="dumi-default-source-code">
      {Boolean(lang) && <span className="dumi-default-source-code-language">{lang}</span>}
      <CodeCopyButton code={children} lang={lang} />
      {/* The server's highlighted lines, left as they are: React does not hydrate inside it. */}
      <pre className={highlightedPreClass(lang)} tabIndex={0} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      {extra}
    </div>
  );
}
