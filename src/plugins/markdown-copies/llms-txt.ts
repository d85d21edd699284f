/**
 * The llms.txt files of a locale (llmstxt.org): `/llms.txt`, the site's summary and every page's
 * copy listed by section in reading order; `/llms-full.txt`, every copy one after the other.
 */
import { LOCALES, absoluteUrl, counterpartPath, localeById, markdownCopyPath, type LocaleId } from '../../site';
import { markdownMessage } from '../../site/messages';
import { selfLink, type MarkdownCopy } from './page-copy';
import type { DocSource } from './sources';

/** The llms.txt sections, in reading order. */
const LLMS_SECTIONS = ['guide', 'api', 'demos', 'versions', 'changelog'] as const;

/** Which llms.txt section a page belongs to, by its route. */
function sectionOf(path: string): (typeof LLMS_SECTIONS)[number] {
  const rest = counterpartPath(path, LOCALES[0].id);
  if (rest === '/') return 'guide';
  if (rest.startsWith('/demo/')) return 'demos';
  if (rest === '/versions') return 'versions';
  if (rest === '/changelog') return 'changelog';
  return 'guide';
}

/** The pages of one locale in reading order: the home page, the demos in their sidebar order, the rest. */
export function readingOrder(pages: DocSource[], locale: LocaleId): DocSource[] {
  const rank = (page: DocSource) => [LLMS_SECTIONS.indexOf(sectionOf(page.path)), Number(page.frontmatter.order ?? 0)];
  return pages
    .filter((page) => page.locale === locale)
    .sort((a, b) => {
      const [sa, oa] = rank(a);
      const [sb, ob] = rank(b);
      return sa - sb || oa - ob || a.path.localeCompare(b.path);
    });
}

/** `/llms.txt` of a locale, in the llmstxt.org shape. */
export function llmsTxt(copies: MarkdownCopy[], locale: LocaleId, siteUrl: string): string {
  const base = localeById(locale).base;
  const fullUrl = absoluteUrl(siteUrl, `${base.replace(/\/?$/, '/')}llms-full.txt`);
  const item = (copy: MarkdownCopy, description = copy.description) =>
    `- [${copy.title}](${absoluteUrl(siteUrl, copy.file)}): ${description}`;
  const lines = [
    `# rc-cascader`,
    '',
    `> ${markdownMessage(locale, 'llms.summary')}`,
    '',
    markdownMessage(locale, 'llms.notes', { full: selfLink(fullUrl) }),
  ];
  for (const section of LLMS_SECTIONS) {
    const items =
      section === 'api'
        ? copies.filter((copy) => copy.file === markdownCopyPath(base)).map((copy) => item(copy, markdownMessage(locale, 'llms.api')))
        : copies.filter((copy) => sectionOf(copy.path) === section).map((copy) => item(copy));
    if (items.length === 0) continue;
    lines.push('', `## ${markdownMessage(locale, `llms.section.${section}`)}`, '', ...items);
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt` of a locale: every copy, in reading order, one after the other. */
export function llmsFullTxt(copies: MarkdownCopy[]): string {
  return `${copies.map((copy) => copy.markdown.trim()).join('\n\n---\n\n')}\n`;
}
