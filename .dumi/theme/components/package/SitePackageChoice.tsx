// The site-wide Package choice at the top of every page with demos (../../slots/Content.tsx) and of
// every standalone demo page (../../layouts/DemoLayout.tsx): it sets the one choice every demo, its
// code and the API reference follow (src/package-choice/client/store.ts), and keeps the address
// naming it. The address is the choice's other home: a page opened with `?package=` shows that
// line and remembers it; one opened without it, while 1.x is remembered, gets `?package=` added.
// Both go through the router's history with `replace` (no entry is added), inside a transition.
import { useLocation } from 'dumi';
import React, { useEffect } from 'react';
import { DEFAULT_PACKAGE } from '../../../../src/converter/packages';
import { packageInSearch, searchWithPackage } from '../../../../src/package-choice/shared';
import { getPackageChoice, setPackageChoice, usePackageChoice } from '../../../../src/package-choice/client/store';
import { useHomePath } from '../../lib/locale-paths';
import { choosePackage, replaceSearch } from './choose-package';
import PackageChoice from './PackageChoice';

/** Keeps the address and the choice together while a page that follows the choice is shown. */
function usePackageAddress(): void {
  const { search, key } = useLocation();
  // On each address shown (`key`: the same address again too), not on a change of the choice,
  // which the radios write to the address themselves.
  useEffect(() => {
    const named = packageInSearch(search);
    const chosen = getPackageChoice();
    if (named) setPackageChoice(named);
    else if (chosen !== DEFAULT_PACKAGE) replaceSearch(searchWithPackage(search, chosen));
  }, [search, key]);
}

export default function SitePackageChoice() {
  const pkg = usePackageChoice();
  const home = useHomePath();
  usePackageAddress();
  return (
    <PackageChoice className="site-page-package" value={pkg} onChange={choosePackage} home={home} description="site.package.description" />
  );
}
