/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/index.js, as dist/client/theme-api/useSiteSearch/index.js imports it (swap "search as one group").
 *
 * dumi's search hook imports one thing from 'dumi', `useNavData`, and posts the nav to its search
 * worker, which groups the results by the nav entry each page falls under: the pages outside the
 * nav (this site's home page, with the guide, the API reference and the FAQ) in a first group, then
 * one group per entry, the last entry's first (group priority: nav order × 1000). Whatever a query
 * asks, a loosely matching paragraph of the first group came before the demo page whose title is the
 * query ("disabled": the Disabled page 10th).
 *
 * Here the worker gets no nav entries, so all the pages of the locale form one group and the
 * results follow the specification's scores alone (page title 100, section title 10, content 1 per
 * word). The nav a visitor sees is unchanged, and each result names its page in a breadcrumb
 * (.dumi/theme/slots/SearchResult.tsx).
 */
const NO_NAV: never[] = [];

/** The nav the search worker groups results by: none, the same array at every render. */
export function useNavData(): never[] {
  return NO_NAV;
}
