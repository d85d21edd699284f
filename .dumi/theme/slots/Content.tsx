// Why: a page whose script or stylesheet chunk fails to load would blank the whole site; this keeps the layout and explains.
// Also: a page with content tabs must hydrate its prerendered default tab before it shows the tab that ?tab= asks for (see HydrationSafeTabs).
import { useLocation } from 'dumi';
import DefaultContent from 'dumi/theme-default/slots/Content';
import React from 'react';
import HydrationSafeTabs from '../components/HydrationSafeTabs';
import PageLoadErrorBoundary from '../components/PageLoadErrorBoundary';

export default function Content(props: { children: React.ReactNode }) {
  const { pathname } = useLocation();

  return (
    <DefaultContent>
      <PageLoadErrorBoundary resetKey={pathname}>
        <HydrationSafeTabs>{props.children}</HydrationSafeTabs>
      </PageLoadErrorBoundary>
    </DefaultContent>
  );
}
