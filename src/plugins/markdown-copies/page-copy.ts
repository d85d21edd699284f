/**
 * The Markdown copy of a page, and of a standalone demo page (`/~demos/<id>`): a title, a summary,
 * links to the page on the web and to its translation (or to the page a demo is shown on), then the
 * body (./page-body.ts) and the content tabs'. The build fails on a page without a title or a
 * description, or on HTML a Markdown reader would show as tags, naming the page.
 */
import { LOCALES, absoluteUrl, counterpartPath, markdownCopyPath, type LocaleId } from '../../site';
import { markdownMessage } from '../../site/messages';
import { demoMarkdown, type DemoRef } from './demos';
import { leftoverHtml } from './inline';
import { convertBody, firstH1 } from './page-body';
import type { DocSource } from './sources';

export interface MarkdownCopy {
  /** The page's route. */
  path: string;
  locale: LocaleId;
  /** The copy's site path: `/demo/simple.md`. */
  file: string;
  title: string;
  description: string;
  markdown: string;
  demos: DemoRef[];
}

/** A Markdown link that shows its own address. */
export const selfLink = (url: string) => `[${url}](${url})`;

/** The page's Markdown copy. */
export function pageCopy(page: DocSource, siteUrl: string, root: string): MarkdownCopy {
  const title = firstH1(page.body) ?? String(page.frontmatter.title ?? page.frontmatter.hero?.title ?? '');
  const description = String(page.frontmatter.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!title || !description) throw new Error(`Markdown copies: docs/${page.file} needs a title and a description`);
  const convert = (body: string, dropH1: boolean, docFile: string) =>
    convertBody(body, { page: page.path, locale: page.locale, siteUrl, root, docFile, dropH1 });
  const main = convert(page.body, true, page.file);
  const tabs = page.tabs.map((tab) => convert(tab.body, false, tab.file));
  const other = LOCALES.find(({ id }) => id !== page.locale)!;
  const links = markdownMessage(page.locale, 'copy.links', {
    page: selfLink(absoluteUrl(siteUrl, page.path)),
    other: selfLink(absoluteUrl(siteUrl, markdownCopyPath(counterpartPath(page.path, other.id)))),
  });
  const markdown = `${[`# ${title}`, `> ${description}`, links, main.markdown, ...tabs.map((tab) => tab.markdown)].join('\n\n')}\n`;
  const leftover = leftoverHtml(markdown);
  if (leftover.length) {
    throw new Error(
      `Markdown copies: docs/${page.file} keeps HTML a Markdown reader would show as tags: ${[...new Set(leftover)].join(', ')}`,
    );
  }
  return {
    path: page.path,
    locale: page.locale,
    file: markdownCopyPath(page.path),
    title,
    description,
    markdown,
    demos: [...main.demos, ...tabs.flatMap((tab) => tab.demos)],
  };
}

/** The copy of a standalone demo page (`/~demos/<id>`): the demo alone, and the page it is shown on. */
export function demoCopy(demo: DemoRef, pageTitle: string, siteUrl: string, root: string): MarkdownCopy {
  const locale = demo.locale;
  const path = `/~demos/${demo.id}`;
  const title = demo.title ?? markdownMessage(locale, 'copy.demo', { title: pageTitle });
  const description = demo.description ?? markdownMessage(locale, 'copy.demo.untitled');
  const body = demoMarkdown({ ...demo, description: undefined }, 2, locale, root)
    .split('\n\n')
    .slice(1)
    .join('\n\n');
  const links = markdownMessage(locale, 'copy.demo.links', {
    page: selfLink(absoluteUrl(siteUrl, path)),
    shownOn: `[${pageTitle}](${absoluteUrl(siteUrl, demo.page)})`,
  });
  const markdown = [`# ${title}`, `> ${description.replace(/\s+/g, ' ')}`, links, body].join('\n\n');
  return { path, locale, file: `${path}.md`, title, description, markdown: `${markdown}\n`, demos: [demo] };
}
