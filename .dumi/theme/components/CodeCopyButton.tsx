// A code block's copy button: it copies the code as written (without a shell block's prompts) and
// shows a tick for a moment. Both code blocks use it, the highlighted one and the one kept as the
// server wrote it (./AccessibleSourceCode.tsx, ./KeptSourceCode.tsx).
import copy from 'copy-to-clipboard';
import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { COPIED_MS, copiedText } from '../lib/source-code';
import { IconCheck, IconCopy } from './icons';

export default function CodeCopyButton({ code, lang }: { code: string; lang: string | undefined }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCopy = () => {
    copy(copiedText(code, lang));
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      className="dumi-default-source-code-copy"
      data-copied={copied || undefined}
      aria-label={intl.formatMessage({ id: 'site.code.copy' })}
      onClick={onCopy}
    >
      {copied ? <IconCheck /> : <IconCopy />}
    </button>
  );
}
