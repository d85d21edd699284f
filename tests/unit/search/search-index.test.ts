import { describe, expect, it } from 'vitest';
import { element, text } from '../../support/hast';
import { markSearchTexts, type PageText } from '../../../src/search/node/rehype-search-texts';
import {
  CELL_SEPARATOR,
  searchableText,
  searchRoutes,
  searchTitle,
  type PageMeta,
  type SearchRoute,
} from '../../../src/search/node/search-index';
import { highlightWords } from '../../../src/search/client/search-engine';
import { searchPages } from '../../../src/search/node/search-pages';

describe('markSearchTexts (the rehype plugin)', () => {
  // A paragraph with a link inside, then a table: a header row and a row anchored in its first cell.
  const tree = element('root', [
    element('h2', [element('code', [text(11)])]),
    element('p', [text(0), element('Link', [text(1)]), text(2)]),
    element('Table', [
      element('table', [
        element('thead', [element('tr', [element('th', [text(3)]), element('th', [text(4)])])]),
        element('tbody', [
          element('tr', [
            element('td', [element('span', [element('code', [text(5)])], { id: 'api-loaddata' })]),
            element('td', [text(6), element('code', [text(7)]), text(8)]),
          ]),
          element('tr', [element('td', [text(9)]), element('td', [text(10)])]),
        ]),
      ]),
    ]),
  ]);
  // dumi's numbering: the link on its own, the whole table in one paragraph.
  const dumiTexts = (): PageText[] =>
    [0, 5, 0, 6, 6, 6, 6, 6, 6, 6, 6, 7].map((paraId, index) => ({ value: `t${index}`, paraId, tocIndex: 1 }));

  it('gives each block its own paragraph, and the inline elements inside it the same one', () => {
    const texts = markSearchTexts(tree, dumiTexts());
    const para = texts.map((entry) => entry.paraId);
    expect(para[0]).toBe(para[1]);
    expect(para[1]).toBe(para[2]);
    // Each cell apart, a cell's code with its text.
    expect(new Set([para[3], para[4], para[5], para[6], para[9], para[10]]).size).toBe(6);
    expect(para[6]).toBe(para[7]);
    expect(para[7]).toBe(para[8]);
    // New numbers, never one dumi gave another block.
    expect(para[5]).toBeGreaterThan(6);
  });

  it('marks each row with its length, the header as such, and the anchor of the first cell', () => {
    const texts = markSearchTexts(tree, dumiTexts());
    expect(texts[3]).toMatchObject({ row: 2, head: 1 });
    expect(texts[5]).toMatchObject({ row: 4, anchor: 'api-loaddata' });
    expect(texts[9]).toMatchObject({ row: 2 });
    expect(texts[9].anchor).toBeUndefined();
    // A heading's inline code, marked to be left out.
    expect(texts[11]).toMatchObject({ heading: 1, paraId: 7 });
    expect(texts[0].heading).toBeUndefined();
    // The values, which the page renders, are untouched.
    expect(texts.map((entry) => entry.value)).toEqual(dumiTexts().map((entry) => entry.value));
  });
});

describe('searchableText (what the worker indexes of a page)', () => {
  const toc = [
    { id: 'api', depth: 2, title: 'API' },
    { id: 'options-and-value', depth: 4, title: 'Options and value' },
    { id: 'keyboard', depth: 2, title: 'Keyboard' },
  ];
  const texts: PageText[] = [
    { value: 'The reference.', paraId: 0, tocIndex: 0 },
    { value: 'loadData', paraId: 9, heading: 1 },
    { value: 'Property', paraId: 1, tocIndex: 1, row: 2, head: 1 },
    { value: 'Description', paraId: 2, tocIndex: 1 },
    { value: 'loadData', paraId: 3, tocIndex: 1, row: 4, anchor: 'api-loaddata' },
    { value: 'Called when an option ', paraId: 4, tocIndex: 1 },
    { value: 'opens', paraId: 4, tocIndex: 1 },
    { value: '0.5.0', paraId: 5, tocIndex: 1 },
    { value: 'ArrowDown', paraId: 6, tocIndex: 2, row: 2 },
    { value: 'Opens the menu.', paraId: 7, tocIndex: 2 },
  ];

  it('makes an anchored row an entry of its own, after its heading, titled by its first cell', () => {
    const shaped = searchableText({ toc, texts });
    expect(shaped.toc.map((entry) => entry.id)).toEqual(['api', 'options-and-value', 'api-loaddata', 'keyboard']);
    expect(shaped.toc[2]).toEqual({ id: 'api-loaddata', depth: 5, title: 'loadData' });
    const row = shaped.texts.filter((entry) => entry.tocIndex === 2);
    expect(row.map((entry) => entry.value)).toEqual([['loadData', 'Called when an option opens', '0.5.0'].join(CELL_SEPARATOR)]);
  });

  it('makes any other row one line of its section, its cells separated, and leaves header rows out', () => {
    const shaped = searchableText({ toc, texts });
    expect(shaped.texts.filter((entry) => entry.tocIndex === 3).map((entry) => entry.value)).toEqual([
      `ArrowDown${CELL_SEPARATOR}Opens the menu.`,
    ]);
    expect(shaped.texts.some((entry) => entry.value.includes('Property'))).toBe(false);
    // A heading's inline code is left out: only the row has "loadData".
    expect(shaped.texts.filter((entry) => entry.value.includes('loadData'))).toHaveLength(1);
    // Texts outside tables keep their heading (renumbered) and paragraph.
    expect(shaped.texts[0]).toEqual({ value: 'The reference.', paraId: 0, tocIndex: 0 });
  });
});

describe('searchRoutes and searchPages (the entries of the index)', () => {
  const page = (title: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    frontmatter: { title },
    toc: [],
    texts: [],
    ...extra,
  });
  const routes: Record<string, SearchRoute> = {
    home: {
      id: 'home',
      path: '',
      meta: page('React cascading select', {
        toc: [
          { id: 'api', depth: 2, title: 'API' },
          { id: 'options-and-value', depth: 4, title: 'Options and value' },
        ],
        texts: [
          { value: 'loadData', paraId: 1, tocIndex: 1, row: 2, anchor: 'api-loaddata' },
          { value: 'Loads.', paraId: 2, tocIndex: 1 },
        ],
        tabs: [{ key: 'faq', title: 'FAQ', meta: page('FAQ', { toc: [{ id: 'why', depth: 3, title: 'Why?' }] }) }],
      }),
    },
    dynamic: {
      id: 'dynamic',
      path: 'demo/dynamic-options',
      meta: page('Dynamic options', { toc: [{ id: 'dynamic-options', depth: 1, title: 'Dynamic options' }] }),
    },
  };
  (routes.dynamic.meta as PageMeta).frontmatter.keywords = ['async', 'lazy'];
  const demos = { d: { routeId: 'dynamic', asset: { id: 'demo-load', title: 'Load regions on demand' } } };

  it("adds a page's keywords to its title, and makes a content tab a page of its own", () => {
    expect(searchTitle({ title: 'Dynamic options', keywords: ['async', 'lazy'] })).toBe('Dynamic options (async, lazy)');
    const shaped = searchRoutes(routes);
    expect(Object.keys(shaped)).toEqual(['home', 'home?tab=faq', 'dynamic']);
    expect(shaped['home?tab=faq']).toMatchObject({ path: '?tab=faq', meta: { frontmatter: { title: 'FAQ' } } });
    expect(shaped.home.meta?.tabs).toBeUndefined();
    expect(shaped.dynamic.meta?.frontmatter).toMatchObject({ title: 'Dynamic options (async, lazy)', pageTitle: 'Dynamic options' });
  });

  it('gives each section, API row and demo its entry, labelled with its title whole and its page', () => {
    const pages = searchPages(routes, demos);
    expect(pages.map((entry) => entry.link)).toEqual(['/', '/?tab=faq', '/demo/dynamic-options']);
    const row = pages[0].sections.find((section) => section.link === '/#api-loaddata');
    expect(row).toMatchObject({
      rawTitle: 'loadData',
      title: 'React cascading select - loadData',
      paragraphs: [`loadData${CELL_SEPARATOR}Loads.`],
      label: { title: 'loadData', crumbs: ['React cascading select', 'Options and value'], pageTitle: 'React cascading select' },
    });
    expect(pages[1].sections[0]).toMatchObject({ link: '/?tab=faq#why', label: { title: 'Why?', crumbs: ['FAQ'] } });
    // A top heading is labelled as its page; the page's keywords stay in its own title.
    expect(pages[2].label).toEqual({ title: 'Dynamic options (async, lazy)', crumbs: [], pageTitle: 'Dynamic options' });
    expect(pages[2].sections[0].label).toEqual({ title: 'Dynamic options', crumbs: [], pageTitle: 'Dynamic options' });
    expect(pages[2].demos).toEqual([
      {
        link: '/demo/dynamic-options#demo-load',
        rawTitle: 'Load regions on demand',
        title: 'Load regions on demand',
        description: '',
        label: { title: 'Load regions on demand', crumbs: ['Dynamic options'], pageTitle: 'Dynamic options' },
      },
    ]);
  });

  it("leaves a demo's own heading out of the sections: the demo is an entry of its own", () => {
    const withDemoHeading: Record<string, SearchRoute> = {
      dynamic: {
        id: 'dynamic',
        path: 'demo/dynamic-options',
        meta: page('Dynamic options', { toc: [{ id: 'demo-load', depth: 3, title: 'Load regions on demand' }] }),
      },
    };
    const [entry] = searchPages(withDemoHeading, demos);
    expect(entry.sections).toEqual([]);
    expect(entry.demos).toHaveLength(1);
  });
});

describe('highlightWords', () => {
  it('marks each word wherever it occurs, ignoring case, longest first', () => {
    expect(highlightWords('Server-side rendering (SSR)', ['ssr', 'render'])).toEqual([
      { text: 'Server-side ' },
      { text: 'render', highlighted: true },
      { text: 'ing (' },
      { text: 'SSR', highlighted: true },
      { text: ')' },
    ]);
    expect(highlightWords('loadData', ['load', 'loadData'])).toEqual([{ text: 'loadData', highlighted: true }]);
    expect(highlightWords('a.b', [])).toEqual([{ text: 'a.b' }]);
  });
});
