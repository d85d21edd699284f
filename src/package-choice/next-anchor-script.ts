/**
 * Before the first paint: an address whose `#hash` is in the @rc-component/cascader 1.x reference
 * (`/#api-next-popuprender`) shows the 1.x line, so that the browser finds its target laid out and
 * scrolls to it. It runs after the Package choice's own script (./inline-script.ts), and names the line
 * on `<html>` only; once the page is interactive, ./client/next-anchor.ts makes it the visitor's choice.
 */
import { minifyScript } from '../plugins/minify-script';
import { NEXT_PACKAGE } from '../converter/packages';
import { PACKAGE_ATTRIBUTE } from './shared';

export const NEXT_ANCHOR_SCRIPT = minifyScript(`(function () {
  var id = '';
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch (error) {
    id = '';
  }
  if (id === 'api-next' || id.indexOf('api-next-') === 0) {
    document.documentElement.setAttribute(${JSON.stringify(PACKAGE_ATTRIBUTE)}, ${JSON.stringify(NEXT_PACKAGE)});
  }
})();`);
