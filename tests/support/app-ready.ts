import { EARLY_INPUT_AREA_SELECTOR, HYDRATED_ATTRIBUTE } from '../../src/inline-scripts/early-input';

/** The site's own hydration marks, handed to the functions below, which run in the page. */
export interface SiteMarks {
  /** What must carry `hydrated` once React has hydrated it: each demo's area, each early-input control. */
  areas: string;
  /** The attribute the site sets on an area in the commit that hydrates it. */
  hydrated: string;
}

export const SITE_MARKS: SiteMarks = {
  areas: EARLY_INPUT_AREA_SELECTOR,
  hydrated: HYDRATED_ATTRIBUTE,
};

/**
 * Whether React owns the page, read from the marks the site sets itself (never from React's own
 * fields, which change between versions): the site's app has started hydrating (`reactListens`), the
 * header's search bar has told the early-input script that it handles its keys (the layout is
 * hydrated; a standalone demo page has no header), and every demo area and early-input control
 * carries the hydrated mark. Runs in the page, so it is
 * self-contained; both browser drivers poll it (page-health.ts for Playwright, firefox.ts
 * for Firefox), with SITE_MARKS.
 *
 * A demo far below the screen hydrates only once it comes near the viewport
 * (src/runtime/demo-boundary.tsx). While one waits, each poll scrolls the first such demo into view,
 * as a reader would; once every demo is hydrated, the page goes back to where it was.
 */
export function appIsReady({ areas, hydrated }: SiteMarks): boolean {
  const state = window as unknown as {
    __scrollBeforeDemos?: [number, number];
    __siteEarlyInput?: { searchReady?: boolean; reactListens?: boolean };
  };
  const layoutReady =
    Boolean(state.__siteEarlyInput?.reactListens) &&
    (!document.querySelector('.dumi-default-search-bar') || Boolean(state.__siteEarlyInput?.searchReady));
  const waiting = Array.from(document.querySelectorAll(areas)).find((area) => !area.hasAttribute(hydrated));
  if (layoutReady && !waiting) {
    if (state.__scrollBeforeDemos) {
      window.scrollTo({ left: state.__scrollBeforeDemos[0], top: state.__scrollBeforeDemos[1], behavior: 'instant' });
      delete state.__scrollBeforeDemos;
    }
    return true;
  }
  if (waiting) {
    state.__scrollBeforeDemos ??= [window.scrollX, window.scrollY];
    waiting.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
  return false;
}

/**
 * Whether React owns what a visitor sees without scrolling, by the same marks: the layout is
 * hydrated, and so is every demo area and early-input control on the first screen (a demo further
 * down waits until it is scrolled near). Unlike `appIsReady`, it never scrolls.
 */
export function firstScreenIsReady({ areas, hydrated }: SiteMarks): boolean {
  const state = window as unknown as { __siteEarlyInput?: { searchReady?: boolean; reactListens?: boolean } };
  // Shown (a <template> has no box) and starting above the bottom of the window.
  const onFirstScreen = (element: Element) =>
    element.getClientRects().length > 0 && element.getBoundingClientRect().top < window.innerHeight;
  return (
    Boolean(state.__siteEarlyInput?.reactListens) &&
    (!document.querySelector('.dumi-default-search-bar') || Boolean(state.__siteEarlyInput?.searchReady)) &&
    Array.from(document.querySelectorAll(areas))
      .filter(onFirstScreen)
      .every((area) => area.hasAttribute(hydrated))
  );
}
