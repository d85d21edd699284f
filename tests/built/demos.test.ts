/**
 * What each demo page's prerendered HTML shows of its demos, before any script: the labels, the
 * starting values and the markup a visitor without JavaScript (or before hydration) reads. The
 * interactions of each demo are in tests/e2e/demos/, one spec per page.
 */
import { parseFragment } from 'parse5';
import { describe, expect, test } from 'vitest';
import { demoSources } from '../../src/plugins/markdown-copies/demos';
import { DEMO_CODE_ATTRIBUTE, NEXT_ONLY_ATTRIBUTE } from '../../src/package-choice/shared';
import { markdownMessage } from '../../src/site/messages';
import { attr, builtPage, byClass, byTag, findAll, squash, textOf } from '../support/built-html';
import { ROOT, docPages } from '../support/site';

const PRERENDERED: Record<string, (string | RegExp)[]> = {
  '/demo/adjust-overflow': ['Meeting city', 'Japan / Kansai / Kyoto', 'Flips when cut off', 'Always below'],
  '/demo/animation': ['City (slides in)', 'City (zooms in)'],
  '/demo/change-on-select': ['Delivery area', 'No area chosen yet.'],
  // The custom suffix icon sits in the cascader's arrow.
  '/demo/custom-arrow-icon': ['Product line', /class="rc-cascader-arrow"[^>]*>.*?anticon-down/],
  '/demo/custom-field-name': ['organisation-unit-picker', 'No team chosen yet.'],
  '/demo/debug': ['City (test bench)', 'changeOnSelect'],
  '/demo/default-expand-single-option': ['office-finder-single-option', 'No office chosen yet.'],
  '/demo/default-value': ['Home city', 'Japan / Kansai / Kyoto'],
  '/demo/disabled': ['Office location', 'Deliver to'],
  '/demo/dropdown-render': ['category-picker-add-footer', 'Category'],
  '/demo/dynamic-options': ['Delivery city', 'Only the countries are loaded so far.'],
  '/demo/hover': ['Expands on click (default)', 'Expands on hover'],
  '/demo/multiple-search': ['Clears the search (default)', 'Keeps the search'],
  '/demo/multiple': ['Product lines to promote', 'SHOW_PARENT (the default)'],
  '/demo/option-render': ['Browse the catalogue'],
  '/demo/panel': ['Meeting city', 'rc-cascader-panel', 'You have not saved any places yet.'],
  '/demo/rc-form': ['Destination (required)'],
  '/demo/search': ['City (default search)', 'City (word-start search)'],
  '/demo/simple': ['Destination', 'Nothing picked yet.'],
  // Its one demo exists only on 1.x: the page prerenders the note and the switch (tests/e2e/package/next-only.spec.ts).
  '/demo/styling-parts': ['This demo runs on @rc-component/cascader 1.x only', 'Switch to @rc-component/cascader'],
  '/demo/text-trigger': ['Ship to: choose a city', 'Ship to: Montreal, Canada'],
  '/demo/value': ['Ship from the head office (Kyoto)'],
  '/demo/visible': ['Pickup city', 'Return city (deprecated props)'],
};

describe.each(Object.entries(PRERENDERED))('%s as built', (path, expected) => {
  test('shows its demos before any script runs', () => {
    const { html } = builtPage(path);
    const body = html.slice(html.indexOf('<body'));
    for (const fact of expected) {
      if (typeof fact === 'string') expect(body).toContain(fact);
      else expect(body).toMatch(fact);
    }
  });
});

// dumi's own export of a standalone demo page is an empty <div id="root"> that only the app's script
// fills; the build prerenders it (src/plugins/pages-plugin.ts). That it then hydrates is checked in
// tests/e2e/previewer/demo-actions-and-live-edit.spec.ts.
test('a standalone demo page is prerendered: its HTML holds its title and the demo', () => {
  const { html } = builtPage('/~demos/docs-demo-simple-demo-city-picker');
  expect(html).toContain('<title data-rh="true">Pick a city – rc-cascader</title>');
  expect(html).toContain('Choose a country, region and city');
  expect(html).not.toMatch(/<div id="root"><\/div>/);
});

// Show Code needs the app's script; without it, each demo's code on both lines is in the HTML, in a
// <noscript> under the box (src/package-choice/node/static-code.ts). The Markdown copies list the same
// files (tests/built/markdown-copies-and-llms-txt.test.ts).
describe.each(docPages().map((page) => [page.path, page.locale] as const))('%s as built', (path, locale) => {
  test("holds each demo's code on both lines for a reader without JavaScript", () => {
    const boxes = byClass(builtPage(path).document, 'dumi-default-previewer');
    for (const box of boxes) {
      const slots = findAll(box, (element) => element.tagName === 'noscript' && attr(element, DEMO_CODE_ATTRIBUTE) !== undefined);
      expect(slots, `${path}: code blocks of the demo box #${attr(box, 'id')}`).toHaveLength(1);
      const src = attr(slots[0], DEMO_CODE_ATTRIBUTE)!;
      const nextOnly = attr(slots[0], NEXT_ONLY_ATTRIBUTE) === 'true';
      // A browser that runs scripts reads a <noscript>'s content as text; a reader without scripts, as this HTML.
      const shown = parseFragment(textOf(slots[0]));
      const sources = demoSources(src, ROOT, nextOnly);
      expect(byTag(shown, 'pre').map((pre) => textOf(pre))).toEqual(sources.map(({ code }) => code));
      expect(byTag(shown, 'p').map((label) => squash(textOf(label)))).toEqual(
        sources.map(({ message, file }) => squash(markdownMessage(locale, message, { file }))),
      );
      // Besides a 1.x-only demo, each names its 3.x source first and its 1.x version after.
      if (!nextOnly) expect(sources.map(({ message }) => message)).toEqual(expect.arrayContaining(['copy.source', 'copy.source.next']));
    }
  });
});
