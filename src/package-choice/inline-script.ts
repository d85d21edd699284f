/**
 * The chosen line, applied before the first paint: `<html data-package>` names it, so that the
 * blocks of the other line (the 1.x API reference, a 1.x-only demo's note) are hidden by the
 * stylesheet before a visitor sees them, on a page prerendered for the default line. Storage that
 * throws (cookies off) counts as nothing remembered.
 * An address whose `#hash` is in the 1.x reference (`/#api-next-popuprender`) shows 1.x whatever was
 * chosen, so that the browser finds its target laid out and scrolls to it; it names the line on
 * `<html>` only, and once the page is interactive ./client/next-anchor.ts makes it the choice.
 */
import { minifyScript } from '../plugins/minify-script';
import { PACKAGE_ATTRIBUTE, PACKAGE_PARAM, PACKAGE_STORAGE_KEY } from './shared';
import { NEXT_PACKAGE, PACKAGES } from '../converter/packages';
import { NEXT_ANCHOR } from './sections';

export const PACKAGE_CHOICE_SCRIPT = minifyScript(`(function () {
  var packages = ${JSON.stringify(PACKAGES)};
  var stored = null;
  try {
    if (navigator.cookieEnabled) stored = window.localStorage.getItem(${JSON.stringify(PACKAGE_STORAGE_KEY)});
  } catch (error) {
    stored = null;
  }
  var named = [];
  try {
    named = new URLSearchParams(window.location.search).getAll(${JSON.stringify(PACKAGE_PARAM)});
  } catch (error) {
    named = [];
  }
  var chosen = named.length === 1 && packages.indexOf(named[0]) >= 0 ? named[0] : packages.indexOf(stored) >= 0 ? stored : packages[0];
  var anchor = '';
  try {
    anchor = decodeURIComponent(window.location.hash.slice(1));
  } catch (error) {
    anchor = '';
  }
  if (anchor === ${JSON.stringify(NEXT_ANCHOR)} || anchor.indexOf(${JSON.stringify(`${NEXT_ANCHOR}-`)}) === 0) chosen = ${JSON.stringify(NEXT_PACKAGE)};
  document.documentElement.setAttribute(${JSON.stringify(PACKAGE_ATTRIBUTE)}, chosen);
})();`);
