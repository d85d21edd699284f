/**
 * A content tab whose page loads when the tab is first shown (the page-chunks rewrite of dumi's tab
 * table, src/plugins/page-chunks.ts, turns each tab's static import into `lazyTab(() => import(…))`).
 * Only `components.default` of a tab is rendered, inside a Suspense boundary of its own with a
 * live status, so the tab bar and the page's title stay while the tab's page loads.
 */
import { FormattedMessage } from 'dumi';
import React, { Suspense, lazy, type ComponentType } from 'react';

function TabLoading() {
  return (
    <p role="status" className="site-tab-loading">
      <FormattedMessage id="site.tab.loading" />
    </p>
  );
}

/** @public The code page-chunks.ts writes into dumi's page modules imports it by name. */
export function lazyTab(load: () => Promise<{ default: ComponentType }>): { default: ComponentType } {
  const Page = lazy(load);
  return {
    default: () => (
      <Suspense fallback={<TabLoading />}>
        <Page />
      </Suspense>
    ),
  };
}
