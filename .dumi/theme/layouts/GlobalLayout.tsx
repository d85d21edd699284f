// Why: gives every page one <title> of the form "Page – rc-cascader" (the default theme sets the bare page title), "Tab – Page – rc-cascader" on a content tab,
// renders the "Skip to content" link first on every page (SkipLink), prefetches the pages a visitor is about to open (usePagePrefetch), loads the accessibility styles that every page needs (see ../a11y.less), and lands #anchors the theme misses, choosing the 1.x line for an anchor in its API reference.
import { useLocation, useOutlet, useSiteData } from 'dumi';
import React, { useEffect } from 'react';
import Head from '../components/Head';
import { useShownTab } from '../components/HydrationSafeTabs';
import SkipLink from '../components/SkipLink';
import usePagePrefetch from '../components/usePagePrefetch';
import { useNextAnchorChoice } from '../../../src/package-choice/client/next-anchor';
import '../a11y.less';
import '../package-sections.less';

/** How long after a #hash navigation the page keeps the target in view, and how often it looks. */
const WATCH_MS = 10_000;
const CHECK_EVERY_MS = 250;
/** What a visitor does to scroll the page themselves; the watch then ends. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The title template: "Page – rc-cascader", and "Tab – Page – rc-cascader" while a content tab is
 * shown (as HydrationSafeTabs shows it: after hydration, for a tab the page has).
 *
 * The tab's part lives here, in a layout that stays mounted, and not in a <Head> of the tab bar,
 * which is remounted with every tab switch while the tab's page loads: one title, set in one place.
 */
function useTitleTemplate(): string {
  const tabTitle = useShownTab().tab?.meta.frontmatter.title;
  return tabTitle ? `${tabTitle} – %s – rc-cascader` : '%s – rc-cascader';
}

/** @public dumi resolves the theme by its folders and renders this default export in place of its own. */
export default function GlobalLayout() {
  const outlet = useOutlet();
  // `key` changes with every navigation: a switch to another page (or locale) with the same #hash lands too.
  const { pathname, hash, key } = useLocation();
  const { loading } = useSiteData();
  const titleTemplate = useTitleTemplate();
  usePagePrefetch();
  // A #hash in the @rc-component/cascader 1.x API reference chooses 1.x, so its target is shown.
  useNextAnchorChoice(pathname, hash, key);

  // Brings a #hash's target into view, as a page that has loaded its code (and a demo after a
  // content-tab switch) has laid it out. The blocks above a target are laid out only as they near
  // the viewport (global.less), so one that turns out taller than its placeholder pushes the target
  // down after a first scroll (the home page's "API" heading landed 380 px down, not 80). For a while
  // after a #hash navigation has loaded, a target that is out of view, or below the window's first
  // quarter, is brought to the top (global.less sets its scroll margin), until the visitor scrolls.
  // (dumi's DocLayout scrolled to the target's offsetTop, which inside a table cell is the cell's;
  // the site's own layout leaves the scrolling to this.)
  useEffect(() => {
    if (!hash || loading) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    const bringIntoView = () => {
      const target = document.getElementById(id);
      if (!target) return;
      const { top } = target.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight / 4) target.scrollIntoView({ block: 'start' });
    };
    const stop = () => {
      window.clearInterval(checks);
      window.clearTimeout(expiry);
      VISITOR_INPUT.forEach((type) => window.removeEventListener(type, stop));
    };
    const checks = window.setInterval(bringIntoView, CHECK_EVERY_MS);
    const expiry = window.setTimeout(stop, WATCH_MS);
    VISITOR_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return stop;
  }, [hash, key, loading]);

  return (
    <>
      <Head titleTemplate={titleTemplate} defaultTitle="rc-cascader" />
      <SkipLink />
      {outlet}
    </>
  );
}
