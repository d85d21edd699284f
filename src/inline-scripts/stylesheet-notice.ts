/**
 * What a visitor sees when the site's stylesheet fails to load. In production every style is in
 * one stylesheet linked from the prerendered <head> (umi merges CSS chunks when it prerenders),
 * so a failure there is the stylesheet-chunk failure: the content is still readable, unstyled.
 * This inline head script finds the failed <link> (at the load event, by its empty or missing sheet;
 * later failures by a capturing error listener, as resource errors do not bubble) and, once the
 * page has loaded and hydrated, adds a notice at the top of <body> that names the file and offers a reload. It uses inline styles,
 * since the stylesheet is what is missing, and nothing happens when the stylesheet loads.
 */

import { LOCALES } from '../site';
import { SITE_MESSAGES } from '../site/messages';

export const STYLESHEET_NOTICE_ID = 'site-stylesheet-notice';

/** The notice's text in each locale, by the page's `<html lang>` (the build writes it; English otherwise). */
const NOTICE_TEXT = Object.fromEntries(
  LOCALES.map(({ id, lang }) => [
    lang,
    { failed: SITE_MESSAGES[id]['site.stylesheet.failed'], reload: SITE_MESSAGES[id]['site.stylesheet.reload'] },
  ]),
);

export const STYLESHEET_NOTICE_SCRIPT = `(function () {
  var failed = [];
  var texts = ${JSON.stringify(NOTICE_TEXT)};
  var words = texts[document.documentElement.lang] || texts[${JSON.stringify(LOCALES[0].lang)}];
  function hydrated() {
    return Object.keys(document.body).some(function (key) { return key.indexOf('__reactFiber') === 0; });
  }
  function show(attempt) {
    if (!failed.length || document.getElementById(${JSON.stringify(STYLESHEET_NOTICE_ID)})) return;
    // React hydrates the whole document: add the notice only once it has (or after 10 s).
    if (!hydrated() && (attempt || 0) < 40) {
      setTimeout(function () { show((attempt || 0) + 1); }, 250);
      return;
    }
    var notice = document.createElement('div');
    notice.id = ${JSON.stringify(STYLESHEET_NOTICE_ID)};
    notice.setAttribute('role', 'alert');
    notice.style.cssText = 'padding:12px 16px;background:#fff1f0;color:#a8071a;border-bottom:1px solid #ffa39e;font:16px/1.5 system-ui,sans-serif';
    var text = document.createElement('p');
    text.style.margin = '0 0 8px';
    text.textContent = words.failed.replace('{files}', failed.join(', '));
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = words.reload;
    button.onclick = function () { window.location.reload(); };
    notice.appendChild(text);
    notice.appendChild(button);
    document.body.insertBefore(notice, document.body.firstChild);
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target.tagName === 'LINK' && /stylesheet/.test(target.rel)) {
      failed.push(target.getAttribute('href'));
      if (document.readyState === 'complete') show();
    }
  }, true);
  // A stylesheet linked before this script fails before it runs (the script waits for it). By
  // the load event, such a stylesheet has no sheet, or one whose rules cannot be read although it
  // is from this origin (Chromium), or no rules.
  function unloaded(link) {
    if (!link.sheet) return true;
    try {
      return link.sheet.cssRules.length === 0;
    } catch (error) {
      return new URL(link.href, window.location.href).origin === window.location.origin;
    }
  }
  window.addEventListener('load', function () {
    var links = document.querySelectorAll('link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i += 1) {
      var href = links[i].getAttribute('href');
      if (unloaded(links[i]) && failed.indexOf(href) < 0) failed.push(href);
    }
    show();
  });
})();`;
