// Why: dumi's page-loading bar (nprogress, started while this loading slot shows) marks its markup with the invalid ARIA roles "bar" and "spinner".
import Original from 'dumi/theme-default/slots/Loading';
import nprogress from 'nprogress';

// This module is part of the app's entry (it is the route-loading fallback), so the bar is
// configured before it is first shown: it starts at 8 % and trickles every 800 ms, as the
// specification sets. The bar is decoration: hidden from assistive technology.
nprogress.configure({
  minimum: 0.08,
  trickleSpeed: 800,
  showSpinner: false,
  template:
    '<div class="bar" aria-hidden="true"><div class="peg"></div></div>' +
    '<div class="spinner" aria-hidden="true"><div class="spinner-icon"></div></div>',
  barSelector: '.bar',
  spinnerSelector: '.spinner',
});

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default Original;
