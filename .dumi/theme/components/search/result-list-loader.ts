/**
 * The results list's script (./SearchResultList.tsx, the site's own list), loaded only once there is
 * an answer to show, or ahead of the first one: the header's box, the phone's search button and the
 * dialog start the load; the results slot (.dumi/theme/slots/SearchResult.tsx) renders the list.
 */
import { loadOnce } from '../../../../src/runtime/load-once';

let loadedList: typeof import('./SearchResultList').default | undefined;

/**
 * The list once its script has loaded: the slot renders it as it is, not through React.lazy, which
 * suspends at its first render even when its script is in, and React then holds the answer back for
 * its Suspense throttle (300 ms on the first search of a visit).
 */
export const loadedResultList = () => loadedList;

/** Loads the results list (once; a failed load is tried again on the next call). */
export const loadSearchResultList = loadOnce(() =>
  import(/* webpackChunkName: "search-results" */ './SearchResultList').then((module) => {
    loadedList = module.default;
    return module;
  }),
);

/** Starts loading the results list ahead of the first answer; a failure is said where the list shows. */
export const preloadResultList = () => void loadSearchResultList().catch(() => undefined);
