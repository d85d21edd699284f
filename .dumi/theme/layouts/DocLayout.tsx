// The site's own documentation layout, on dumi's public theme API: the default's slots in the default's places and class names (its stylesheet is imported), with:
// - the page's language on <html> in full (`zh-CN`; the default's is the bare `zh`), and hreflang links to its counterpart in every locale;
// - a canonical address, Open Graph and Twitter tags and a link to its Markdown copy (PageHead);
// - the column of sections beside a page without a sidebar (`toc: content`, the home page) as a navigation named and headed in the page's language (the default's is an unnamed div headed "TABLE OF CONTENTS" in every locale);
// - no scrolling to a #hash of its own (the default's, with animated-scroll-to, measured the target's offsetTop, wrong inside a table): GlobalLayout brings the target into view.
import { useAppData, useIntl, useLocale, useLocation, useOutlet, useRouteMeta, useSidebarData } from 'dumi';
import Content from 'dumi/theme/slots/Content';
import ContentFooter from 'dumi/theme/slots/ContentFooter';
import Footer from 'dumi/theme/slots/Footer';
import Header from 'dumi/theme/slots/Header';
import Hero from 'dumi/theme/slots/Hero';
import Sidebar from 'dumi/theme/slots/Sidebar';
import Toc from 'dumi/theme/slots/Toc';
import React, { useState } from 'react';
import { LOCALES, absoluteUrl, localeById, markdownCopyPath } from '../../../src/site';
import Head from '../components/Head';
import { IconAlignLeft } from '../components/icons';
import PageHead from '../components/PageHead';
import { normalisePath, useCounterpartPaths } from '../lib/locale-paths';
import { MAIN_CONTENT_ID } from '../lib/main-content';
import 'dumi/theme-default/layouts/DocLayout/index.less';
import './DocLayout.less';

/** The id of the heading of the column of sections (`toc: content`), which names its navigation. */
const TOC_TITLE_ID = 'site-toc-title';

/** The published site's address (`define` in .dumirc.ts). */
const SITE_URL = process.env.SITE_URL as string;

/**
 * For a page with a counterpart, `hreflang` links to the page in every locale, the English one standing
 * for any other language.
 */
function LocaleHead() {
  const counterparts = useCounterpartPaths(useAppData().routes);
  const alternates = LOCALES.filter(({ id }) => counterparts[id] !== undefined);
  return (
    <Head>
      {alternates.length > 1 &&
        alternates.map(({ id, lang }) => <link key={id} rel="alternate" hrefLang={lang} href={absoluteUrl(SITE_URL, counterparts[id]!)} />)}
      {alternates.length > 1 && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(SITE_URL, counterparts[LOCALES[0].id]!)} />}
    </Head>
  );
}

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function DocLayout() {
  const intl = useIntl();
  const outlet = useOutlet();
  const sidebar = useSidebarData();
  const { pathname } = useLocation();
  const { frontmatter: fm } = useRouteMeta();
  const lang = localeById(useLocale().id).lang;
  const path = normalisePath(pathname);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const showSidebar = fm.sidebar !== false && (sidebar?.length ?? 0) > 0;
  const tocBeside = fm.toc === 'content';

  return (
    <div className="dumi-default-doc-layout" data-mobile-sidebar-active={sidebarOpen || undefined} onClick={() => setSidebarOpen(false)}>
      {/* The build writes the same <html lang> into the prerendered page (src/plugins/html-rewrites.ts), so it never changes on load. */}
      <Head>
        <html lang={lang} />
        {fm.title && <title>{fm.title}</title>}
        {fm.description && <meta name="description" content={fm.description} />}
        {fm.keywords && <meta name="keywords" content={fm.keywords.join(',')} />}
        {fm.keywords?.map((keyword) => (
          <meta key={keyword} property="article:tag" content={keyword} />
        ))}
      </Head>
      <LocaleHead />
      {fm.title ? <PageHead path={path} title={fm.title} description={fm.description} markdown={markdownCopyPath(path)} /> : null}
      <Header />
      <Hero />
      {showSidebar && (
        <div className="dumi-default-doc-layout-mobile-bar">
          <button
            type="button"
            className="dumi-default-sidebar-btn"
            aria-expanded={sidebarOpen}
            onClick={(event) => {
              event.stopPropagation();
              setSidebarOpen((open) => !open);
            }}
          >
            <IconAlignLeft aria-hidden="true" />
            {intl.formatMessage({ id: 'layout.sidebar.btn' })}
          </button>
        </div>
      )}
      <main>
        {showSidebar && <Sidebar />}
        <Content>
          <article id={MAIN_CONTENT_ID} tabIndex={-1}>
            {outlet}
          </article>
          <ContentFooter />
          <Footer />
        </Content>
        {tocBeside && (
          <nav className="dumi-default-doc-layout-toc-wrapper" aria-labelledby={TOC_TITLE_ID}>
            <h2 id={TOC_TITLE_ID} className="site-toc-title">
              {intl.formatMessage({ id: 'site.toc' })}
            </h2>
            <Toc />
          </nav>
        )}
      </main>
    </div>
  );
}
