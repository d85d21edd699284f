/**
 * The body of a page (or of a content tab) in plain Markdown, from its syntax tree
 * (../markdown-syntax.js): each `<code src>` demo and live code block listed with dumi's id, a
 * `<code src>` replaced by the demo's Markdown (./demos.ts), a fence's dumi flags (`| pure`)
 * dropped, heading ids (`{#id}`) and the theme's inline HTML turned into Markdown, links absolute.
 */
import { dirname, join, parse, sep } from 'node:path';
import { CONVERTER_TAG, converterMarkdown } from '../../converter/markdown';
import { PLAYGROUND_TAG, playgroundMarkdown } from '../../playground/markdown';
import { absoluteUrl, localeById, type LocaleId } from '../../site';
import { fencedBlocks, parseMarkdown, type MarkdownNode } from '../markdown-syntax.js';
import { demoMarkdown, nextOnlyDemoMarkdown, type DemoRef } from './demos';
import { inlineMarkdownOutsideCode, outsideCodeSpans, inlineMarkdown, tagAttributes } from './inline';
import { demoId, liveBlockId } from './routes';

interface BodyOptions {
  /** The page's route. */
  page: string;
  locale: LocaleId;
  siteUrl: string;
  root: string;
  /** The Markdown file under docs/ that the body is from. */
  docFile: string;
  /** Whether to leave out the first `# heading` (the copy writes the title itself). */
  dropH1: boolean;
}

const ATX_HEADING = /^(#{1,6})\s+(.*?)\s*$/;
const HEADING_ID = /\s*\{#[A-Za-z0-9_-]+\}$/;
const DEMO_TAG = /^\s*<code((?:\s+[\w:-]+="[^"]*")*)\s*>\s*<\/code>\s*$/;
/** A demo that exists only on 1.x (.dumi/theme/builtins/NextOnlyDemo.tsx). */
const NEXT_ONLY_TAG = /^\s*<NextOnlyDemo((?:\s+[\w:-]+="[^"]*")*)\s*>\s*<\/NextOnlyDemo>\s*$/;

/** The 0-based lines where the ATX headings (`## Title`) of a syntax tree begin. */
function atxHeadingLines(lines: readonly string[], tree: MarkdownNode): Set<number> {
  const found = new Set<number>();
  const visit = (node: MarkdownNode) => {
    if (node.type === 'heading' && node.position && ATX_HEADING.test(lines[node.position.start.line - 1])) {
      found.add(node.position.start.line - 1);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

/** The text of a page's first `# heading`, without its `{#id}`. */
export function firstH1(body: string): string | undefined {
  const lines = body.split('\n');
  const first = [...atxHeadingLines(lines, parseMarkdown(body))]
    .map((index) => ATX_HEADING.exec(lines[index])!)
    .find((heading) => heading[1] === '#');
  return first?.[2].replace(HEADING_ID, '');
}

/** The body in plain Markdown, and its demos in order. */
export function convertBody(body: string, options: BodyOptions): { markdown: string; demos: DemoRef[] } {
  const lines = body.split('\n');
  const tree = parseMarkdown(body);
  const fences = new Map(fencedBlocks(body, tree).map((block) => [block.start, block]));
  const headings = atxHeadingLines(lines, tree);
  const out: string[] = [];
  const demos: DemoRef[] = [];
  const inline = (text: string) => inlineMarkdownOutsideCode(text, options.page, options.siteUrl);
  let level = 1;
  let liveBlocks = 0;
  let h1Dropped = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fence = fences.get(index);
    if (fence) {
      if (!fence.closed) throw new Error(`Markdown copies: docs/${options.docFile} has an unclosed code fence`);
      // `tsx | pure` is dumi's mark for code that is not a live demo; a Markdown reader wants the language alone.
      const [lang, ...flags] = fence.info.split('|').map((part) => part.trim());
      const code = lines.slice(index + 1, fence.end);
      out.push(`${line.slice(0, line.indexOf(fence.marker))}${fence.marker}${lang}`, ...code, lines[fence.end]);
      if (/^(tsx|jsx)$/.test(lang) && !flags.includes('pure')) {
        const id = demoId(options.docFile, liveBlockId(options.docFile, liveBlocks));
        demos.push({ id, code: code.join('\n'), page: options.page, locale: options.locale });
        liveBlocks += 1;
      }
      index = fence.end;
      continue;
    }
    if (headings.has(index)) {
      const [, hashes, text] = ATX_HEADING.exec(line)!;
      level = hashes.length;
      if (level === 1 && options.dropH1 && !h1Dropped) {
        h1Dropped = true;
        // The blank line after it goes too.
        if (lines[index + 1]?.trim() === '') index += 1;
        continue;
      }
      out.push(
        `${hashes} ${outsideCodeSpans(text.replace(HEADING_ID, ''), (plain) => inlineMarkdown(plain, options.page, options.siteUrl))}`,
      );
      continue;
    }
    if (PLAYGROUND_TAG.test(line)) {
      const home = absoluteUrl(options.siteUrl, localeById(options.locale).base);
      out.push(playgroundMarkdown(options.locale, absoluteUrl(options.siteUrl, options.page), home));
      continue;
    }
    if (CONVERTER_TAG.test(line)) {
      out.push(converterMarkdown(options.locale, absoluteUrl(options.siteUrl, options.page)));
      continue;
    }
    const nextOnly = NEXT_ONLY_TAG.exec(line);
    if (nextOnly) {
      const { src, title, description, reason } = tagAttributes(nextOnly[1]);
      if (!src || !title) throw new Error(`Markdown copies: docs/${options.docFile} has a <NextOnlyDemo> without its src or title`);
      const file = join(dirname(join('docs', options.docFile)), '../examples', src)
        .split(sep)
        .join('/');
      out.push(
        nextOnlyDemoMarkdown(
          { src: file, title, description: description && inline(description), reason: reason && inline(reason) },
          level + 1,
          options.locale,
          options.root,
        ),
      );
      continue;
    }
    const tag = DEMO_TAG.exec(line);
    if (tag && / src="/.test(tag[1])) {
      const attributes = tagAttributes(tag[1]);
      const src = join(dirname(join('docs', options.docFile)), attributes.src)
        .split(sep)
        .join('/');
      // dumi's own id of a file demo: the tag's `id`, else the file's name (a folder's, for its index).
      const localId = attributes.id ?? parse(attributes.src.replace(/\/index\.(j|t)sx?$/, '')).name;
      const demo: DemoRef = {
        id: demoId(options.docFile, localId),
        title: attributes.title,
        description: attributes.description && inline(attributes.description),
        src,
        page: options.page,
        locale: options.locale,
      };
      demos.push(demo);
      out.push(demoMarkdown(demo, level + 1, options.locale, options.root));
      continue;
    }
    out.push(inline(line));
  }
  return {
    markdown: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    demos,
  };
}
