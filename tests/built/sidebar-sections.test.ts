/**
 * The sidebar lists the current page's sections under its link (dumi's `toc: 'menu'`), in the HTML the
 * build wrote, before any script runs. That it does not move while the page hydrates, and follows the
 * scroll, is checked in the browser (tests/e2e/layout/toc.spec.ts).
 */
import { expect, test } from 'vitest';
import { attr, builtPage, findAll, type Element } from '../support/built-html';
import { docPages } from '../support/site';

const demoPages = docPages().filter((doc) => doc.path.startsWith('/demo/'));

test.each(demoPages.map(({ path }) => path))('%s lists its sections under its sidebar link', (path) => {
  const { document } = builtPage(path);
  const sidebars = findAll(document, (el) => el.tagName === 'nav' && attr(el, 'aria-label') === 'Sidebar');
  expect(sidebars, 'one sidebar').toHaveLength(1);
  const current = findAll(sidebars[0], (el) => el.tagName === 'a' && attr(el, 'aria-current') === 'page');
  expect(current, 'one current link').toHaveLength(1);
  expect(attr(current[0], 'href')).toBe(path);

  // The lists right after the current link, as siblings.
  const siblings = current[0].parentNode!.childNodes as Element[];
  const lists = siblings
    .slice(siblings.indexOf(current[0]) + 1)
    .filter((node) => node.tagName === 'ul' && attr(node, 'class') === 'dumi-default-toc');
  const hrefs = lists
    .flatMap((list) => findAll(list, (el) => el.tagName === 'a' && attr(el, 'href') !== undefined))
    .map((a) => attr(a, 'href')!);
  expect(hrefs.length, `${path} lists its sections`).toBeGreaterThan(0);
  // Every entry points at a demo or heading of this page.
  for (const href of hrefs) {
    expect(href.startsWith(`${path}#`), href).toBe(true);
    const id = decodeURIComponent(href.slice(path.length + 1));
    expect(
      findAll(document, (el) => attr(el, 'id') === id),
      `${path}: ${href}`,
    ).toHaveLength(1);
  }
});
