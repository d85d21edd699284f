/**
 * Facts about every built page that hold in the HTML the server sends, before any script runs, read
 * from dist/ in one pass without a browser: the head (title, description, lang, hreflang, canonical,
 * Open Graph, Twitter card, Markdown copy), the prerendered article and demos, the language switch,
 * and no resource from another host. What needs a browser (hydration, console, layout, interaction,
 * axe) stays in tests/e2e/ and tests/firefox/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  LOCALES,
  OG_IMAGE,
  ROUTE_ALIASES,
  SITE_BASE,
  SITE_URL,
  absoluteUrl,
  canonicalPath,
  localeById,
  markdownCopyPath,
  ogLocale,
  counterpartPath,
} from '../../src/site';
import { ROOT, builtRoutes, docPages, readMarkdown } from '../support/site';
import {
  attr,
  builtPage,
  byClass,
  byTag,
  findAll,
  hasClass,
  headTags,
  headValues,
  parts,
  squash,
  textOf,
  type Element,
} from '../support/built-html';

const routes = builtRoutes();
const pages = docPages();
const pageAt = new Map(pages.map((page) => [page.path, page]));
const otherLocale = (id: string) => LOCALES.find((locale) => locale.id !== id)!;
/** The page a path shows: an alias (/Changelog) stands for the page it copies. */
const pageOf = (path: string) => ROUTE_ALIASES[path] ?? path;

test('the build holds one prerendered page per documentation page, and no other', () => {
  const built = routes.filter((route) => route.kind === 'page').map((route) => route.path);
  expect(built).toEqual(pages.map((page) => page.path));
});

test('the build holds a standalone page for at least one demo', () => {
  expect(routes.filter((route) => route.kind === 'demo').length).toBeGreaterThan(0);
});

// The browser tests read the layout on a sample of pages (tests/e2e/crawl/without-javascript.spec.ts,
// tests/e2e/layout/frame.spec.ts, tests/e2e/loading/critical-css.spec.ts): that stands for every page
// because each links the same full stylesheet, and inlines its font faces and a part of its rules, in
// both colour modes (src/plugins/critical-css.ts).
test('every documentation page links the same full stylesheet for the app to request, and inlines a part of it', () => {
  const links = new Set(
    pages.map((doc) => {
      const page = builtPage(doc.path);
      const linked = headTags(page).filter((tag) => /\bstylesheet\b/i.test(tag.rel ?? ''));
      expect(linked, `${doc.path}: linked stylesheets`).toHaveLength(1);
      expect(linked[0], `${doc.path}: the full stylesheet's link`).toMatchObject({
        disabled: '',
        media: 'print',
        'data-site-stylesheet': '',
      });
      const inline = byTag(page.document, 'style')
        .map((style) => textOf(style))
        .join('\n');
      expect(inline, `${doc.path}: inline rules`).toContain('@font-face');
      expect(inline, `${doc.path}: inline rules`).toContain('[data-prefers-color=dark]');
      return linked[0].href;
    }),
  );
  expect(links.size).toBe(1);
  // The first test to read every page: it parses them all (the later tests reuse them).
}, 60_000);

// An image without its dimensions has no box until it loads (Lighthouse's "unsized images").
test("every page's header logo has its width and height in the markup", () => {
  for (const doc of pages) {
    const logos = byClass(builtPage(doc.path).document, 'dumi-default-logo').flatMap((logo) => byTag(logo, 'img'));
    expect(logos, `${doc.path}: the logo's image`).toHaveLength(1);
    expect([attr(logos[0], 'width'), attr(logos[0], 'height')], `${doc.path}: the logo's dimensions`).toEqual(['64', '64']);
  }
});

// umi writes the configured head scripts into its data for the client too, a copy the client does not need.
test("every page carries its head scripts once, in its head, and none in the data for umi's client", () => {
  for (const doc of pages) {
    const page = builtPage(doc.path);
    const head = byTag(parts(page).head, 'script').filter((script) => attr(script, 'src') === undefined);
    expect(head.length, `${doc.path}: the head's inline scripts`).toBeGreaterThanOrEqual(2);
    for (const script of head) {
      const code = textOf(script);
      expect(page.html.split(code).length - 1, `${doc.path}: copies of a head script`).toBe(1);
    }
    const data = /window\.__UMI_METADATA_LOADER_DATA__ = (\{.*?\}); window\.__UMI_BUILD_ClIENT_CSS__/.exec(page.html);
    expect(JSON.parse(data![1]).headScripts, `${doc.path}: head scripts in the data for umi's client`).toEqual([]);
  }
});

/** A URL a browser would fetch from another host: absolute (`https:`, `//`), not `data:`. */
const isForeign = (url: string | undefined) => url !== undefined && /^([a-z][\w+.-]*:)?\/\//i.test(url.trim());

/** What the page makes the browser fetch as it loads: scripts, styles, preloads, icons, images, frames. */
function foreignResources(page: ReturnType<typeof builtPage>): string[] {
  const fetched = findAll(page.document, (el) => {
    if (el.tagName === 'link') return /\b(stylesheet|preload|modulepreload|prefetch|icon|manifest)\b/i.test(attr(el, 'rel') ?? '');
    return ['script', 'img', 'iframe', 'source', 'video', 'audio', 'embed', 'object'].includes(el.tagName);
  });
  const urls = fetched.flatMap((el) => [
    attr(el, 'src'),
    attr(el, 'href'),
    attr(el, 'data'),
    ...(attr(el, 'srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0]),
  ]);
  // A stylesheet's url() is fetched only when a rule applies: the browser tests watch for those.
  return urls.filter(isForeign) as string[];
}

/** Whether the element or one of its ancestors is hidden by its markup. */
function hiddenByMarkup(element: Element): boolean {
  for (let node: Element | undefined = element; node && 'attrs' in node; node = node.parentNode as Element | undefined) {
    if (attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true') return true;
    if (/(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(attr(node, 'style') ?? '')) return true;
  }
  return false;
}

/** The `<code src>` demos a page's Markdown shows (in fenced code a `<code src>` is only text). */
function demoCount(source: string): number {
  const body = readFileSync(join(ROOT, source), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return [...body.matchAll(/<(?:code|NextOnlyDemo)\s+src="[^"]+"/g)].length;
}

describe.each(pages)('$path as built', (doc) => {
  const page = () => builtPage(doc.path);
  const locale = localeById(doc.locale);
  const counterpart = pageAt.get(counterpartPath(pageOf(doc.path), otherLocale(doc.locale).id));

  test('is clean UTF-8 without a NUL byte', () => {
    // React 18 wrote NUL bytes where a Chinese character met the end of its 2 KB buffer (fixed in
    // React 19; tests/unit/react-dom-server.test.ts checks its renderer).
    expect(page().bytes.indexOf(0), 'offset of a NUL byte in the HTML').toBe(-1);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(page().bytes)).not.toThrow();
  });

  test(`has <html lang="${locale.lang}">, its title and description, and hreflang links to its counterparts`, () => {
    const { html, head } = parts(page());
    expect(attr(html, 'lang')).toBe(locale.lang);
    expect(byTag(head, 'title').map((title) => textOf(title))).toEqual([`${doc.title} – rc-cascader`]);
    expect(headValues(page(), 'description')).toEqual([doc.description]);
    const alternates = headTags(page())
      .filter((tag) => tag.rel === 'alternate' && tag.hreflang)
      .map((tag) => `${tag.hreflang} ${tag.href}`)
      .sort();
    const address = (id: (typeof LOCALES)[number]['id']) => absoluteUrl(SITE_URL, counterpartPath(pageOf(doc.path), id));
    expect(alternates).toEqual([...LOCALES.map(({ id, lang }) => `${lang} ${address(id)}`), `x-default ${address(LOCALES[0].id)}`].sort());
  });

  test('has its canonical address, Open Graph and Twitter tags from its front matter, and names its Markdown copy', () => {
    const canonical = absoluteUrl(SITE_URL, canonicalPath(doc.path));
    const one = (key: string) => {
      const found = headValues(page(), key);
      expect(found, `one ${key}`).toHaveLength(1);
      return found[0];
    };
    expect(one('canonical')).toBe(canonical);
    expect(one('og:url')).toBe(canonical);
    expect(one('og:title')).toBe(doc.title);
    expect(one('og:description')).toBe(doc.description);
    expect(one('og:type')).toBe(LOCALES.some(({ base }) => base === canonicalPath(doc.path)) ? 'website' : 'article');
    expect(one('og:locale')).toBe(ogLocale(doc.locale));
    expect(one('og:locale:alternate')).toBe(ogLocale(otherLocale(doc.locale).id));
    expect(one('og:site_name')).toBe('rc-cascader');
    expect(one('og:image')).toBe(absoluteUrl(SITE_URL, `/${OG_IMAGE.file}`));
    expect(one('og:image:width')).toBe(String(OG_IMAGE.width));
    expect(one('og:image:height')).toBe(String(OG_IMAGE.height));
    expect(one('og:image:alt').length).toBeGreaterThan(20);
    expect(one('twitter:card')).toBe('summary_large_image');
    const markdown = headTags(page()).filter((tag) => tag.rel === 'alternate' && tag.type === 'text/markdown');
    expect(markdown.map((tag) => tag.href)).toEqual([`${SITE_BASE}${markdownCopyPath(doc.path).slice(1)}`]);
  });

  test('is prerendered: its heading, article and every demo are in the HTML, none hidden', () => {
    const { body } = parts(page());
    const main = byTag(body, 'main');
    expect(main, 'one <main>').toHaveLength(1);
    const headings = byTag(body, 'h1');
    expect(
      headings.map((h1) => squash(textOf(h1))),
      'the one <h1>',
    ).toEqual([doc.heading]);
    expect(squash(textOf(main[0])), 'the text of <main>').toContain(doc.heading);
    expect(hiddenByMarkup(headings[0]), 'the <h1> hidden').toBe(false);
    const articles = byTag(main[0], 'article');
    expect(articles).toHaveLength(1);
    expect(squash(textOf(articles[0])).length).toBeGreaterThan(200);
    const content = byClass(body, 'dumi-default-content');
    expect(content).toHaveLength(1);
    expect(hiddenByMarkup(content[0]), 'the content hidden').toBe(false);
    // Nothing held back for a script to reveal (a closed <select>'s options aside).
    const hidden = findAll(content[0], (el) => el.tagName !== 'option' && attr(el, 'hidden') !== undefined);
    expect(hidden.map((el) => `<${el.tagName} class="${attr(el, 'class') ?? ''}">`)).toEqual([]);
    const demos = byClass(content[0], 'dumi-default-previewer-demo');
    expect(demos, 'one prerendered preview per <code src> or <NextOnlyDemo> demo').toHaveLength(demoCount(doc.source));
    for (const demo of demos) {
      expect(findAll(demo, () => true).length, 'elements inside a demo').toBeGreaterThan(0);
      expect(hiddenByMarkup(demo)).toBe(false);
    }
    // A demo that only 1.x has prerenders its note and the switch to 1.x, the line the page is prerendered without.
    for (const box of byClass(content[0], 'site-next-only')) {
      expect(byClass(box, 'site-next-only-note'), 'the 1.x-only note').toHaveLength(1);
      expect(byClass(box, 'site-next-only-switch'), 'the switch to 1.x').toHaveLength(1);
    }
  });

  test('loads nothing from another host', () => {
    expect(foreignResources(page())).toEqual([]);
  });

  test(`switches language to its counterpart ${counterpart?.path}`, () => {
    expect(counterpart, `the ${otherLocale(doc.locale).id} counterpart`).toBeDefined();
    const target = otherLocale(doc.locale);
    const switches = findAll(parts(page()).body, (el) => el.tagName === 'a' && hasClass(el, 'dumi-default-lang-switch'));
    // Named by its text, or by its label where the name is drawn ("中文" on English pages).
    const name = (link: (typeof switches)[number]) => attr(link, 'aria-label') ?? squash(textOf(link));
    expect(switches.map((link) => [attr(link, 'href'), attr(link, 'hreflang'), name(link)])).toEqual([
      [`${SITE_BASE}${counterpart!.path.slice(1)}`, target.lang, target.name],
    ]);
  });
});

describe.each(LOCALES)('the $id demo pages as built', ({ id }) => {
  /** In the sidebar's order: each page's front-matter `order`. */
  const demos = pages
    .filter((doc) => doc.locale === id && doc.path.includes('/demo/'))
    .map((doc) => ({ doc, order: Number(readMarkdown(join(ROOT, doc.source)).frontmatter.order ?? 0) }))
    .sort((a, b) => a.order - b.order)
    .map(({ doc }) => doc);

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  test('link to the previous and the next one in that order, at the foot of the page', () => {
    expect(demos.length).toBeGreaterThan(1);
    for (const [index, doc] of demos.entries()) {
      const [footer] = byClass(parts(builtPage(doc.path)).body, 'dumi-default-content-footer');
      const link = (direction: 'prev' | 'next') =>
        byTag(footer, 'a')
          .filter((a) => attr(a, `data-${direction}`) !== undefined)
          .map((a) => `${attr(a, 'href')} ${squash(textOf(a))}`);
      const expected = (target: (typeof demos)[number] | undefined) =>
        target ? [expect.stringMatching(new RegExp(`^${escape(`${SITE_BASE}${target.path.slice(1)}`)} .*${escape(target.heading)}$`))] : [];
      expect(link('prev'), `${doc.path}: PREV`).toEqual(expected(demos[index - 1]));
      expect(link('next'), `${doc.path}: NEXT`).toEqual(expected(demos[index + 1]));
    }
  });
});

describe.each(routes.filter((route) => route.kind === 'demo'))('the standalone demo $path as built', ({ path }) => {
  test("describes itself, titled as its heading (the demo's title), outside the documentation layout", () => {
    const page = builtPage(path);
    expect(byClass(page.document, 'dumi-default-header'), 'the documentation header').toHaveLength(0);
    const [heading] = byTag(page.document, 'h1');
    expect(heading).toBeDefined();
    expect(headValues(page, 'description')).toHaveLength(1);
    expect(headValues(page, 'description')[0]).toMatch(/\S/);
    expect(headValues(page, 'og:title')).toEqual([squash(textOf(heading))]);
    expect(headValues(page, 'canonical')).toEqual([absoluteUrl(SITE_URL, path)]);
    expect(headValues(page, 'og:image')).toEqual([absoluteUrl(SITE_URL, `/${OG_IMAGE.file}`)]);
    expect(headValues(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(foreignResources(page)).toEqual([]);
  });
});
