// The search dialog: a box, the results under it, and the keys that work, over the page; opened by the phone's search button (./SearchButton.tsx) or the search shortcut (./SearchShortcut.tsx) where the header's box is not on the screen.
import { useIntl } from 'dumi';
// The default search bar's input alone (its module would bring the whole default bar and its icons).
import { Input as SearchInput } from 'dumi/theme-default/slots/SearchBar/Input';
import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { announceTypedValue } from '../../../../src/runtime/early-input';
import type { useSiteSearch } from '../../../../src/search/client/site-search';
import { IconArrowDown, IconArrowUp, IconClose, IconEnter, IconSearch } from '../icons';
import { preloadResultList } from './result-list-loader';
import { takeKeptForDialog } from './search-dialog-state';
import { useFocusTrap } from './useFocusTrap';

type Search = ReturnType<typeof useSiteSearch>;

/** A line of the dialog's key legend: each key (child) in its own <kbd>, then what it does. */
function Command({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  return (
    <li className={className}>
      {React.Children.map(children, (key) => (
        <kbd className="dumi-default-search-modal-shortcut">{key}</kbd>
      ))}
      <span className="dumi-default-search-modal-commands-text">{label}</span>
    </li>
  );
}

/**
 * The dialog renders at the start of <body>, outside the header (whose right part is hidden on a
 * phone, and whose blur filter would confine a fixed box to the header), and before the page's
 * headings, which the results' headings would otherwise follow out of order. Escape, a click
 * outside and following a result close it, and the focus goes back to where it was; Tab stays
 * inside it.
 */
export default function SearchDialog({ search, results, onClose }: { search: Search; results: ReactNode; onClose: () => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const keepFocusInside = useFocusTrap(content);
  const [focusing, setFocusing] = useState(false);
  const [host] = useState(() => document.createElement('div'));

  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    input.current?.focus();
    search.load();
    preloadResultList();
    const kept = takeKeptForDialog();
    if (kept && input.current) {
      input.current.value = kept;
      announceTypedValue(input.current);
    }
    return () => {
      document.body.style.overflow = overflow;
      search.setKeywords('');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    // The default theme's styles for its dialog sit under its search bar's class.
    <div className="dumi-default-search-bar site-search-dialog">
      <div
        className="dumi-default-search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'site.search.dialog' })}
        onKeyDown={keepFocusInside}
      >
        <div className="dumi-default-search-modal-mask" onClick={onClose} />
        <div className="dumi-default-search-modal-content" ref={content}>
          <div className="site-search-dialog-bar">
            <IconSearch className="dumi-default-search-bar-svg" aria-hidden="true" />
            <SearchInput
              ref={input}
              onFocus={() => setFocusing(true)}
              onBlur={() => setTimeout(() => setFocusing(false), 1)}
              onChange={search.setKeywords}
            />
            <button
              type="button"
              className="site-search-dialog-close"
              aria-label={intl.formatMessage({ id: 'site.search.close' })}
              onClick={onClose}
            >
              <IconClose aria-hidden="true" />
            </button>
          </div>
          {search.keywords.trim() || focusing ? results : null}
          <footer>
            <ul className="dumi-default-search-modal-commands">
              <Command className="dumi-default-search-modal-commands-arrow" label={intl.formatMessage({ id: 'site.search.navigate' })}>
                <IconArrowUp width="10px" height="10px" aria-label="↑" />
                <IconArrowDown width="10px" height="10px" aria-label="↓" />
              </Command>
              <Command label={intl.formatMessage({ id: 'site.search.follow' })}>
                <IconEnter width="10px" height="10px" aria-label="Enter" />
              </Command>
              <Command label={intl.formatMessage({ id: 'site.search.dismiss' })}>esc</Command>
            </ul>
          </footer>
        </div>
      </div>
    </div>,
    host,
  );
}
