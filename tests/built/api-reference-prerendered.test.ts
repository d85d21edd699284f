/**
 * The API reference on the home page is in the HTML the build wrote, before any script: every row's
 * anchor of the tables in docs/index.md (rc-cascader 3.x's rows whole; @rc-component/cascader 1.x's come
 * with its chunk, src/package-choice/node/next-reference.ts), each reference in a block marked with its
 * Package line, every anchor a demo page links to, and the target of every in-page link of the article.
 * That a demo page's link lands on its row, that the 1.x rows arrive, and what the keyboard table says,
 * are checked in the browser (tests/e2e/api/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inNextReference } from '../support/api/api-sections';
import { apiLinks, parseMarkdownTables } from '../support/api/reference-tables';
import { attr, builtPage, byTag, findAll, type BuiltPage } from '../support/built-html';
import { ROOT } from '../support/site';

const API_ROWS = parseMarkdownTables(readFileSync(join(ROOT, 'docs', 'index.md'), 'utf8'))
  .filter((table) => table.headings.includes('API'))
  .flatMap((table) => table.rows);

test('the API reference on / is in the prerendered HTML, every row with its anchor', () => {
  const { html } = builtPage('/');
  expect(API_ROWS.length).toBeGreaterThan(100);
  const missing = API_ROWS.filter((row) => !html.includes(`id="${row.anchor}"`)).map((row) => row.anchor);
  expect(missing, 'rows whose anchor is not in the prerendered HTML').toEqual([]);
  for (const text of ['Property', 'Description', 'Default', 'Version', 'showCheckedStrategy', 'SHOW_PARENT']) {
    expect(html).toContain(text);
  }
});

/** The blocks of a built page marked with a Package line, and the ids inside each. */
function lineBlocks(page: BuiltPage): { line: string; ids: string[] }[] {
  return findAll(page.document, (element) => attr(element, 'data-package-line') !== undefined && element.tagName === 'div').map(
    (block) => ({
      line: attr(block, 'data-package-line')!,
      ids: findAll(block, (element) => attr(element, 'id') !== undefined).map((element) => attr(element, 'id')!),
    }),
  );
}

test.each([
  ['/', 'index.md'],
  ['/zh-CN', 'index.zh-CN.md'],
])('%s holds both API references, each in one block marked with its Package line', (path, file) => {
  const tables = parseMarkdownTables(readFileSync(join(ROOT, 'docs', file), 'utf8'));
  const anchorsOf = (next: boolean) =>
    tables.filter((table) => inNextReference(table) === next).flatMap((table) => table.rows.map((row) => row.anchor));
  const blocks = lineBlocks(builtPage(path));
  expect(blocks.map((block) => block.line)).toEqual(['rc-cascader', '@rc-component/cascader']);
  const [threeX, oneX] = blocks;
  expect(threeX.ids[0]).toBe('api');
  expect(oneX.ids[0]).toBe('api-next');
  const nextAnchors = anchorsOf(true);
  expect(nextAnchors.length).toBeGreaterThan(100);
  expect(
    nextAnchors.filter((anchor) => !oneX.ids.includes(anchor)),
    '1.x rows outside the 1.x block',
  ).toEqual([]);
  expect(anchorsOf(false).filter((anchor) => oneX.ids.includes(anchor))).toEqual([]);
  expect(
    oneX.ids.filter((id) => !id.startsWith('api-next')),
    'ids of the 1.x block outside api-next…',
  ).toEqual([]);
});

/** The `#api-…` anchors each demo page's Markdown links to. */
function demoPageLinks(): { page: string; anchors: string[] }[] {
  const dir = join(ROOT, 'docs', 'demo');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ page: `/demo/${file.replace(/\.md$/, '')}`, anchors: apiLinks(readFileSync(join(dir, file), 'utf8')) }));
}

/** The ids in the home page's HTML. */
const homeIds = () =>
  new Set(findAll(builtPage('/').document, (element) => attr(element, 'id') !== undefined).map((element) => attr(element, 'id')));

test('the home page has every anchor that a demo page links to', () => {
  const links = demoPageLinks();
  expect(links.flatMap(({ anchors }) => anchors).length).toBeGreaterThan(0);
  const ids = homeIds();
  const broken = links.flatMap(({ page, anchors }) =>
    anchors.filter((anchor) => !ids.has(anchor)).map((anchor) => `${page} → /#${anchor}`),
  );
  expect(broken, 'links from demo pages to anchors that / does not have').toEqual([]);
});

test("every in-page link of the home page's article lands on an element of the page", () => {
  const [article] = byTag(builtPage('/').document, 'article');
  const hrefs = byTag(article, 'a')
    .map((link) => attr(link, 'href') ?? '')
    .filter((href) => href.startsWith('#') || href.startsWith('/#'));
  expect(hrefs.length).toBeGreaterThan(50);
  const ids = homeIds();
  expect(hrefs.filter((href) => !ids.has(decodeURIComponent(href.split('#')[1])))).toEqual([]);
});
