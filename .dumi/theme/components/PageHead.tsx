// The tags of a page's <head> for link previews, search engines and scripts (canonical address, Open
// Graph, Twitter card, the Markdown copy), from src/site's pageHeadTags. Rendered by the layouts.
import { useIntl } from 'dumi';
import React from 'react';
import { SITE_BASE, localeById, pageHeadTags } from '../../../src/site';
import Head from './Head';

/** The published site's address (`define` in .dumirc.ts). */
const SITE_URL = process.env.SITE_URL as string;

export default function PageHead(props: { path: string; title: string; description?: string; markdown?: string }) {
  const intl = useIntl();
  const tags = pageHeadTags({
    ...props,
    locale: localeById(intl.locale).id,
    imageAlt: intl.formatMessage({ id: 'site.og.image.alt' }),
    siteUrl: SITE_URL,
    siteBase: SITE_BASE,
  });
  return (
    <Head>
      {tags.map(({ tag, attributes }) =>
        React.createElement(tag, {
          key: `${attributes.rel ?? attributes.property ?? attributes.name}-${attributes.content ?? attributes.href}`,
          ...attributes,
        }),
      )}
    </Head>
  );
}
