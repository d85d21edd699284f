/**
 * The Package choice in the browser: one value for every component that follows it, read with
 * `usePackageChoice`. The prerender and hydration see the default line (the server's snapshot), so
 * hydration matches the prerendered HTML; the render that follows sees the chosen one.
 * `setPackageChoice` remembers it, names it on `<html>` and tells every reader.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_PACKAGE, type PackageName } from '../../converter/packages';
import { PACKAGE_ATTRIBUTE, PACKAGE_STORAGE_KEY, resolvePackage } from '../shared';

const listeners = new Set<() => void>();
let current: PackageName | undefined;

function readStorage(): string | null {
  try {
    return navigator.cookieEnabled ? window.localStorage.getItem(PACKAGE_STORAGE_KEY) : null;
  } catch {
    return null;
  }
}

/** The chosen line (in the browser: the address's, else the remembered one). */
export function getPackageChoice(): PackageName {
  if (typeof window === 'undefined') return DEFAULT_PACKAGE;
  current ??= resolvePackage(window.location.search, readStorage());
  return current;
}

/** Chooses a line: remembered across pages and visits, named on `<html>`, shown by every reader. */
export function setPackageChoice(pkg: PackageName): void {
  try {
    if (navigator.cookieEnabled) window.localStorage.setItem(PACKAGE_STORAGE_KEY, pkg);
  } catch {
    // Not remembered (storage refused); the page still follows the choice.
  }
  document.documentElement.setAttribute(PACKAGE_ATTRIBUTE, pkg);
  if (pkg === getPackageChoice()) return;
  current = pkg;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen line; the default while React hydrates the prerendered page. */
export function usePackageChoice(): PackageName {
  return useSyncExternalStore(subscribe, getPackageChoice, () => DEFAULT_PACKAGE);
}
