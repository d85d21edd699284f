// Why: the default language switch drops the #anchor and the content tab, and links to counterparts that do not exist (the not-found page's, the /Changelog alias's).
// Also: the English pages' switch shows "中文" drawn, not set in type (DRAWN_NAMES).
import { Link, useAppData, useLocale, useLocation, useSiteData } from 'dumi';
import React, { type ReactNode } from 'react';
// The theme's styles for its language switch (which the default header got from its RTL switch's styles).
import 'dumi/theme-default/slots/LangSwitch/index.less';
import { localeById, type LocaleId } from '../../../src/site';
import { useCounterpartPaths } from '../lib/locale-paths';
import './LangSwitch.less';

/**
 * Locale names drawn as strokes on a two-em grid rather than set in type. "中文" is the only Chinese
 * text of an English page, and setting it made the page's first layout find and load a Chinese font
 * for two characters (on Linux a font-config search and a font file of 10–20 MB: 30–80 ms of the first
 * layout at phone size with the CPU slowed 4×). The strokes follow a Hei (sans-serif) face; the
 * link is named by the text itself (`aria-label`), in its own language.
 */
const DRAWN_NAMES: Partial<Record<LocaleId, ReactNode>> = {
  'zh-CN': (
    <svg className="site-locale-name" viewBox="0 0 32 16" aria-hidden="true" focusable="false">
      {/* 中: the box, then the vertical through it. */}
      <path d="M2.4 4h11.2v6.5H2.4zM8 .7v14.6" />
      {/* 文: the dot, the bar, then the two sweeps that cross under it. */}
      <path d="M23.4.8l1.1 2.3M17.1 4h13.8M28 4.1C26.8 9.7 23.3 13.5 17.3 15.2M20.4 4.1C21.6 9.7 25.1 13.5 31.1 15.2" />
    </svg>
  ),
};

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
  const drawn = DRAWN_NAMES[target.id as LocaleId];
  return (
    <Link className="dumi-default-lang-switch" to={to} lang={lang} hrefLang={lang} aria-label={drawn ? target.name : undefined}>
      {drawn ?? target.name}
    </Link>
  );
}
