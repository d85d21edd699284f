/**
 * The chosen line, applied before the first paint: `<html data-package>` names it, so that the
 * blocks of the other line (the 1.x API reference, a 1.x-only demo's note) are hidden by the
 * stylesheet before a visitor sees them, on a page prerendered for the default line. Storage that
 * throws (cookies off) counts as nothing remembered.
 */
import { minifyScript } from '../plugins/minify-script';
import { PACKAGE_ATTRIBUTE, PACKAGE_PARAM, PACKAGE_STORAGE_KEY } from './shared';
import { PACKAGES } from '../converter/packages';

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
  document.documentElement.setAttribute(${JSON.stringify(PACKAGE_ATTRIBUTE)}, chosen);
})();`);
