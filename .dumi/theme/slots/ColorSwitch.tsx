// Why: the default colour-mode <select> has no accessible name (only a tooltip on its wrapper).
import { useIntl } from 'dumi';
import Original from 'dumi/theme-default/slots/ColorSwitch';
import React from 'react';
import { isTag, renderInPlace, rewriteOutput, withProps } from '../lib/rewrite-output';

export default function ColorSwitch() {
  const intl = useIntl();
  return (
    <>
      {rewriteOutput('ColorSwitch', renderInPlace(Original, {}), [
        { expects: 'the colour-mode <select>', match: isTag('select'), rewrite: (element) => withProps(element, { 'aria-label': intl.formatMessage({ id: 'site.colour.mode' }) }) },
      ])}
    </>
  );
}
