/**
 * The colour mode, applied before the first paint. dumi's theme sets `<html data-prefers-color>`
 * from the stored preference only when its main script runs; on a prerendered page that comes
 * after the first paint, so a visitor who chose dark mode would see a light flash. This script
 * runs inline in <head>, with the same rules as the theme:
 * - the preference is read from localStorage (when cookies are enabled) under COLOUR_STORAGE_KEY;
 * - `light` and `dark` apply as they are; `auto` follows the system's `prefers-color-scheme`;
 * - nothing stored, or an unknown value, means light.
 */
import { minifyScript } from '../plugins/minify-script';

export const COLOUR_STORAGE_KEY = 'dumi:prefers-color';
export type ColourMode = 'light' | 'dark';

/** Resolves a stored preference to the mode the page shows. */
export function resolveColourMode(stored: string | null | undefined, systemPrefersDark: boolean): ColourMode {
  if (stored === 'dark') return 'dark';
  if (stored === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return 'light';
}

/** The inline script: `resolveColourMode` plus reading the environment, guarded against storage errors. */
export const COLOUR_MODE_SCRIPT = minifyScript(`(function () {
  var resolve = ${resolveColourMode.toString()};
  var stored = null;
  try {
    if (navigator.cookieEnabled) stored = window.localStorage.getItem(${JSON.stringify(COLOUR_STORAGE_KEY)});
  } catch (error) {
    stored = null;
  }
  var dark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-prefers-color', resolve(stored, dark));
})();`);
