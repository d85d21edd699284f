// Why: gives every page one <title> of the form "Page – rc-cascader" (the default theme sets the bare page title).
import { Helmet, useOutlet } from 'dumi';
import React from 'react';

export default function GlobalLayout() {
  const outlet = useOutlet();

  return (
    <>
      <Helmet titleTemplate="%s – rc-cascader" defaultTitle="rc-cascader" />
      {outlet}
    </>
  );
}
