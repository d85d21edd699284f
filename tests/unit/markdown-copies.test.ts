/**
 * The Markdown copies and llms.txt files (src/plugins/markdown-copies.ts, src/plugins/llms-plugin.ts),
 * built in memory from the sources: what each piece of the site's Markdown becomes, and what the
 * whole set must hold. tests/e2e/llms/ checks the files the build wrote, over HTTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles, siteMarkdown } from '../../src/plugins/llms-plugin';
import {
  absoluteLink,
  decodeEntities,
  fenceFor,
  inlineMarkdown,
  leftoverHtml,
  outsideCodeSpans,
  readDocSources,
  relativeImports,
  routeOfFile,
  splitFrontMatter,
} from '../../src/plugins/markdown-copies';
import { OG_IMAGE, canonicalPath, markdownCopyPath, pageHeadTags } from '../../src/site';
import { ROOT } from '../support/site';

const SITE = 'https://example.org/docs/';
const markdown = siteMarkdown(ROOT, SITE);
const sources = readDocSources(join(ROOT, 'docs'));

describe('markdownCopyPath and canonicalPath', () => {
  it.each([
    ['/', '/index.md'],
    ['/zh-CN', '/zh-CN/index.md'],
    ['/zh-CN/', '/zh-CN/index.md'],
    ['/demo/simple', '/demo/simple.md'],
    ['/zh-CN/demo/simple/', '/zh-CN/demo/simple.md'],
    ['/Changelog', '/changelog.md'],
  ])('%s → %s', (path, copy) => {
    expect(markdownCopyPath(path)).toBe(copy);
  });

  it('names an alias by its target', () => {
    expect(canonicalPath('/Changelog')).toBe('/changelog');
    expect(canonicalPath('/demo/simple/')).toBe('/demo/simple');
  });
});

describe('the Markdown conversions', () => {
  it('rewrites only outside code spans', () => {
    expect(outsideCodeSpans('a `<b>` c ``x ` y`` <d>', (text) => text.toUpperCase())).toBe('A `<b>` C ``x ` y`` <D>');
    expect(outsideCodeSpans('an ` unclosed', (text) => text.toUpperCase())).toBe('AN ` UNCLOSED');
  });

  it('turns row anchors, key caps and site links into Markdown', () => {
    expect(
      inlineMarkdown('<span id="api-x"></span>**X** <kbd>Enter</kbd> [a](/demo/simple) [b](#api-x) [c](https://x.org/)', '/zh-CN', SITE),
    ).toBe('**X** `Enter` [a](https://example.org/docs/demo/simple) [b](https://example.org/docs/zh-CN#api-x) [c](https://x.org/)');
    expect(absoluteLink('/', '/', SITE)).toBe('https://example.org/docs/');
  });

  it('finds HTML a Markdown reader would show as tags, and none inside code', () => {
    expect(leftoverHtml('a <kbd>b</kbd> `<c>`\n```tsx\n<div />\n```\n<br/>')).toEqual(['<kbd>', '</kbd>', '<br/>']);
    expect(leftoverHtml('a -> b, 1 < 2, [x](https://e.org/<y>)')).toEqual(['<y>']);
  });

  it('fences code with more backticks than it holds', () => {
    expect(fenceFor('const a = 1;')).toBe('```');
    expect(fenceFor('x ```` y')).toBe('`````');
  });

  it('decodes the character references of attribute values', () => {
    expect(decodeEntities('[&quot;a&quot;] &amp; &#39;b&#x27; &lt;c&gt;')).toBe(`["a"] & 'b' <c>`);
  });

  it('reads front matter and routes as dumi does', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\n# A\n')).toEqual({ frontmatter: { title: 'A' }, body: '# A\n' });
    expect(routeOfFile('index.md')).toBe('/');
    expect(routeOfFile('index.zh-CN.md')).toBe('/zh-CN');
    expect(routeOfFile('demo/simple.zh-CN.md')).toBe('/zh-CN/demo/simple');
  });

  it("follows a demo's relative imports into the examples folder, and theirs", () => {
    expect(relativeImports(ROOT, 'docs/examples/city-picker.tsx')).toEqual(['docs/examples/data/geography.ts']);
    expect(relativeImports(ROOT, 'docs/examples/catalogue-custom-icons.tsx')).toContain('docs/examples/catalogue-custom-icons.css');
  });
});

describe('the copies of the pages', () => {
  it('exist for every page of both locales, each titled, summarised and linked to its page and its translation', () => {
    expect(markdown.pages.size).toBe(sources.length);
    for (const source of sources) {
      const copy = markdown.pages.get(source.path)!;
      expect(copy.file).toBe(markdownCopyPath(source.path));
      expect(copy.markdown).toMatch(/^# \S.*\n\n> \S/);
      expect(copy.markdown).toContain(`> ${String(source.frontmatter.description).replace(/\s+/g, ' ').trim()}\n`);
      const page = new URL(source.path.replace(/^\//, ''), SITE).href;
      expect(copy.markdown, `${copy.file} links back to ${page}`).toContain(`](${page})`);
    }
  });

  it("hold every demo's source exactly as on disk, and every module it imports from the examples folder", () => {
    let demos = 0;
    for (const source of sources) {
      const copy = markdown.pages.get(source.path)!;
      for (const match of source.body.matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)) {
        const file = `docs/examples/${match[1]}`;
        for (const module of [file, ...relativeImports(ROOT, file)]) {
          expect(copy.markdown, `${copy.file} holds ${module}`).toContain(`\n${readFileSync(join(ROOT, module), 'utf8')}`);
        }
        demos += 1;
      }
    }
    expect(demos).toBeGreaterThan(50);
  });

  it('keep no HTML tag outside code, and link only absolutely', () => {
    for (const copy of [...markdown.pages.values(), ...markdown.demos.values()]) {
      expect(leftoverHtml(copy.markdown), copy.file).toEqual([]);
      const relative = leftoverLinks(copy.markdown).filter((link) => !/^https?:\/\//.test(link));
      expect(relative, `relative links in ${copy.file}`).toEqual([]);
    }
  });

  it('include the FAQ tab in the copy of the home page, after the guide and API', () => {
    const home = markdown.pages.get('/')!.markdown;
    expect(home.indexOf('## Frequently asked questions')).toBeGreaterThan(home.indexOf('## API'));
    expect(markdown.pages.get('/zh-CN')!.markdown).toContain('## 常见问题');
  });
});

describe('llms.txt and llms-full.txt', () => {
  it.each([
    ['/llms.txt', 'en-US'],
    ['/zh-CN/llms.txt', 'zh-CN'],
  ])('%s lists every page of its locale by its .md link, in sections', (file, locale) => {
    const text = markdown.llms.get(file)!;
    expect(text).toMatch(/^# rc-cascader\n\n> \S/);
    const copies = [...markdown.pages.values()].filter((copy) => copy.locale === locale);
    for (const copy of copies) expect(text).toContain(`](${new URL(copy.file.slice(1), SITE).href}): ${copy.description}`);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toHaveLength(5);
    expect(sections[1]).toBe('API');
  });

  it('llms-full.txt holds every English page in reading order, the home page first and the changelog last', () => {
    const full = markdown.llms.get('/llms-full.txt')!;
    const english = [...markdown.pages.values()].filter((copy) => copy.locale === 'en-US');
    for (const copy of english) expect(full).toContain(copy.markdown.trim());
    expect(full.startsWith(markdown.pages.get('/')!.markdown.trim())).toBe(true);
    expect(full.trim().endsWith(markdown.pages.get('/changelog')!.markdown.trim())).toBe(true);
    expect(full.indexOf('\n---\n\n# Simple\n')).toBeLessThan(full.indexOf('\n---\n\n# Search\n'));
    expect(full.indexOf('\n---\n\n# Simple\n')).toBeGreaterThan(0);
  });

  it('llms-full.txt holds the source of every demo file', () => {
    const full = markdown.llms.get('/llms-full.txt')!;
    const files = new Set(sources.flatMap((source) => [...source.body.matchAll(/<code src="\.\.\/examples\/([^"]+)"/g)].map((m) => m[1])));
    for (const file of files) expect(full, file).toContain(readFileSync(join(ROOT, 'docs', 'examples', file), 'utf8'));
  });
});

describe('markdownFiles', () => {
  const pages = [...markdown.pages.keys()];
  const demos = [...markdown.demos.keys()].map((id) => `/~demos/${id}`);

  it('writes a copy per built page and per standalone demo page, and the four llms files', () => {
    const files = markdownFiles(ROOT, [...pages, ...demos, '/404', '/~demos/:id', '/Changelog'], SITE);
    expect(files.size).toBe(pages.length + demos.length + 4);
    expect(files.get('/~demos/docs-demo-simple-demo-city-picker.md')).toContain(
      readFileSync(join(ROOT, 'docs/examples/city-picker.tsx'), 'utf8'),
    );
  });

  it('fails the build on a built page without a source, or a demo without its page', () => {
    expect(() => markdownFiles(ROOT, [...pages, ...demos, '/demo/unknown'], SITE)).toThrow(/\/demo\/unknown has no Markdown source/);
    expect(() => markdownFiles(ROOT, [...pages, ...demos.slice(1)], SITE)).toThrow(/has no page \/~demos\//);
    expect(() => markdownFiles(ROOT, [...pages.slice(1), ...demos], SITE)).toThrow(/which the build did not write/);
  });
});

describe('pageHeadTags', () => {
  const tags = (path: string, locale: 'en-US' | 'zh-CN' = 'en-US') =>
    pageHeadTags({
      path,
      locale,
      title: 'T',
      description: 'D',
      imageAlt: 'Alt',
      siteUrl: SITE,
      siteBase: '/docs/',
      markdown: markdownCopyPath(path),
    });
  const value = (list: ReturnType<typeof tags>, key: string) =>
    list
      .filter(({ attributes }) => attributes.property === key || attributes.name === key || attributes.rel === key)
      .map(({ attributes }) => attributes.content ?? attributes.href);

  it('gives the canonical address under the site, an alias its target', () => {
    expect(value(tags('/Changelog'), 'canonical')).toEqual(['https://example.org/docs/changelog']);
    expect(value(tags('/Changelog'), 'og:url')).toEqual(['https://example.org/docs/changelog']);
  });

  it('names the Markdown copy under the base path', () => {
    expect(value(tags('/zh-CN'), 'alternate')).toEqual(['/docs/zh-CN/index.md']);
  });

  it('gives Open Graph its locale, the other as alternate, the image with its size, and a large Twitter card', () => {
    const list = tags('/zh-CN/demo/simple', 'zh-CN');
    expect(value(list, 'og:locale')).toEqual(['zh_CN']);
    expect(value(list, 'og:locale:alternate')).toEqual(['en_US']);
    expect(value(list, 'og:type')).toEqual(['article']);
    expect(value(tags('/'), 'og:type')).toEqual(['website']);
    expect(value(list, 'og:image')).toEqual([`https://example.org/docs/${OG_IMAGE.file}`]);
    expect(value(list, 'og:image:width')).toEqual(['1200']);
    expect(value(list, 'og:image:height')).toEqual(['630']);
    expect(value(list, 'og:image:alt')).toEqual(['Alt']);
    expect(value(list, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('sizes the image as the file in public/ is', () => {
    const png = readFileSync(join(ROOT, 'public', OG_IMAGE.file));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  });
});

/** The targets of a document's Markdown links outside code. */
function leftoverLinks(text: string): string[] {
  const links: string[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    outsideCodeSpans(line, (plain) => {
      for (const match of plain.matchAll(/\]\(([^)\s]+)\)/g)) links.push(match[1]);
      return plain;
    });
  }
  return links;
}
