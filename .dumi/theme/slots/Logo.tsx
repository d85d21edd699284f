// Why: the default logo repeats the site name as the image's alt text right next to the same name as text; the image is decorative.
import Original from 'dumi/theme-default/slots/Logo';
import React from 'react';
import { isTag, renderInPlace, rewriteOutput, withProps } from '../lib/rewrite-output';

export default function Logo() {
  return (
    <>
      {rewriteOutput('Logo', renderInPlace(Original, {}), [
        { expects: 'the logo <img>', match: isTag('img'), rewrite: (element) => withProps(element, { alt: '' }) },
      ])}
    </>
  );
}
