import { useIntl } from 'dumi';
import React from 'react';
import { MAIN_CONTENT_ID } from '../lib/main-content';
import './SkipLink.less';

/**
 * "Skip to content": the first thing Tab reaches, shown only while focused. It is a plain link to
 * the main content, which has tabindex -1, so before hydration the browser follows it and focuses
 * the target itself; once hydrated, a click focuses the target without adding a #hash to the address
 * (a history entry, and GlobalLayout's watch over #hash targets).
 */
export default function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="site-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {intl.formatMessage({ id: 'site.skip.content' })}
    </a>
  );
}
