import { useLocation, useRouteMeta } from 'dumi';
import React, { useContext, useMemo, type ReactNode } from 'react';
// The router's own location context (umi aliases `react-router` to the copy it renders with).
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import { requestedTab } from '../lib/content-tabs';
import { useHydrated } from '../lib/kept-from-server';

/**
 * The content tab the address asks for (`requested`, `null` for the default content or a key the
 * page does not have), and the one shown: the requested tab once the page has hydrated, the
 * default content (`null`) while React hydrates the prerendered HTML, which holds the default tab.
 */
export function useShownTab() {
  const { search } = useLocation();
  const { tabs } = useRouteMeta();
  const hydrated = useHydrated();
  const keys = useMemo(() => (tabs ?? []).map((tab) => tab.key), [tabs]);
  const requested = requestedTab(search, keys);
  const shown = hydrated ? requested : null;
  return { requested, shown, tab: shown === null ? undefined : tabs?.find((tab) => tab.key === shown) };
}

/**
 * Makes `?tab=<key>` safe on a prerendered page, and makes the shown tab follow the address.
 *
 * A static host ignores the query: `/?tab=faq` gets the HTML prerendered for `/`, with the default
 * tab. dumi's `DumiPage` picks its tab from the query in its first render, so hydrating that HTML
 * would render the FAQ over the default tab's markup (React errors #418/#425). Below this
 * component, the hydrating render sees the address the page was prerendered at (no query); the
 * render after it sees the real one, and the page shows the requested tab.
 *
 * `DumiPage` also reads the query only when it mounts (its tab is state, set again only by its own
 * buttons), so Back and Forward, or a link to another tab, would change the address but not the
 * content. The subtree is keyed by the tab shown, so a different tab mounts the page afresh.
 */
export default function HydrationSafeTabs({ children }: { children: ReactNode }) {
  const router = useContext(LocationContext);
  const { location } = router;
  const { requested, shown } = useShownTab();

  // Only an address that names one of the page's tabs renders differently from the prerendered
  // HTML. Any other query (`?tab=nope`, `?utm_source=…`) is left alone: changing the context
  // after hydration would update parts of the page still waiting to hydrate (React error #421).
  const prerendered = requested !== null && shown === null;
  const value = useMemo(
    () => (prerendered ? { ...router, location: { ...location, search: '' } } : router),
    [prerendered, router, location],
  );

  return (
    <LocationContext.Provider key={shown ?? ''} value={value}>
      {children}
    </LocationContext.Provider>
  );
}
