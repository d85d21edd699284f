import { describe, expect, it } from 'vitest';
import {
  editsFor,
  loadIndex,
  search,
  searchIndexFile,
  TYPO_WEIGHT,
  words,
  type IndexedPage,
  type SearchHint,
} from '../../../src/search/client/search-engine';

const label = (title: string) => ({ title, crumbs: [], pageTitle: title });

function page(title: string, link: string, sections: [string, ...string[]][] = [], demos: [string, string][] = []): IndexedPage {
  return {
    title,
    link,
    sections: sections.map(([heading, ...paragraphs]) => ({
      rawTitle: heading,
      title: heading ? `${title} - ${heading}` : title,
      link: heading ? `${link}#${heading.toLowerCase().replace(/\s+/g, '-')}` : link,
      paragraphs,
      label: label(heading || title),
    })),
    demos: demos.map(([demoTitle, description]) => ({
      link: `${link}#demo`,
      rawTitle: demoTitle,
      title: demoTitle,
      description,
      label: label(demoTitle),
    })),
    label: label(title),
  };
}

const PAGES: IndexedPage[] = [
  page('React cascading select', '/', [
    ['', 'A cascading select for regions and cities.'],
    ['API', 'loadData · Called with the path of option objects when a leaf is opened.'],
    ['Keyboard interaction', 'The arrow keys move between options.'],
  ]),
  page('Disabled', '/demo/disabled', [['', 'An option can be disabled, or the whole select. The focus moves past it.']]),
  page(
    'Dynamic options',
    '/demo/dynamic-options',
    [],
    [['Load regions on demand', 'Children are fetched with loadData when an option is opened.']],
  ),
  page('Checkable', '/demo/multiple', [['Field names', 'fieldNames maps your own keys.']]),
  page('React 级联选择组件', '/zh-CN', [
    ['', '级联选择框，支持多选与动态加载选项。'],
    ['键盘交互', '方向键在选项之间移动。'],
  ]),
];

// Through JSON, as the worker receives the file.
const index = loadIndex(JSON.parse(JSON.stringify(searchIndexFile('en-US', PAGES))));
const hints = (query: string): SearchHint[] => search(index, query)[0]?.hints ?? [];
const links = (query: string) => hints(query).map((hint) => hint.link);

describe('editsFor (the typos forgiven)', () => {
  it('forgives none under 4 letters, 1 from 4 letters, 2 from 8', () => {
    expect([1, 3, 4, 7, 8, 12].map(editsFor)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("search: exact matches, by the specification's scores", () => {
  it('counts 100 for a page title, 10 for a section title and 1 for content, per keyword', () => {
    const found = hints('disabled');
    expect(found[0]).toMatchObject({ type: 'page', link: '/demo/disabled', priority: 100 });
    // The page's content is in its section titled by the page: 10 for the title, the keyword counted once.
    expect(found[1]).toMatchObject({ type: 'content', link: '/demo/disabled', priority: 10 });
    expect(hints('arrow keys')[0]).toMatchObject({ type: 'content', link: '/#keyboard-interaction', priority: 2 });
  });

  it('matches substrings ignoring case, so a word cut short or in another case is found', () => {
    expect(links('LOADDAT')).toContain('/#api');
    expect(links('fieldNam')).toContain('/demo/multiple#field-names');
  });

  it('answers nothing to an empty query, and nothing where nothing is near', () => {
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, 'zqxjv')).toEqual([]);
  });

  it('marks the words, and cuts the text before the first match to its last 20 characters', () => {
    const [hint] = hints('leaf');
    expect(hint.highlightTexts[0]).toEqual({ text: '...tion objects when a ' });
    expect(hint.highlightTexts[1]).toEqual({ text: 'leaf', highlighted: true });
  });
});

describe('search: typos', () => {
  it('finds a word one edit away from a keyword of 4 to 7 letters, and two from one of 8 or more', () => {
    expect(links('dissabled')[0]).toBe('/demo/disabled');
    expect(links('laodData')).toContain('/#api');
    expect(links('keybord')).toContain('/#keyboard-interaction');
    expect(links('chekable')[0]).toBe('/demo/multiple');
    expect(links('feildNames')).toContain('/demo/multiple#field-names');
  });

  it('forgives no typo in a word of fewer than 4 letters, nor more edits than allowed', () => {
    expect(links('APO')).toEqual([]);
    expect(links('kebord')).toEqual([]);
  });

  it("ranks a typo's matches after every exact match, and marks the word found", () => {
    const found = hints('dissabled leaf');
    const exact = found.findIndex((hint) => hint.priority >= 1);
    expect(found[0].link).toBe('/#api');
    expect(found.slice(exact + 1).every((hint) => hint.priority < 1)).toBe(true);
    expect(hints('dissabled')[0].priority).toBe(100 * TYPO_WEIGHT);
    expect(hints('dissabled')[0].highlightTitleTexts).toEqual([{ text: 'Disabled', highlighted: true }]);
  });

  it('takes a keyword found somewhere in the locale as typed: no typo matches beside it', () => {
    // "moves" is in the text: it is not also taken as a typo of "move", one edit away.
    expect(links('moves')).toEqual(['/demo/disabled']);
  });
});

describe('search: Chinese, which has no spaces', () => {
  it('finds 级联, 动态加载 and 多选 inside the text', () => {
    for (const query of ['级联', '动态加载', '多选']) expect(links(query), query).toContain('/zh-CN');
    expect(hints('级联')[0]).toMatchObject({ type: 'page', priority: 100 });
    expect(links('键盘')).toEqual(['/zh-CN#键盘交互']);
  });

  it('cuts Chinese into words for the typo index, and keeps other words whole', () => {
    expect(words('级联选择框，支持多选')).toEqual(expect.arrayContaining(['选择', '支持', '多选']));
    expect(words('级联选择框，支持多选').every((word) => word.length < 6)).toBe(true);
    expect(words('fieldNames maps your-own keys, 3.24.0')).toEqual(['fieldNames', 'maps', 'your', 'own', 'keys', '3', '24', '0']);
  });
});

describe('search: what is not taken as a typo', () => {
  it('forgives no typo in a keyword of several words, each of which would be forgiven alone', () => {
    expect(links('xyz-no-match')).toEqual([]);
    expect(links('keybord-dissabled')).toEqual([]);
  });
});
