// Why: the default content footer lists "Last updated" and the edit link as <dd>s in a <dl> without any <dt>.
import Original from 'dumi/theme-default/slots/ContentFooter';
import React from 'react';
import { fixDescriptionList } from '../a11y/dl';
import { renderInPlace, rewriteTree } from '../a11y/tree';

export default function ContentFooter() {
  return <>{rewriteTree(renderInPlace(Original, {}), fixDescriptionList)}</>;
}
