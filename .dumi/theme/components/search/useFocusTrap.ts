/**
 * Keeps Tab and Shift+Tab inside a dialog: from its last focusable element (a box, a button or a
 * link) Tab goes to its first, and Shift+Tab from the first to the last. Takes the dialog's content,
 * returns the keydown handler for the dialog.
 */
import { useCallback, type KeyboardEvent, type RefObject } from 'react';

export function useFocusTrap(content: RefObject<HTMLElement | null>): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
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
    },
    [content],
  );
}
