/**
 * What a page says and shows in a way that must be the same in every locale: the structure the
 * drift tests (tests/unit/locales.test.ts) compare between a page and its counterpart.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, readMarkdown } from './site';

// From the project's root rather than import.meta.url, which Playwright's loader does not take.
const require = createRequire(join(ROOT, 'package.json'));
/** The slugger dumi gives headings their ids with (dumi/dist/loaders/markdown/transformer/rehypeSlug.js). */
const GithubSlugger = require('github-slugger') as new () => { slug(text: string): string };

export interface PageOutline {
  /** Each heading's level and id (the `{#id}` it names, or the slug dumi gives its text), in order. */
  headings: string[];
  /** The `src` of each demo, in order. */
  demos: string[];
  /** The ids of the anchors the page's tables and text carry (`<span id="api-…">`), in order. */
  anchors: string[];
  /**
   * The site links the page makes, with the locale's base taken off; a link to the playground by the names
   * of its parameters, whose texts are in the page's language (tests/unit/playground-try-it.test.ts holds
   * each locale's values).
   */
  links: string[];
  /** The front matter keys that order and group pages. */
  order: unknown[];
}

/** Everything outside fenced code blocks, where a `#` or a `<code src>` means nothing. */
function withoutCode(body: string): string {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
}

export function outline(file: string, localeBase: string): PageOutline {
  const { frontmatter, body } = readMarkdown(file);
  const text = withoutCode(body);
  const slugger = new GithubSlugger();
  const headings = [...text.matchAll(/^(#{1,6})\s+(.*?)\s*$/gm)].map(([, hashes, title]) => {
    const explicit = /\{#([A-Za-z0-9_-]+)\}$/.exec(title);
    const plain = title
      .replace(/\s*\{#[^}]+\}$/, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    return `h${hashes.length}#${explicit ? explicit[1] : slugger.slug(plain)}`;
  });
  const demos = [...text.matchAll(/<code\s+src="([^"]+)"/g)].map(([, src]) => src);
  const anchors = [...text.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
  // `/zh-CN#x`, `/zh-CN?tab=faq` and `/zh-CN/demo/simple` are `/#x`, `/?tab=faq` and `/demo/simple` in English.
  const strip = (href: string) => {
    if (localeBase === '/' || !href.startsWith(localeBase)) return href;
    const rest = href.slice(localeBase.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  };
  const playgroundParams = (href: string) => {
    const [path, query] = href.split('?');
    return query && path === '/playground' ? `${path}?${[...new URLSearchParams(query).keys()].join('&')}` : href;
  };
  const links = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map(([, href]) => playgroundParams(strip(href)));
  const order = [frontmatter.order, frontmatter.nav?.order, frontmatter.group?.order, frontmatter.toc];
  return { headings, demos, anchors, links, order };
}
