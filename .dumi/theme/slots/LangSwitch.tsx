// Why: the default language switch drops the #anchor and the content tab, and links to counterparts that do not exist (the not-found page's, the /Changelog alias's).
import { Link, useAppData, useLocale, useLocation, useSiteData } from 'dumi';
import React from 'react';
// The theme's styles for its language switch (which the default header got from its RTL switch's styles).
import 'dumi/theme-default/slots/LangSwitch/index.less';
import { localeById, type LocaleId } from '../../../src/site';
import { useCounterpartPaths } from '../lib/locale-paths';

/**
 * A link to the page being read in the other locale, with its query (`?tab=faq`) and its
 * `#anchor`: counterparts share their heading and API ids (tests/unit/locales.test.ts). A page without a
 * counterpart (the not-found page) links to the other locale's home page.
 */
export default function LangSwitch() {
  const { locales } = useSiteData();
  const current = useLocale();
  const { search, hash } = useLocation();
  const counterparts = useCounterpartPaths(useAppData().routes);
  if (locales.length < 2) return null;
  const target = locales.find(({ id }) => id !== current.id)!;
  const counterpart = counterparts[target.id as LocaleId];
  const to = counterpart === undefined ? localeById(target.id).base : `${counterpart}${search}${hash}`;
  const { lang } = localeById(target.id);
  return (
    <Link className="dumi-default-lang-switch" to={to} lang={lang} hrefLang={lang}>
      {target.name}
    </Link>
  );
}
