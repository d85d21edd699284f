// Why: the default not-found page (404.html) sets no title of its own and no meta description, so its tab reads just "rc-cascader" and search engines have nothing to show.
import { Helmet } from 'dumi';
import Original from 'dumi/theme-default/slots/NotFound';
import React from 'react';
import { NOT_FOUND_META } from '../lib/page-meta';

export default function NotFound() {
  return (
    <>
      <Helmet>
        <title>{NOT_FOUND_META.title}</title>
        <meta name="description" content={NOT_FOUND_META.description} />
      </Helmet>
      <Original />
    </>
  );
}
