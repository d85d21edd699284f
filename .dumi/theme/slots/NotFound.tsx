// Why: the default not-found page (404.html) sets no title of its own and no meta description, so its tab reads just "rc-cascader" and search engines have nothing to show.
import { Helmet, useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/NotFound';
import React from 'react';

export default function NotFound() {
  const intl = useIntl();
  return (
    <>
      <Helmet>
        <title>{intl.formatMessage({ id: 'site.not.found.title' })}</title>
        <meta name="description" content={intl.formatMessage({ id: 'site.not.found.description' })} />
      </Helmet>
      <Original />
    </>
  );
}
