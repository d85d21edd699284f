// Why: the default search bar listens only once the page has hydrated, so a query typed (or Ctrl+K pressed) before then was shown and never answered; this one answers it as soon as it can.
// Also: the default hides all of search on a phone (its box has no room there, and Ctrl+K then focuses a hidden box: nothing opens); here a search button in the header (../components/search/SearchButton.tsx) opens a search dialog (../components/search/SearchDialog.tsx), and Ctrl+K or `/` (../components/search/SearchShortcut.tsx) opens it whenever the header's box is not on the screen.
// And: it searches the index the build wrote, in a worker of the site's own (src/search/client/site-search.ts), with typos forgiven, not dumi's index built in the browser on the first search.
// The default search bar's input alone (its module would bring the whole default bar and its icons).
import { Input as SearchInput } from 'dumi/theme-default/slots/SearchBar/Input';
import 'dumi/theme-default/slots/SearchBar/index.less';
import React, { useEffect, useRef, useState } from 'react';
import { announceTypedValue, searchBarReady } from '../../../src/runtime/early-input';
import { holdInput, SEARCH_KEY, takeKeptInput } from '../../../src/runtime/offered-reload';
import { useSiteSearch } from '../../../src/search/client/site-search';
import { IconSearch } from '../components/icons';
import { preloadResultList } from '../components/search/result-list-loader';
import { keepForDialog, setDialogOpen, useDialogOpen } from '../components/search/search-dialog-state';
import SearchDialog from '../components/search/SearchDialog';
import SearchShortcut, { isOnScreen, listenForSearchShortcut } from '../components/search/SearchShortcut';
import SearchResult from './SearchResult';
import './SearchBar.less';

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
  const input = useRef<HTMLInputElement>(null);
  const open = useDialogOpen();

  useEffect(() => holdInput((): Record<string, string> => (keywords.trim() ? { [SEARCH_KEY]: keywords } : {})), [keywords]);

  useEffect(() => {
    const stopListening = listenForSearchShortcut(input);
    searchBarReady();
    const box = input.current;
    const kept = takeKeptInput(SEARCH_KEY);
    if (kept && box && !box.value.trim()) {
      if (isOnScreen(box)) {
        box.value = kept;
        box.focus();
      } else {
        keepForDialog(kept);
        setDialogOpen(true);
      }
    }
    if (box && box.value.trim() !== '') {
      if (document.activeElement === box) box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      announceTypedValue(box);
    }
    return stopListening;
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
      <SearchShortcut />
      {keywords.trim() && focusing && !open ? (
        <div className="dumi-default-search-popover">
          <section>
            <SearchResult data={result} loading={loading} />
          </section>
        </div>
      ) : null}
      {open ? (
        <SearchDialog
          search={search}
          results={<SearchResult data={result} loading={loading} onItemSelect={() => setDialogOpen(false)} />}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </div>
  );
}
