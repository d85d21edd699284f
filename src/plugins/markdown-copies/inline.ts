/**
 * The Markdown copies' rewrites inside a line: the theme's inline HTML (row anchors, `<kbd>`) turned
 * into Markdown, site links made absolute under SITE_URL, code spans left as they are; and the check
 * for HTML left over, which a plain Markdown reader would show as tags.
 */
import { absoluteUrl } from '../../site';
import { linesOutsideFences } from '../markdown-syntax.js';

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references of an HTML attribute value. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one HTML tag: `<code src="a" title="b">` → { src: 'a', title: 'b' }. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[match[1]] = decodeEntities(match[2]);
  return attributes;
}

/**
 * Applies `rewrite` to the parts of a line of Markdown outside its code spans (a run of backticks
 * up to the next run of the same length), leaving the code spans as they are.
 */
export function outsideCodeSpans(line: string, rewrite: (text: string) => string): string {
  let out = '';
  let plain = '';
  let index = 0;
  while (index < line.length) {
    if (line[index] !== '`') {
      plain += line[index];
      index += 1;
      continue;
    }
    const run = /^`+/.exec(line.slice(index))![0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = index + run.length;
    const end = close.exec(line);
    if (!end) {
      plain += run;
      index += run.length;
      continue;
    }
    out += rewrite(plain) + line.slice(index, end.index + run.length);
    plain = '';
    index = end.index + run.length;
  }
  return out + rewrite(plain);
}

/** A link target made absolute under the site: `/x` and `#y` (on `page`) → `<siteUrl>x`, `<siteUrl><page>#y`. */
export function absoluteLink(target: string, page: string, siteUrl: string): string {
  if (target.startsWith('#')) return absoluteUrl(siteUrl, page) + target;
  if (target.startsWith('/')) return absoluteUrl(siteUrl, target);
  return target;
}

/** Rewrites the inline HTML the pages use into Markdown, and their links into absolute ones. */
export function inlineMarkdown(text: string, page: string, siteUrl: string): string {
  return text
    .replace(/<span id="[^"]*"><\/span>/g, '')
    .replace(/<span id="[^"]*">([\s\S]*?)<\/span>/g, '$1')
    .replace(/<kbd>([^<]*)<\/kbd>/g, (_, key: string) => `\`${key}\``)
    .replace(
      /\]\(([^)\s]+)((?:\s+"[^"]*")?)\)/g,
      (_, target: string, title: string) => `](${absoluteLink(target, page, siteUrl)}${title})`,
    );
}

/** `inlineMarkdown` over a line's text outside its code spans. */
export function inlineMarkdownOutsideCode(text: string, page: string, siteUrl: string): string {
  // A <span id> wraps a code span in the API tables' first cells: take the tags off the whole line first.
  const unwrapped = text.replace(/<span id="[^"]*">(`[^`]+`)<\/span>/g, '$1');
  return outsideCodeSpans(unwrapped, (plain) => inlineMarkdown(plain, page, siteUrl));
}

/** Any HTML tag left outside code spans and fences, which a Markdown reader would show as a tag. */
export function leftoverHtml(markdown: string): string[] {
  const found: string[] = [];
  for (const line of linesOutsideFences(markdown)) {
    outsideCodeSpans(line, (plain) => {
      for (const match of plain.matchAll(/<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/g)) found.push(match[0]);
      return plain;
    });
  }
  return found;
}
