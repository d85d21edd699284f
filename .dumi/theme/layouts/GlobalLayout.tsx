// Why: gives every page one <title> of the form "Page – rc-cascader" (the default theme sets the bare page title),
// loads the accessibility styles that every page needs (see ../a11y.less), and lands #anchors the theme misses.
import { Helmet, useLocation, useOutlet, useSiteData } from 'dumi';
import React, { useEffect } from 'react';
import '../a11y.less';

/**
 * When to check that the #hash target is in view, once the page has loaded: after the default
 * theme's own scroll (it animates for up to 300 ms), and twice more in case it scrolls again.
 */
const CHECKS_MS = [400, 1000, 2000];

export default function GlobalLayout() {
  const outlet = useOutlet();
  const { hash } = useLocation();
  const { loading } = useSiteData();

  // The default theme scrolls to `offsetTop - 80`, and offsetTop is relative to the nearest table
  // cell for the API rows (`#api-…`): it scrolls to the top of the page. It scrolls when the hash
  // changes and again when the page stops loading (the content shows a loading placeholder while
  // its code or a demo loads, e.g. after switching content tabs); once it is done, bring a target
  // that is still out of view to the top (global.less sets its scroll margin).
  useEffect(() => {
    if (!hash || loading) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    const bringIntoView = () => {
      const target = document.getElementById(id);
      if (!target) return;
      const { top } = target.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start' });
    };
    const timers = CHECKS_MS.map((delay) => window.setTimeout(bringIntoView, delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [hash, loading]);

  return (
    <>
      <Helmet titleTemplate="%s – rc-cascader" defaultTitle="rc-cascader" />
      {outlet}
    </>
  );
}
