/**
 * "Skip to content" in the HTML the build wrote: on every page (and the not-found page), it is the
 * first thing in the body that Tab can reach, and its target is there, focusable by script. That Tab
 * shows it and Enter moves the focus, before and after hydration, is checked in the browser
 * (tests/e2e/layout/skip-link.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { expect, test } from 'vitest';
import { attr, byTag, findAll, hasClass, type Element } from '../support/built-html';
import { DIST, builtRoutes } from '../support/site';

const TABBABLE_TAGS = new Set(['button', 'input', 'select', 'textarea', 'summary', 'iframe']);

/** Whether Tab can reach an element, by its markup alone. */
const tabbable = (element: Element) =>
  (element.tagName === 'a' && attr(element, 'href') !== undefined) ||
  TABBABLE_TAGS.has(element.tagName) ||
  /^\d+$/.test(attr(element, 'tabindex') ?? '');

test('every built page starts its body with the skip link, and has its target', () => {
  const files = [...builtRoutes().map(({ path }) => join(DIST, path, 'index.html')), join(DIST, '404.html')];
  expect(files.length).toBeGreaterThan(40);
  const wrong = files.filter((file) => {
    const [body] = byTag(parse(readFileSync(file, 'utf8')), 'body');
    const [first] = findAll(body, tabbable);
    const target = findAll(body, (element) => attr(element, 'id') === 'site-main-content');
    const leads = first && hasClass(first, 'site-skip-link') && attr(first, 'href') === '#site-main-content';
    return !leads || target.length !== 1 || attr(target[0], 'tabindex') !== '-1';
  });
  expect(wrong).toEqual([]);
});
