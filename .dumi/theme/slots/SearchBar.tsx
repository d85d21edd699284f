// Why: the default search bar listens only once the page has hydrated, so a query typed (or Ctrl+K pressed) before then was shown and never answered; this one answers it as soon as it can.
import Original from 'dumi/theme-default/slots/SearchBar';
import React, { useEffect } from 'react';
import { SEARCH_INPUT_SELECTOR } from '../../../src/inline-scripts/early-input';
import { announceTypedValue, searchBarReady } from '../../../src/runtime/early-input';
import { loadSearchResultList } from './SearchResult';

/**
 * Until the app runs, the inline script src/inline-scripts/early-input.ts focuses this box on
 * Ctrl+K or `/`, and the box keeps what the visitor types. Once hydrated, the search bar takes the
 * shortcut over, and a query already in the box is announced to it (with the focus, if the box
 * has it), as if typed now: the results appear, with the text and caret as the visitor left them.
 * The results list loads when the box first gets the focus, before the first query needs it.
 */
export default function SearchBar() {
  useEffect(() => {
    searchBarReady();
    const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT_SELECTOR);
    if (!input) return undefined;
    // A failed load is said where the list is shown, and tried again there.
    const preload = () => void loadSearchResultList().catch(() => undefined);
    input.addEventListener('focus', preload, { once: true });
    if (input.value.trim() === '') return () => input.removeEventListener('focus', preload);
    if (document.activeElement === input) input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    announceTypedValue(input);
    return () => input.removeEventListener('focus', preload);
  }, []);
  return <Original />;
}
