// Why: gives every page one <title> of the form "Page – rc-cascader" (the default theme sets the bare page title),
// and loads the accessibility styles that every page needs (see ../a11y.less).
import { Helmet, useOutlet } from 'dumi';
import React from 'react';
import '../a11y.less';

export default function GlobalLayout() {
  const outlet = useOutlet();

  return (
    <>
      <Helmet titleTemplate="%s – rc-cascader" defaultTitle="rc-cascader" />
      {outlet}
    </>
  );
}
