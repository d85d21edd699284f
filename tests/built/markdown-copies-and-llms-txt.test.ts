/**
 * Docs that assistants and scripts read, as the static host serves them (src/plugins/llms-plugin.ts):
 * every page's Markdown copy, and the llms.txt and llms-full.txt files of both locales. That each
 * page's head names its copy is checked in pages.test.ts; the Copy page and View as Markdown buttons
 * in tests/e2e/llms/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOCALES, ROUTE_ALIASES, SITE_BASE, SITE_URL, absoluteUrl, canonicalPath, markdownCopyPath } from '../../src/site';
import { parseMarkdownTables } from '../support/api/reference-tables';
import { useServedBuild } from '../support/served-site';
import { DOCS, ROOT, builtRoutes, docPages, readMarkdown } from '../support/site';

const site = useServedBuild();

/** Every `<code src>` demo file the pages show, as project paths. */
function demoFiles(): string[] {
  const files = new Set<string>();
  for (const page of docPages()) {
    for (const match of readFileSync(join(ROOT, page.source), 'utf8').matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)) {
      files.add(`docs/examples/${match[1]}`);
    }
  }
  return [...files];
}

describe('the Markdown copies', () => {
  test("every built page's copy answers as UTF-8 Markdown and links back to the page", async () => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const { path } of routes) {
      const copy = `${SITE_BASE}${markdownCopyPath(path).slice(1)}`;
      const markdown = await site.get(copy);
      expect(markdown.status, copy).toBe(200);
      expect(markdown.type).toBe('text/markdown; charset=utf-8');
      expect(markdown.text, `${copy} is Markdown, not the page`).not.toContain('<html');
      // Back: the copy links to the page's canonical address.
      expect(markdown.text, `${copy} links back to its page`).toContain(`](${absoluteUrl(SITE_URL, canonicalPath(path))})`);
    }
  });

  test("each page's copy holds the source of each of its demos exactly as on disk", async () => {
    for (const page of docPages().filter(({ path }) => !(path in ROUTE_ALIASES))) {
      const sources = [...readFileSync(join(ROOT, page.source), 'utf8').matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)];
      if (sources.length === 0) continue;
      const copy = (await site.get(markdownCopyPath(page.path))).text;
      for (const [, file] of sources) {
        expect(copy, `${page.path}.md holds ${file}`).toContain(`\n${readFileSync(join(DOCS, 'examples', file), 'utf8')}`);
      }
    }
  });
});

describe('llms.txt and llms-full.txt', () => {
  for (const { id, base } of LOCALES) {
    const folder = base === '/' ? '/' : `${base}/`;

    test(`${folder}llms.txt lists the copy of every page of its locale, in sections`, async () => {
      const llms = await site.get(`${folder}llms.txt`);
      expect(llms.type).toBe('text/plain; charset=utf-8');
      expect(llms.text).toMatch(/^# rc-cascader\n\n> /);
      expect([...llms.text.matchAll(/^## /gm)]).toHaveLength(5);
      const pages = docPages().filter((page) => page.locale === id && !(page.path in ROUTE_ALIASES));
      for (const page of pages) {
        expect(llms.text, page.path).toContain(`](${absoluteUrl(SITE_URL, markdownCopyPath(page.path))}): ${page.description}`);
      }
    });

    test(`${folder}llms-full.txt holds every page of its locale and the source of every demo`, async () => {
      const full = await site.get(`${folder}llms-full.txt`);
      expect(full.type).toBe('text/plain; charset=utf-8');
      const pages = docPages().filter((page) => page.locale === id && !(page.path in ROUTE_ALIASES));
      expect(full.text.match(/\n---\n\n# /g)).toHaveLength(pages.length - 1);
      for (const file of demoFiles()) expect(full.text, file).toContain(readFileSync(join(ROOT, file), 'utf8'));
    });
  }

  test('llms-full.txt holds a row for every prop, field, static and ref method of the API reference', async () => {
    const full = parseMarkdownTables((await site.get('/llms-full.txt')).text);
    const reference = parseMarkdownTables(readMarkdown(join(DOCS, 'index.md')).body).flatMap((table) => table.rows);
    const firstCells = new Set(full.flatMap((table) => table.body.map((cells) => cells[0])));
    expect(reference.length).toBeGreaterThan(100);
    const missing = reference.filter((row) => !firstCells.has(row.cells[0].replace(/<span id="[^"]*">(.*)<\/span>/, '$1')));
    expect(missing.map((row) => row.name)).toEqual([]);
  });
});
