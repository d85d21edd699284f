/**
 * The 1.x API reference as a chunk of its own: the section cut out of a page's Markdown, the page the
 * browser's bundle compiles in its place, the section's file and the table of loaders; and the home
 * pages themselves, which must each hold one section.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEXT_REFERENCE_TAG,
  cutNextReference,
  pageKey,
  pageWithoutSection,
  sectionFile,
  sectionTable,
  withRowsLeftToChunk,
} from '../../src/package-choice/node/next-reference';
import { pagesWithSection } from '../../src/package-choice/node/next-reference-plugin';

const PAGE = [
  '---',
  'title: Home',
  '---',
  '',
  '## API',
  '',
  '| a | b |',
  '',
  '## API: @rc-component/cascader 1.x {#api-next}',
  '',
  '```md',
  '## Not a heading {#api-next-code}',
  '```',
  '',
  '### Cascader props {#api-next-cascader-props}',
  '',
  '## Keyboard interaction',
  '',
  'Keys.',
].join('\n');

describe('cutNextReference', () => {
  it('cuts from the 1.x heading to the next `##` heading, past headings in fenced code', () => {
    const cut = cutNextReference(PAGE)!;
    expect(cut.section.split('\n')[0]).toBe('## API: @rc-component/cascader 1.x {#api-next}');
    expect(cut.section).toContain('## Not a heading {#api-next-code}');
    expect(cut.section).toContain('### Cascader props');
    expect(cut.section).not.toContain('Keyboard');
    expect(cut.after.split('\n')[0]).toBe('## Keyboard interaction');
    expect(cut.before.endsWith('| a | b |\n')).toBe(true);
    expect([cut.before, cut.section, cut.after].join('\n')).toBe(PAGE);
  });

  it('runs to the end of the page when no `##` heading follows, and finds nothing on a page without one', () => {
    const last = cutNextReference(PAGE.slice(0, PAGE.indexOf('## Keyboard')))!;
    expect(last.section).toContain('### Cascader props');
    expect(last.after).toBe('');
    expect(cutNextReference(PAGE.replace('{#api-next}', '{#api}'))).toBeUndefined();
    // A heading inside a fence is not one, even with the id.
    expect(cutNextReference('```\n## API {#api-next}\n```\n')).toBeUndefined();
  });
});

describe('the page and the section as the browser bundle has them', () => {
  it('puts the builtin, alone in its paragraph, where the section was', () => {
    const page = pageWithoutSection(cutNextReference(PAGE)!, 'index.zh-CN');
    expect(page).toContain(`\n\n<${NEXT_REFERENCE_TAG} page="index.zh-CN"></${NEXT_REFERENCE_TAG}>\n\n## Keyboard interaction`);
    expect(page).not.toContain('api-next');
    expect(page.startsWith('---\ntitle: Home\n---')).toBe(true);
  });

  it('names the section as a content tab, which dumi compiles without the page frame, and loads each in a named chunk', () => {
    expect(pageKey('index.zh-CN.md')).toBe('index.zh-CN');
    expect(sectionFile('index.zh-CN')).toBe('index.zh-CN.$tab-api-next.md');
    const table = sectionTable(['index', 'index.zh-CN']);
    expect(table).toContain(`"index": () => import(/* webpackChunkName: "next-reference-index" */ './index.$tab-api-next.md'),`);
    expect(table).toContain(
      `"index.zh-CN": () => import(/* webpackChunkName: "next-reference-index.zh-CN" */ './index.zh-CN.$tab-api-next.md'),`,
    );
  });
});

describe('the pages of docs/', () => {
  it('are the home page in each locale, each with one 1.x reference up to its keyboard section', () => {
    const docs = join(__dirname, '../../docs');
    const pages = pagesWithSection(docs);
    expect(pages.map(({ key }) => key)).toEqual(['index', 'index.zh-CN']);
    for (const { file, cut } of pages) {
      expect(cut.section).toMatch(/\{#api-next-cascaderpanel\}/);
      expect(cut.after).toMatch(/^## (Keyboard interaction|键盘交互)/);
      expect(readFileSync(file, 'utf8')).toBe([cut.before, cut.section, cut.after].join('\n'));
    }
  });
});

describe('withRowsLeftToChunk', () => {
  const block = [
    '<div class="markdown" data-package-line="@rc-component/cascader">',
    '<h2 id="api-next"><a aria-hidden="true" tabindex="-1" href="#api-next"></a>API: 1.x</h2>',
    '<p>Intro</p><div class="table"><div><table><tr><td><span id="api-next-options">options</span></td></tr></table></div></div>',
    '<h3 id="api-next-search">Search</h3>',
    '</div>',
  ].join('');
  const page = (inner: string) =>
    `<main><div class="markdown" data-package-line="rc-cascader"><h2 id="api">API</h2></div>${inner}<div class="markdown"><h2 id="keyboard">Keys</h2></div></main>`;

  it("keeps the block's heading, a status line and an empty anchor for each other id, and the rest of the page", () => {
    const done = withRowsLeftToChunk(page(block), 'Loading…', 'index.html');
    expect(done).toBe(
      page(
        '<div class="markdown" data-package-line="@rc-component/cascader">' +
          '<h2 id="api-next"><a aria-hidden="true" tabindex="-1" href="#api-next"></a>API: 1.x</h2>' +
          '<p role="status" class="site-tab-loading">Loading…</p><span id="api-next-options"></span><span id="api-next-search"></span></div>',
      ),
    );
  });

  it('leaves a page without the block as it is, and fails on a block without its end or its heading', () => {
    expect(withRowsLeftToChunk(page(''), 'Loading…', 'demo.html')).toBe(page(''));
    expect(() => withRowsLeftToChunk(block.slice(0, -'</div></div>'.length), 'Loading…', 'index.html')).toThrow(/has no end/);
    expect(() => withRowsLeftToChunk(block.replace(/<h2[\s\S]*?<\/h2>/, ''), 'Loading…', 'index.html')).toThrow(/<h2>/);
  });
});
