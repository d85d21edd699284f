// Why: a standalone demo page (/~demos/:id) has no layout at all: no language, no landmark, no heading, no meta description, and umi's page template forbids zooming.
// Also: the demo on a card with room around it, in the site's font and colours (DemoLayout.less).
// Also: the site-wide Package choice above the demo, as on the pages with demos.
// Also: its canonical address, Open Graph and Twitter tags and its Markdown copy (PageHead), as on the other pages.
import { useDemo, useIntl, useLocation, useOutlet } from 'dumi';
import React, { useEffect } from 'react';
import { DEMO_PAGE_CLASS } from '../../../src/inline-scripts/early-input';
import { localeById } from '../../../src/site';
import Head from '../components/Head';
import PageHead from '../components/PageHead';
import SitePackageChoice from '../components/package/SitePackageChoice';
import { NEXT_PACKAGE } from '../../../src/converter/packages';
import { useNextDemo } from '../../../src/package-choice/client/next-demos';
import { NEXT_SCOPE } from '../../../src/package-choice/client/scope';
import { usePackageChoice } from '../../../src/package-choice/client/store';
import { DemoBoundary } from '../../../src/runtime/demo-boundary';
import { MAIN_CONTENT_ID } from '../lib/main-content';
import { demoDescription } from '../lib/page-meta';
import './DemoLayout.less';

/** The viewport settings of the prerendered pages; umi's template for client-only pages blocks zoom. */
const VIEWPORT = 'width=device-width, initial-scale=1';

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function DemoLayout() {
  const outlet = useOutlet();
  const intl = useIntl();
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '');
  const asset = useDemo(id)?.asset;
  const title = asset?.title;
  // On the 1.x line, the demo's 1.x module (src/package-choice/client/next-demos.ts) once loaded.
  const next = useNextDemo(`id:${id}`, usePackageChoice() === NEXT_PACKAGE);
  const nextModule = next.status === 'ready' ? next.module : undefined;
  const description = demoDescription(title, asset?.description, (key, values) => intl.formatMessage({ id: key }, values));

  useEffect(() => {
    document.querySelectorAll('meta[name="viewport"]').forEach((meta) => meta.setAttribute('content', VIEWPORT));
  }, []);

  return (
    <>
      <Head>
        <html lang={localeById(intl.locale).lang} />
        {title && <title>{title}</title>}
        <meta name="description" content={description} />
      </Head>
      {asset ? (
        <PageHead
          path={`/~demos/${id}`}
          title={title ?? intl.formatMessage({ id: 'site.demo.heading' })}
          description={description}
          markdown={`/~demos/${id}.md`}
        />
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={DEMO_PAGE_CLASS}>
        <h1 className="site-visually-hidden">{title ?? intl.formatMessage({ id: 'site.demo.heading' })}</h1>
        <SitePackageChoice />
        {nextModule ? (
          <div className={NEXT_SCOPE} data-package={NEXT_PACKAGE}>
            <DemoBoundary mark>{React.createElement(nextModule.default)}</DemoBoundary>
          </div>
        ) : (
          outlet
        )}
      </main>
    </>
  );
}
