/**
 * What a visitor does before the app is interactive is not lost.
 *
 * A prerendered page looks interactive from its first paint, but nothing listens until React has
 * hydrated it: a query typed into the search box, Ctrl+K or `/`, or a click on a demo's cascader
 * would be shown (a caret, text) and then ignored. This script runs inline in <head>, before the
 * app, and costs nothing on a page nobody touches (a few listeners):
 * - Ctrl+K (⌘K on Apple devices) and `/` outside a text field focus the header's search box at
 *   once, as the theme's search bar does once it runs; what the visitor types there stays in the
 *   box, and the search bar answers it when it hydrates (.dumi/theme/slots/SearchBar.tsx). Where
 *   the box is not shown (a phone), they click the header's search button instead, a click kept
 *   like the ones below, so the search dialog opens once the button has hydrated;
 * - a mouse press, click, key press or typed text inside a demo that React has not hydrated yet is
 *   recorded, and played again on the same element once its demo has hydrated
 *   (src/runtime/early-input.ts). Events that React itself handles (in a demo whose boundary has
 *   marked its area as hydrated, src/runtime/demo-boundary.tsx) are never recorded;
 * - the same for a control outside the demos marked `data-early-input` (the "Copy page" button,
 *   .dumi/theme/components/PageActions.tsx), played again once it has marked itself hydrated.
 * The script reads only marks the site itself sets, never React's own properties.
 */

/** The global through which the script and the app share what was recorded. */
export const EARLY_INPUT_GLOBAL = '__siteEarlyInput';

/** The header's search box (the default theme's search bar). */
export const SEARCH_INPUT_SELECTOR = '.dumi-default-search-bar-input';

/** The class of the header's search button, shown where the box is not (a phone): .dumi/theme/slots/SearchBar.tsx. */
export const SEARCH_BUTTON_CLASS = 'site-search-button';

/** The class of a standalone demo page's <main> (.dumi/theme/layouts/DemoLayout.tsx). */
export const DEMO_PAGE_CLASS = 'site-demo-page';

/** Where each demo renders on a documentation page, and on a standalone demo page. */
export const DEMO_AREA_SELECTOR = `.dumi-default-previewer-demo, .${DEMO_PAGE_CLASS}`;

/** Set on a demo's area by its boundary, or on a marked control by itself, in the commit that hydrates (or renders) it. */
export const HYDRATED_ATTRIBUTE = 'data-site-hydrated';

/** The attribute that marks a control outside the demos whose early input is kept the same way. */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';

/** Where input before hydration is recorded: the demos, and the controls marked with EARLY_INPUT_ATTRIBUTE. */
export const EARLY_INPUT_AREA_SELECTOR = `${DEMO_AREA_SELECTOR}, [${EARLY_INPUT_ATTRIBUTE}]`;

/** The events a demo may have missed, replayed in the order they happened. */
export const RECORDED_EVENTS = ['focusin', 'mousedown', 'mouseup', 'click', 'keydown', 'input'] as const;

export interface RecordedEvent {
  type: (typeof RECORDED_EVENTS)[number];
  target: Element;
  init: MouseEventInit & KeyboardEventInit;
  /** A click on a checkbox or radio: its state once clicked (a controlled one is reset when React hydrates). */
  checked?: boolean;
  /** Typed text: the field's text once typed (a controlled field is reset when React hydrates). */
  value?: string;
}

export interface EarlyInputState {
  /** Set by the theme's search bar once it handles its own shortcut. */
  searchReady: boolean;
  /** Set once React listens to the page's events (src/runtime/early-input.ts, reactListens). */
  reactListens: boolean;
  /** Demo interactions that no hydrated element received yet. */
  pending: RecordedEvent[];
}

/** Whether an element is in an area (`areaSelector`) that carries the mark `attribute`. */
export function isMarkedIn(areaSelector: string, attribute: string, node: Element | null | undefined): boolean {
  const area = node ? node.closest(areaSelector) : null;
  return !!area && area.hasAttribute(attribute);
}

/**
 * Whether an element is in a demo (or a marked control) that React has hydrated (or rendered): its
 * area carries the site's mark.
 */
export function isHydrated(node: Element | null | undefined): boolean {
  return isMarkedIn(EARLY_INPUT_AREA_SELECTOR, HYDRATED_ATTRIBUTE, node);
}

/** Whether a key press asks for the search box: Ctrl+K (⌘K on Apple devices), or `/` outside a text field. */
export function isSearchShortcut(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; target: { tagName?: string; isContentEditable?: boolean } | null },
  apple: boolean,
): boolean {
  if ((apple ? event.metaKey : event.ctrlKey) && event.key === 'k') return true;
  const target = event.target;
  const typing = !!target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || !!target.isContentEditable);
  return event.key === '/' && !typing;
}

/** The properties a replayed event needs to mean the same as the visitor's. */
export function eventInit(event: Event): MouseEventInit & KeyboardEventInit {
  const init: MouseEventInit & KeyboardEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
  };
  const keys = [
    'ctrlKey',
    'metaKey',
    'shiftKey',
    'altKey',
    'clientX',
    'clientY',
    'screenX',
    'screenY',
    'button',
    'buttons',
    'detail',
    'key',
    'code',
    'repeat',
  ];
  for (let index = 0; index < keys.length; index += 1) {
    if (keys[index] in event) (init as Record<string, unknown>)[keys[index]] = (event as unknown as Record<string, unknown>)[keys[index]];
  }
  return init;
}
