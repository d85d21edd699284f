// "Copy page" and "View as Markdown" beside a page's title: the page's Markdown copy (written by
// src/plugins/llms-plugin.ts at <path>.md), to paste into a coding assistant or read as plain text.
// Rendered by ../slots/Content.tsx on every documentation page, and prerendered with it.
import { IconCheck, IconCopy, IconFileMarkdown as IconFile } from './icons';
import copy from 'copy-to-clipboard';
import { useIntl, useLocation } from 'dumi';
import React, { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EARLY_INPUT_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../../src/inline-scripts/early-input';
import { replayEarlyInput } from '../../../src/runtime/early-input';
import { SITE_BASE, markdownCopyPath } from '../../../src/site';
import { normalisePath } from '../lib/locale-paths';
import { COPIED_MS } from '../lib/source-code';
import './PageActions.less';

/** The address of a page's Markdown copy, under the site's base: `/demo/simple` → `/demo/simple.md`. */
function markdownHref(pathname: string, base = SITE_BASE): string {
  return `${base}${markdownCopyPath(normalisePath(pathname)).slice(1)}`;
}

export default function PageActions() {
  const intl = useIntl();
  const href = markdownHref(useLocation().pathname);
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  // The copy's text, fetched when the button is pointed at or focused, so that a click copies at once.
  const loaded = useRef<{ href: string; text?: string; promise: Promise<string> } | undefined>(undefined);

  const load = () => {
    if (loaded.current?.href !== href) {
      const entry: NonNullable<typeof loaded.current> = {
        href,
        promise: fetch(href).then((response) => {
          if (!response.ok) throw new Error(`${href}: ${response.status}`);
          return response.text();
        }),
      };
      entry.promise.then(
        (text) => (entry.text = text),
        () => loaded.current === entry && (loaded.current = undefined),
      );
      loaded.current = entry;
    }
    return loaded.current.promise;
  };

  const copied = () => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  // The Clipboard API keeps the text exactly, its last line break included; where it is missing or
  // refused, the code blocks' copy (copy-to-clipboard, which ends in a prompt to copy by hand).
  const copyText = (text: string) => {
    const fallback = () => {
      copy(text);
      copied();
    };
    if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(copied, fallback);
    else fallback();
  };

  const onCopy = () => {
    const entry = loaded.current?.href === href ? loaded.current : undefined;
    // Copied in the click's own task when the text is there, as the code blocks' copy button does.
    if (entry?.text !== undefined) return copyText(entry.text);
    load().then(copyText, () => {
      // The copy did not arrive (offline): show it, for the reader to copy by hand.
      window.location.assign(href);
    });
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // React handles the button's events from this commit on: the early-input script reads the mark.
  useLayoutEffect(() => button.current?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  // A click made before the page was interactive was recorded (src/inline-scripts/early-input.ts): play it now.
  useEffect(() => replayEarlyInput(), []);

  return (
    <div className="site-page-actions">
      <button
        ref={button}
        type="button"
        className="site-page-action"
        title={intl.formatMessage({ id: 'site.page.copy.label' })}
        data-copied={isCopied || undefined}
        {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}
        onPointerEnter={load}
        onFocus={load}
        onClick={onCopy}
      >
        {isCopied ? <IconCheck aria-hidden="true" /> : <IconCopy aria-hidden="true" />}
        <span>{intl.formatMessage({ id: isCopied ? 'site.page.copied' : 'site.page.copy' })}</span>
      </button>
      {/* A screen reader hears that the copy happened (a button's changing text is not announced). */}
      <span aria-live="polite" className="site-visually-hidden">
        {isCopied ? intl.formatMessage({ id: 'site.page.copied' }) : ''}
      </span>
      <a className="site-page-action" href={href} type="text/markdown">
        <IconFile aria-hidden="true" />
        <span>{intl.formatMessage({ id: 'site.page.markdown' })}</span>
      </a>
    </div>
  );
}
