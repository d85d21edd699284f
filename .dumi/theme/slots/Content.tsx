// Why: a page whose script or stylesheet chunk fails to load would blank the whole site; this keeps the layout and explains.
import { useLocation } from 'dumi';
import DefaultContent from 'dumi/theme-default/slots/Content';
import React from 'react';
import PageLoadErrorBoundary from '../../../src/components/PageLoadErrorBoundary';

export default function Content(props: { children: React.ReactNode }) {
  const { pathname } = useLocation();

  return (
    <DefaultContent>
      <PageLoadErrorBoundary resetKey={pathname}>{props.children}</PageLoadErrorBoundary>
    </DefaultContent>
  );
}
