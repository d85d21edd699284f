/**
 * Whether the search dialog is open, shared by the header's search bar (.dumi/theme/slots/SearchBar.tsx),
 * which renders it, the phone's search button (./SearchButton.tsx), which opens it from outside the
 * search bar, and the search shortcut (./SearchShortcut.tsx); and a query kept across an offered
 * reload, for the dialog to put in its box when it opens.
 */
import { useSyncExternalStore } from 'react';

let dialogOpen = false;
const dialogListeners = new Set<() => void>();

export const isDialogOpen = () => dialogOpen;

export function setDialogOpen(open: boolean): void {
  if (dialogOpen === open) return;
  dialogOpen = open;
  dialogListeners.forEach((listener) => listener());
}

export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialogOpen,
    () => false,
  );
}

let keptForDialog: string | undefined;

/** Keeps a query for the dialog's box, or takes it (once). */
export function keepForDialog(query: string): void {
  keptForDialog = query;
}

export function takeKeptForDialog(): string | undefined {
  const kept = keptForDialog;
  keptForDialog = undefined;
  return kept;
}
