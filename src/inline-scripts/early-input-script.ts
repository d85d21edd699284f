/**
 * The early-input script itself (./early-input.ts says what it does), as the text `.dumirc.ts` puts
 * inline in every page's <head>. Kept apart from the constants and helpers it is built from, which
 * the app imports too, so that the text is never in the client bundle.
 */
import { minifyScript } from '../plugins/minify-script';
import {
  EARLY_INPUT_AREA_SELECTOR,
  EARLY_INPUT_GLOBAL,
  HYDRATED_ATTRIBUTE,
  RECORDED_EVENTS,
  SEARCH_BUTTON_CLASS,
  SEARCH_INPUT_SELECTOR,
  eventInit,
  isMarkedIn,
  isSearchShortcut,
} from './early-input';

/** The inline script. */
export const EARLY_INPUT_SCRIPT = minifyScript(`(function () {
  var state = { searchReady: false, reactListens: false, pending: [] };
  window[${JSON.stringify(EARLY_INPUT_GLOBAL)}] = state;
  var isMarkedIn = ${isMarkedIn.toString()};
  function isHydrated(node) {
    return isMarkedIn(${JSON.stringify(EARLY_INPUT_AREA_SELECTOR)}, ${JSON.stringify(HYDRATED_ATTRIBUTE)}, node);
  }
  var isSearchShortcut = ${isSearchShortcut.toString()};
  var eventInit = ${eventInit.toString()};
  var apple = /(mac|iphone|ipod|ipad)/i.test(navigator.platform || '');
  window.addEventListener('keydown', function (event) {
    if (state.searchReady || !isSearchShortcut(event, apple)) return;
    var input = document.querySelector(${JSON.stringify(SEARCH_INPUT_SELECTOR)});
    var button = document.querySelector(${JSON.stringify('.' + SEARCH_BUTTON_CLASS)});
    if (input && input.getClientRects().length) {
      event.preventDefault();
      input.focus();
    } else if (button && button.getClientRects().length) {
      event.preventDefault();
      button.click();
    }
  }, true);
  // Recorded as the event starts (React stops an event it cannot deliver to an element still to
  // hydrate), and forgotten if it reaches the window having been handled by a hydrated element.
  var recorded = new WeakMap();
  function record(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest(${JSON.stringify(EARLY_INPUT_AREA_SELECTOR)})) return;
    if (isHydrated(target)) return;
    // Once React listens, it replays a focus on an element it has not hydrated yet by itself.
    if (event.type === 'focusin' && state.reactListens) return;
    var entry = { type: event.type, target: target, init: eventInit(event) };
    // What the visitor made of a control, which React resets on a controlled one as it hydrates.
    if (event.type === 'click' && (target.type === 'checkbox' || target.type === 'radio')) entry.checked = target.checked;
    if (event.type === 'input' && typeof target.value === 'string') entry.value = target.value;
    state.pending.push(entry);
    recorded.set(event, entry);
  }
  function handled(event) {
    var entry = recorded.get(event);
    if (entry && isHydrated(entry.target)) state.pending.splice(state.pending.indexOf(entry), 1);
  }
  ${JSON.stringify(RECORDED_EVENTS)}.forEach(function (type) {
    window.addEventListener(type, record, true);
    window.addEventListener(type, handled);
  });
})();`);
