// Why: the default search bar listens only once the page has hydrated, so a query typed (or Ctrl+K pressed) before then was shown and never answered; this one answers it as soon as it can.
// Also: the default hides all of search on a phone (its box has no room there, and Ctrl+K then focuses a hidden box: nothing opens); here a search button in the header opens a search dialog, and Ctrl+K or `/` opens it whenever the header's box is not on the screen.
// And: it searches the index the build wrote, in a worker of the site's own (src/runtime/site-search.ts), with typos forgiven, not dumi's index built in the browser on the first search.
import { useIntl } from 'dumi';
// The default search bar's input alone (its module would bring the whole default bar and its icons).
import { Input as SearchInput } from 'dumi/theme-default/slots/SearchBar/Input';
import 'dumi/theme-default/slots/SearchBar/index.less';
import React, { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  EARLY_INPUT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  isSearchShortcut,
  SEARCH_BUTTON_CLASS,
  SEARCH_INPUT_SELECTOR,
} from '../../../src/inline-scripts/early-input';
import { announceTypedValue, replayEarlyInput, searchBarReady } from '../../../src/runtime/early-input';
import { holdInput, SEARCH_KEY, takeKeptInput } from '../../../src/runtime/offered-reload';
import { prepareSearch, useSiteSearch } from '../../../src/runtime/site-search';
import { IconArrowDown, IconArrowUp, IconClose, IconEnter, IconSearch } from '../components/icons';
import SearchResult, { loadSearchResultList } from './SearchResult';
import './SearchBar.less';

/** Starts loading the results list ahead of the first answer; a failure is said where the list shows. */
const preloadResultList = () => void loadSearchResultList().catch(() => undefined);

// Whether the search dialog is open: shared by the search bar, which renders it, and the header's
// search button, which opens it from outside the search bar.
let dialogOpen = false;
/** A query kept across an offered reload, for the dialog to put in its box when it opens. */
let keptForDialog: string | undefined;
const dialogListeners = new Set<() => void>();

function setDialogOpen(open: boolean): void {
  if (dialogOpen === open) return;
  dialogOpen = open;
  dialogListeners.forEach((listener) => listener());
}

function useDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialogOpen,
    () => false,
  );
}

/** Whether the header's box can be typed into where it is: laid out, and wholly on the screen. */
function isOnScreen(input: HTMLElement): boolean {
  const { top, bottom, left, right, width, height } = input.getBoundingClientRect();
  return width > 0 && height > 0 && top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth;
}

const isAppleDevice = () => /(mac|iphone|ipod|ipad)/i.test(navigator.platform || '');
/** The key the search shortcut is shown with: ⌘ on Apple's devices, Ctrl elsewhere. */
const shortcutSymbol = () => (isAppleDevice() ? '⌘' : 'Ctrl');
const noSubscription = () => () => {};

/**
 * The search button the header shows on a phone, where the search box has no room. A tap before the
 * page is interactive is recorded by the early-input script and played back once it is.
 */
export function SearchButton() {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => button.current?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  // A finger or pointer on the button, or the focus, shows intent: the index starts loading.
  const prepare = () => {
    void prepareSearch(intl.locale);
    preloadResultList();
  };
  useEffect(() => replayEarlyInput(), []);
  return (
    <button
      ref={button}
      type="button"
      className={SEARCH_BUTTON_CLASS}
      aria-label={intl.formatMessage({ id: 'site.search.open' })}
      aria-haspopup="dialog"
      {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}
      onPointerEnter={prepare}
      onTouchStart={prepare}
      onFocus={prepare}
      onClick={(event) => {
        // The header folds its menu on any click inside it; this one opens search instead.
        event.stopPropagation();
        setDialogOpen(true);
      }}
    >
      <IconSearch aria-hidden="true" />
    </button>
  );
}

type Search = ReturnType<typeof useSiteSearch>;

/**
 * The search dialog: a box, the results under it, and the keys that work, over the page. It renders
 * at the start of <body>, outside the header (whose right part is hidden on a phone, and whose blur
 * filter would confine a fixed box to the header), and before the page's headings, which the
 * results' headings would otherwise follow out of order. Escape, a click outside and following a
 * result close it, and the focus goes back to where it was; Tab stays inside it.
 */
/** A line of the dialog's key legend: each key (child) in its own <kbd>, then what it does. */
function Command({ className, label, children }: { className?: string; label: string; children: React.ReactNode }) {
  return (
    <li className={className}>
      {React.Children.map(children, (key) => (
        <kbd className="dumi-default-search-modal-shortcut">{key}</kbd>
      ))}
      <span className="dumi-default-search-modal-commands-text">{label}</span>
    </li>
  );
}

function SearchDialog({ search, onClose }: { search: Search; onClose: () => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLDivElement>(null);
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
    if (keptForDialog && input.current) {
      input.current.value = keptForDialog;
      announceTypedValue(input.current);
    }
    keptForDialog = undefined;
    return () => {
      document.body.style.overflow = overflow;
      search.setKeywords('');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keepFocusInside = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !content.current) return;
    const focusable = [...content.current.querySelectorAll<HTMLElement>('input, button, a[href]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

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
          {search.keywords.trim() || focusing ? (
            <SearchResult data={search.result} loading={search.loading} onItemSelect={onClose} />
          ) : null}
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

/**
 * The header's search: a box whose results drop down under it, and the search dialog for a screen
 * where the box is not shown (a phone) or not in view.
 *
 * Until the app runs, the inline script src/inline-scripts/early-input.ts focuses this box on
 * Ctrl+K or `/`, and the box keeps what the visitor types. Once hydrated, the search bar takes the
 * shortcut over, and a query already in the box is announced to it (with the focus, if the box
 * has it), as if typed now: the results appear, with the text and caret as the visitor left them.
 * The locale's search index starts loading as soon as a visitor shows intent: the pointer over the
 * box, the focus in it (Ctrl+K and `/` give it the focus), or the phone's search button; the
 * results list loads when the box first gets the focus, before the first query needs it.
 *
 * When the search offers the reload (its code or index failed to load twice), the query is kept
 * across it (src/runtime/offered-reload.ts) and typed back, with the focus, into the box, or into
 * the dialog where the box is not on the screen.
 */
export default function SearchBar() {
  const search = useSiteSearch();
  const { keywords, setKeywords, result, loading, load } = search;
  const [focusing, setFocusing] = useState(false);
  // The prerender writes ⌘; React hydrates with it too, then renders the visitor's own key.
  const symbol = useSyncExternalStore(noSubscription, shortcutSymbol, () => '⌘');
  const input = useRef<HTMLInputElement>(null);
  const open = useDialogOpen();

  useEffect(() => holdInput((): Record<string, string> => (keywords.trim() ? { [SEARCH_KEY]: keywords } : {})), [keywords]);

  useEffect(() => {
    const apple = isAppleDevice();
    const onKeyDown = (event: KeyboardEvent) => {
      const { key, ctrlKey, metaKey } = event;
      if (isSearchShortcut({ key, ctrlKey, metaKey, target: event.target as HTMLElement | null }, apple)) {
        event.preventDefault();
        if (input.current && isOnScreen(input.current)) input.current.focus();
        else if (dialogOpen) document.querySelector<HTMLInputElement>(`.site-search-dialog ${SEARCH_INPUT_SELECTOR}`)?.focus();
        else setDialogOpen(true);
      } else if (event.key === 'Escape' && dialogOpen) {
        event.preventDefault();
        setDialogOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    searchBarReady();
    const box = input.current;
    const kept = takeKeptInput(SEARCH_KEY);
    if (kept && box && !box.value.trim()) {
      if (isOnScreen(box)) {
        box.value = kept;
        box.focus();
      } else {
        keptForDialog = kept;
        setDialogOpen(true);
      }
    }
    if (box && box.value.trim() !== '') {
      if (document.activeElement === box) box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      announceTypedValue(box);
    }
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="dumi-default-search-bar">
      <IconSearch className="dumi-default-search-bar-svg" aria-hidden="true" />
      <SearchInput
        ref={input}
        onFocus={() => {
          setFocusing(true);
          load();
          preloadResultList();
        }}
        onMouseEnter={() => load()}
        // Waits for a click on a result to land first.
        onBlur={() => setTimeout(() => setFocusing(false), 1)}
        onChange={setKeywords}
      />
      <span className="dumi-default-search-shortcut">{symbol} K</span>
      {keywords.trim() && focusing && !open ? (
        <div className="dumi-default-search-popover">
          <section>
            <SearchResult data={result} loading={loading} />
          </section>
        </div>
      ) : null}
      {open ? <SearchDialog search={search} onClose={() => setDialogOpen(false)} /> : null}
    </div>
  );
}
