// The search shortcut: Ctrl+K (⌘K on Apple's devices) or `/` focuses the header's search box where it is on the screen, else opens the search dialog, and Escape closes the dialog; and the key hint shown in the box.
import React, { useSyncExternalStore, type RefObject } from 'react';
import { isSearchShortcut, SEARCH_INPUT_SELECTOR } from '../../../../src/inline-scripts/early-input';
import { isDialogOpen, setDialogOpen } from './search-dialog-state';

const isAppleDevice = () => /(mac|iphone|ipod|ipad)/i.test(navigator.platform || '');
/** The key the search shortcut is shown with: ⌘ on Apple's devices, Ctrl elsewhere. */
const shortcutSymbol = () => (isAppleDevice() ? '⌘' : 'Ctrl');
const noSubscription = () => () => {};

/** Whether the header's box can be typed into where it is: laid out, and wholly on the screen. */
export function isOnScreen(input: HTMLElement): boolean {
  const { top, bottom, left, right, width, height } = input.getBoundingClientRect();
  return width > 0 && height > 0 && top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth;
}

/** Listens for the shortcut on the document (the header's box in `input`); returns the function that stops listening. */
export function listenForSearchShortcut(input: RefObject<HTMLInputElement | null>): () => void {
  const apple = isAppleDevice();
  const onKeyDown = (event: KeyboardEvent) => {
    const { key, ctrlKey, metaKey } = event;
    if (isSearchShortcut({ key, ctrlKey, metaKey, target: event.target as HTMLElement | null }, apple)) {
      event.preventDefault();
      if (input.current && isOnScreen(input.current)) input.current.focus();
      else if (isDialogOpen()) document.querySelector<HTMLInputElement>(`.site-search-dialog ${SEARCH_INPUT_SELECTOR}`)?.focus();
      else setDialogOpen(true);
    } else if (event.key === 'Escape' && isDialogOpen()) {
      event.preventDefault();
      setDialogOpen(false);
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** The shortcut's hint in the search box. */
export default function SearchShortcut() {
  // The prerender writes ⌘; React hydrates with it too, then renders the visitor's own key.
  const symbol = useSyncExternalStore(noSubscription, shortcutSymbol, () => '⌘');
  return <span className="dumi-default-search-shortcut">{symbol} K</span>;
}
