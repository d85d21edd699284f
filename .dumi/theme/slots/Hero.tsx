// Why: the default hero (the home page's title, tagline and actions) is a plain div outside every landmark.
import { useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/Hero';
import React from 'react';
import { hasClass, renderInPlace, retag, rewriteOutput } from '../lib/rewrite-output';

export default function Hero() {
  const intl = useIntl();
  return (
    <>
      {rewriteOutput('Hero', renderInPlace(Original, {}), [
        {
          expects: '<div class="dumi-default-hero">',
          match: hasClass('dumi-default-hero'),
          rewrite: (element) => retag(element, 'section', { 'aria-label': intl.formatMessage({ id: 'site.hero' }) }),
        },
      ])}
    </>
  );
}
