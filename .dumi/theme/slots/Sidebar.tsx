// Why: the default sidebar is an unnamed div of <dl>s, and a group without a title is a <dl> with <dd>s but no <dt>.
import { useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/Sidebar';
import React from 'react';
import { fixDescriptionList } from '../lib/dl';
import { hasClass, isTag, renderInPlace, retag, rewriteOutput } from '../lib/rewrite-output';

export default function Sidebar() {
  const intl = useIntl();
  return (
    <>
      {rewriteOutput('Sidebar', renderInPlace(Original, {}), [
        {
          expects: '<div class="dumi-default-sidebar">',
          match: hasClass('dumi-default-sidebar'),
          rewrite: (element) => retag(element, 'nav', { 'aria-label': intl.formatMessage({ id: 'site.sidebar' }) }),
        },
        // Only a group without a title needs it.
        { expects: 'a <dl>', match: isTag('dl'), rewrite: fixDescriptionList, required: false },
      ])}
    </>
  );
}
