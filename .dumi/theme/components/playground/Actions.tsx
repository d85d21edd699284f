// The playground's buttons beside its preview and its code (../../builtins/Playground.tsx): copy the
// page's address, and open the code as a project on CodeSandbox or StackBlitz.
import copy from 'copy-to-clipboard';
import { useIntl } from 'dumi';
import React, { useEffect, useRef, useState } from 'react';
import { playgroundExport } from '../../../../src/playground/export';
import type { PackageName } from '../../../../src/converter/packages';
import { exportProject, type ExportHost } from '../../../../src/runtime/demo-export';

/** Copies the page's address, and says so for a moment. */
export function CopyLinkButton() {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="site-playground-button"
      data-copied={copied || undefined}
      onClick={() => {
        copy(window.location.href);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 2000);
      }}
    >
      {intl.formatMessage({ id: copied ? 'site.playground.link.copied' : 'site.playground.copy.link' })}
    </button>
  );
}

/** "Open in CodeSandbox" and "Open in StackBlitz": the code as a Vite project, through the site's exporter (loaded on the first click). */
export function ExportButtons({ code, pkg }: { code: string; pkg: PackageName }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const open = (host: ExportHost) => {
    setFailed(false);
    exportProject(host, playgroundExport(code, window.location.href, pkg)).catch(() => setFailed(true));
  };
  return (
    <div className="site-playground-actions">
      <button type="button" className="site-playground-button" onClick={() => open('codesandbox')}>
        {intl.formatMessage({ id: 'site.playground.open.codesandbox' })}
      </button>
      <button type="button" className="site-playground-button" onClick={() => open('stackblitz')}>
        {intl.formatMessage({ id: 'site.playground.open.stackblitz' })}
      </button>
      {failed && (
        <p className="site-playground-error" role="alert">
          {intl.formatMessage({ id: 'site.part.load.failed' }, { part: intl.formatMessage({ id: 'site.part.export' }) })}
        </p>
      )}
    </div>
  );
}
