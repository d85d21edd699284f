/**
 * What each demo page's prerendered HTML shows of its demos, before any script: the labels, the
 * starting values and the markup a visitor without JavaScript (or before hydration) reads. The
 * interactions of each demo are in tests/e2e/demos/, one spec per page.
 */
import { describe, expect, test } from 'vitest';
import { builtPage } from '../support/built-html';

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
