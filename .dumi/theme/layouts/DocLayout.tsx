// Still rewrites dumi's output: the default lays out every slot, writes the page's meta tags, opens the mobile sidebar and scrolls to the #anchor; this changes only its <html lang>.
// Why: the default sets <html lang> to the bare language (`zh` on a zh-CN page), and a page needs hreflang links to its twin in the other locale.
// Also: a canonical address, Open Graph and Twitter tags and a link to its Markdown twin (PageHead).
// Also: the column of sections beside a page without a sidebar (`toc: content`, the home page) is a named navigation with a heading in the page's language; the default's is an unnamed div headed "TABLE OF CONTENTS" in every locale.
import { Helmet, useAppData, useIntl, useLocale, useLocation, useRouteMeta } from 'dumi';
import Original from 'dumi/theme-default/layouts/DocLayout';
import React from 'react';
import { LOCALES, absoluteUrl, localeById, markdownTwinPath } from '../../../src/site';
import PageHead from '../components/PageHead';
import { normalisePath } from '../lib/locale-paths';
import { useTwinPaths } from '../lib/locale-paths';
import { hasClass, isTag, renderInPlace, retag, rewriteOutput, withChildren, withProps } from '../lib/rewrite-output';
import './DocLayout.less';

/** The id of the heading of the column of sections (`toc: content`), which names its navigation. */
const TOC_TITLE_ID = 'site-toc-title';

/** The published site's address (`define` in .dumirc.ts). */
const SITE_URL = process.env.SITE_URL as string;

/**
 * For a page with a twin, `hreflang` links to the page in every locale, the English one standing
 * for any other language.
 */
function LocaleHead() {
  const twins = useTwinPaths(useAppData().routes);
  const alternates = LOCALES.filter(({ id }) => twins[id] !== undefined);
  return (
    <Helmet>
      {alternates.length > 1 &&
        alternates.map(({ id, lang }) => <link key={id} rel="alternate" hrefLang={lang} href={absoluteUrl(SITE_URL, twins[id]!)} />)}
      {alternates.length > 1 && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(SITE_URL, twins[LOCALES[0].id]!)} />}
    </Helmet>
  );
}

/**
 * The page's language on <html>, set in the default layout's own <Helmet> (the build writes the same
 * into the prerendered HTML, see src/build/html-rewrites.ts). A second <Helmet> could not simply
 * override it: hydration runs in slices, react-helmet-async applies each <Helmet> in the next
 * animation frame, and <html lang> went zh-CN → zh → zh-CN on every zh-CN page load, each change a
 * full style recalculation and layout of the page.
 */
export default function DocLayout() {
  const lang = localeById(useLocale().id).lang;
  const path = normalisePath(useLocation().pathname);
  // dumi's layout writes og:title and og:description from the front matter; the not-found page has none.
  const { frontmatter } = useRouteMeta();
  const intl = useIntl();
  const tocBeside = frontmatter?.toc === 'content';
  return (
    <>
      {rewriteOutput('DocLayout', renderInPlace(Original, {}), [
        { expects: 'the <html lang> of its <Helmet>', match: isTag('html'), rewrite: (element) => withProps(element, { lang }) },
        {
          expects: 'the <h4> heading its toc column',
          required: tocBeside,
          match: (element) => isTag('h4')(element) && element.props.children === 'TABLE OF CONTENTS',
          rewrite: (element) =>
            withChildren(retag(element, 'h2', { id: TOC_TITLE_ID, className: 'site-toc-title' }), intl.formatMessage({ id: 'site.toc' })),
        },
        {
          expects: 'the toc column (.dumi-default-doc-layout-toc-wrapper)',
          required: tocBeside,
          match: hasClass('dumi-default-doc-layout-toc-wrapper'),
          rewrite: (element) => retag(element, 'nav', { 'aria-labelledby': TOC_TITLE_ID }),
        },
      ])}
      <LocaleHead />
      {frontmatter?.title ? (
        <PageHead path={path} title={frontmatter.title} description={frontmatter.description} markdown={markdownTwinPath(path)} />
      ) : null}
    </>
  );
}
