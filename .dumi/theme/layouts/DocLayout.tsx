// Why: the default sets <html lang> to the bare language (`zh` on a zh-CN page), and a page needs hreflang links to its twin in the other locale.
import { Helmet, useAppData, useLocale } from 'dumi';
import Original from 'dumi/theme-default/layouts/DocLayout';
import React from 'react';
import { LOCALES, absoluteUrl, localeById } from '../../../src/site';
import { useTwinPaths } from '../lib/locale-paths';

/** The published site's address (`define` in .dumirc.ts). */
const SITE_URL = process.env.SITE_URL as string;

/**
 * The page's language on <html> (the build writes the same into the prerendered HTML, see
 * src/build/html-rewrites.ts) and, for a page with a twin, `hreflang` links to the page in every
 * locale, the English one standing for any other language.
 *
 * react-helmet-async ranks each <Helmet> by its first render, and the last one wins. The default
 * layout's chunk arrives after the global layout has rendered, so from the global layout the
 * default layout's `zh` won; rendered here, after the default layout, this one always follows it.
 */
function LocaleHead() {
  const locale = useLocale();
  const twins = useTwinPaths(useAppData().routes);
  const alternates = LOCALES.filter(({ id }) => twins[id] !== undefined);
  return (
    <Helmet>
      <html lang={localeById(locale.id).lang} />
      {alternates.length > 1 &&
        alternates.map(({ id, lang }) => <link key={id} rel="alternate" hrefLang={lang} href={absoluteUrl(SITE_URL, twins[id]!)} />)}
      {alternates.length > 1 && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(SITE_URL, twins[LOCALES[0].id]!)} />}
    </Helmet>
  );
}

export default function DocLayout() {
  return (
    <>
      <Original />
      <LocaleHead />
    </>
  );
}
