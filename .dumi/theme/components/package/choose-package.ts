// Choosing a Package line from anywhere on a page: the site-wide radios (./SitePackageChoice.tsx) and the
// switch of a demo that exists only on 1.x (../../builtins/NextOnlyDemo.tsx). A module of its own, so that
// a page's chunk that only switches does not carry the radios.
import { history } from 'dumi';
import { startTransition } from 'react';
import type { PackageName } from '../../../../src/converter/packages';
import { searchWithPackage } from '../../../../src/package-choice/shared';
import { setPackageChoice } from '../../../../src/package-choice/client/store';

/** Puts a search in the address through the router's history, with no entry added, in a transition. */
export function replaceSearch(search: string): void {
  const { hash } = history.location;
  startTransition(() => history.replace({ search, hash }));
}

/** Chooses a line as the Package radios do: remembered, and named in the address. */
export function choosePackage(next: PackageName): void {
  setPackageChoice(next);
  replaceSearch(searchWithPackage(history.location.search, next));
}
