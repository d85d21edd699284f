// Why: a page whose script or stylesheet chunk fails to load would blank the whole site; this keeps the layout and explains.
// Also: inline code chips without a gap before the punctuation that follows them, never broken at a hyphen (Content.less).
// Also: a page with content tabs must hydrate its prerendered default tab before it shows the tab that ?tab= asks for (see HydrationSafeTabs).
// Also: every documentation page offers its Markdown copy beside its title, "Copy page" and "View as Markdown" (see PageActions).
// Also: a page with demos starts with the site-wide Package choice (see SitePackageChoice).
import { useLocation, useRouteMeta } from 'dumi';
import DefaultContent from 'dumi/theme-default/slots/Content';
import React, { Component, type ReactNode } from 'react';
import { pageShown } from '../../../src/runtime/page-transition';
import HydrationSafeTabs from '../components/HydrationSafeTabs';
import PageActions from '../components/PageActions';
import SitePackageChoice from '../components/package/SitePackageChoice';
import { pageFollowsPackage } from '../../../src/package-choice/shared';
import PageLoadErrorBoundary from '../components/PageLoadErrorBoundary';
import './Content.less';

/**
 * A page shown by a transition scrolls to its top as it appears (src/runtime/page-transition.ts):
 * in the commit that shows it, before the document changes.
 */
class PageTop extends Component<{ pathname: string; children: ReactNode }> {
  getSnapshotBeforeUpdate(previous: Readonly<{ pathname: string }>): null {
    if (previous.pathname !== this.props.pathname) pageShown();
    return null;
  }

  // React asks for it beside getSnapshotBeforeUpdate; there is nothing to do after the change.
  componentDidUpdate(): void {}

  render() {
    return this.props.children;
  }
}

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function Content(props: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // A Markdown page has a title in its front matter; the not-found page has none, and no copy.
  const { frontmatter } = useRouteMeta();

  return (
    <PageTop pathname={pathname}>
      <DefaultContent>
        {frontmatter?.title && pageFollowsPackage(pathname) ? <SitePackageChoice /> : null}
        {frontmatter?.title ? <PageActions /> : null}
        <PageLoadErrorBoundary resetKey={pathname}>
          <HydrationSafeTabs>{props.children}</HydrationSafeTabs>
        </PageLoadErrorBoundary>
      </DefaultContent>
    </PageTop>
  );
}
