/**
 * Content tabs: dumi turns `docs/<page>.$tab-<key>.md` into a tab of `docs/<page>.md`, shown when
 * the address carries `?tab=<key>`. These helpers read and write that query parameter; the theme
 * (.dumi/theme/slots/Content.tsx and ContentTabs.tsx) uses them.
 */

/** The query parameter that names the tab, as dumi's `useTabQueryState` reads it. */
const TAB_QUERY_KEY = 'tab';

/**
 * The tab a search string (`location.search`) asks for, if the page has a tab of that key;
 * `null` means the page's default content (no `tab`, an empty one, or one the page does not have).
 */
export function requestedTab(search: string, keys: readonly string[]): string | null {
  const key = new URLSearchParams(search).get(TAB_QUERY_KEY);
  return key !== null && keys.includes(key) ? key : null;
}

/**
 * The search string of the address that shows tab `key` (`null`: the default content): `?tab=<key>`,
 * or `''`. Other parameters are not carried over: a tab's address is the same on the server,
 * which prerenders without any query, and in the browser, so the tab bar hydrates unchanged.
 */
export function searchForTab(key: string | null): string {
  return key === null ? '' : `?${new URLSearchParams({ [TAB_QUERY_KEY]: key })}`;
}
