// Why: the default not-found page (404.html) sets no title of its own and no meta description, so its tab reads just "rc-cascader" and search engines have nothing to show; and its heading, left-aligned, ran over three lines on a phone with nothing to say where the visitor is.
import { Link, useIntl, useLocale } from 'dumi';
import 'dumi/theme-default/slots/NotFound/index.less';
import React from 'react';
import Head from '../components/Head';
import './NotFound.less';

/**
 * The not-found page: dumi's heading and link back home (its messages, its class names and
 * stylesheet), with the page's description under the heading, centred and sized to the screen.
 * @public dumi resolves the theme by its folders and renders this default export in place of its own.
 */
export default function NotFound() {
  const intl = useIntl();
  const locale = useLocale();
  const description = intl.formatMessage({ id: 'site.not.found.description' });
  return (
    <div className="dumi-default-not-found">
      <Head>
        <title>{intl.formatMessage({ id: 'site.not.found.title' })}</title>
        <meta name="description" content={description} />
      </Head>
      <h1>{intl.formatMessage({ id: '404.title' })}</h1>
      <p>{description}</p>
      <Link to={'base' in locale ? locale.base : '/'} replace>
        {intl.formatMessage({ id: '404.back' })} →
      </Link>
    </div>
  );
}
