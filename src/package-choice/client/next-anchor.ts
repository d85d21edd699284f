/**
 * Landing on a row of the @rc-component/cascader 1.x reference (`#api-next-…`), on load or by a link
 * or search result on the page, makes 1.x the chosen line, so the row is shown: the choice is
 * remembered and the address names it, as the Package radios do. The layout's hash watch
 * (.dumi/theme/layouts/GlobalLayout.tsx) then brings the row into view.
 */
import { history } from 'dumi';
import { startTransition, useEffect } from 'react';
import { NEXT_PACKAGE } from '../../converter/packages';
import { isNextAnchor } from '../sections';
import { pageFollowsPackage, searchWithPackage } from '../shared';
import { getPackageChoice, setPackageChoice } from './store';

/** Chooses 1.x when the address's `#hash` is in the 1.x reference; `key` changes with each navigation. */
export function useNextAnchorChoice(pathname: string, hash: string, key: string): void {
  useEffect(() => {
    if (!hash || !pageFollowsPackage(pathname)) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    if (!isNextAnchor(id)) return;
    const wasChosen = getPackageChoice() === NEXT_PACKAGE;
    setPackageChoice(NEXT_PACKAGE);
    if (wasChosen) return;
    const { search } = history.location;
    const next = searchWithPackage(search, NEXT_PACKAGE);
    if (next !== search) startTransition(() => history.replace({ search: next, hash }));
  }, [pathname, hash, key]);
}
