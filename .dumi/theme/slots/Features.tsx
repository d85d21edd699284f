// Why: the default feature list (shown under the hero) is a plain div outside every landmark.
import { useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/Features';
import React from 'react';
import { hasClass, renderInPlace, retag, rewriteOutput } from '../lib/rewrite-output';

export default function Features() {
  const intl = useIntl();
  return (
    <>
      {rewriteOutput('Features', renderInPlace(Original, {}), [
        {
          expects: '<div class="dumi-default-features">',
          match: hasClass('dumi-default-features'),
          rewrite: (element) => retag(element, 'section', { 'aria-label': intl.formatMessage({ id: 'site.features' }) }),
        },
      ])}
    </>
  );
}
