/**
 * The Markdown copy of every page, and the llms.txt files, written at build time from the same
 * sources as the pages (docs/**.md and the demos in docs/examples/), for coding assistants and
 * scripts that read the documentation (src/plugins/llms-plugin.ts writes them into dist/).
 *
 * A copy is the page's Markdown as a plain Markdown reader shows it: the front matter turned into
 * a title and a summary, each `<code src>` demo replaced by its title, description and full source
 * (with the CSS and data modules it imports from the examples folder), the theme's HTML (row
 * anchors, `<kbd>`, heading ids) turned into Markdown, and every link absolute under SITE_URL.
 * Whatever HTML would be left makes the build fail, naming the page.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { linesOutsideFences } from './markdown-fences.js';
import { PLAYGROUND_TAG, playgroundMarkdown } from '../playground/markdown';
import { LOCALES, absoluteUrl, localeById, markdownCopyPath, counterpartPath, type LocaleId } from '../site';

export interface DocSource {
  /** Path under docs/, with forward slashes: `demo/simple.md`. */
  file: string;
  locale: LocaleId;
  /** The page's route: `/demo/simple`, `/zh-CN/demo/simple`, `/`, `/zh-CN`. */
  path: string;
  frontmatter: FrontMatter;
  body: string;
  /** Its content tabs (`<page>.$tab-<key>.md`), shown at `?tab=<key>`. */
  tabs: { key: string; title: string; body: string }[];
}

/** One demo of a page: a `<code src>` tag, or a live (not `| pure`) tsx/jsx block of the page. */
export interface DemoRef {
  /** dumi's id of the demo: its standalone page is `/~demos/<id>`. */
  id: string;
  title?: string;
  description?: string;
  /** The demo's file, relative to the project root (`docs/examples/city-picker.tsx`); none for an inline block. */
  src?: string;
  /** The inline block's code. */
  code?: string;
  /** The page it is shown on, and that page's locale. */
  page: string;
  locale: LocaleId;
}

const TAB_FILE = /\.\$tab-([^.]+)(\.[\w-]+)?\.md$/;

/** A page's front matter as YAML gives it; the fields the site reads, and any other. */
export interface FrontMatter {
  title?: string;
  description?: string;
  order?: number;
  toc?: string;
  hero?: { title?: string };
  nav?: { order?: number };
  group?: { order?: number };
  [field: string]: unknown;
}

/** Splits a Markdown file into its YAML front matter and its body. */
export function splitFrontMatter(text: string): { frontmatter: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return match ? { frontmatter: parse(match[1]) ?? {}, body: text.slice(match[0].length) } : { frontmatter: {}, body: text };
}

function localeOfFile(file: string): LocaleId {
  return LOCALES.find(({ suffix }) => suffix && file.endsWith(`${suffix}.md`))?.id ?? LOCALES[0].id;
}

/** dumi's route of a Markdown file under docs/: `demo/simple.zh-CN.md` → `/zh-CN/demo/simple`. */
export function routeOfFile(file: string): string {
  const locale = localeById(localeOfFile(file));
  const path = file
    .replace(/\.md$/, '')
    .slice(0, locale.suffix ? -locale.suffix.length : undefined)
    .replace(/(^|\/)(index|README)$/, '');
  if (locale.base === '/') return `/${path}`;
  return path ? `${locale.base}/${path}` : locale.base;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every page under `docsDir` (Markdown files outside examples/), its content tabs attached. */
export function readDocSources(docsDir: string): DocSource[] {
  const files = walk(docsDir)
    .map((file) => relative(docsDir, file).split(sep).join('/'))
    .filter((file) => file.endsWith('.md') && !file.startsWith('examples/'));
  const pages = files
    .filter((file) => !TAB_FILE.test(file))
    .map((file): DocSource => {
      const { frontmatter, body } = splitFrontMatter(readFileSync(join(docsDir, file), 'utf8'));
      return { file, locale: localeOfFile(file), path: routeOfFile(file), frontmatter, body, tabs: [] };
    });
  for (const file of files.filter((name) => TAB_FILE.test(name)).sort()) {
    const [, key, suffix = ''] = TAB_FILE.exec(file)!;
    const host = file.replace(TAB_FILE, `${suffix}.md`);
    const page = pages.find((candidate) => candidate.file === host);
    if (!page) throw new Error(`Markdown copies: the content tab ${file} has no page ${host}`);
    const { frontmatter, body } = splitFrontMatter(readFileSync(join(docsDir, file), 'utf8'));
    page.tabs.push({ key, title: String(frontmatter.title ?? key), body });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The words a copy adds around the page's own text, per locale. */
export const COPY_TEXT: Record<
  LocaleId,
  Record<'webPage' | 'otherLanguage' | 'demo' | 'source' | 'imports' | 'partOf' | 'colon' | 'stop' | 'gap' | 'untitled', string>
> = {
  'en-US': {
    colon: ': ',
    stop: '.',
    gap: ' ',
    untitled: 'A live rc-cascader demo.',
    webPage: 'This page on the web',
    otherLanguage: 'In Chinese',
    demo: 'Demo',
    source: 'Source',
    imports: 'It imports',
    partOf: 'Shown on',
  },
  'zh-CN': {
    colon: '：',
    stop: '。',
    gap: '',
    untitled: '一个可运行的 rc-cascader 示例。',
    webPage: '本页的网页版',
    otherLanguage: '英文版',
    demo: '示例',
    source: '源代码',
    imports: '它导入的文件',
    partOf: '所在页面',
  },
};

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

/** A fence long enough to hold `code`: one backtick more than its longest run, at least three. */
export function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const LANGUAGES: Record<string, string> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.jsx': 'jsx',
  '.js': 'js',
  '.css': 'css',
  '.less': 'less',
  '.json': 'json',
};

function fenced(code: string, file: string): string {
  const fence = fenceFor(code);
  return `${fence}${LANGUAGES[extname(file)] ?? ''}\n${code.endsWith('\n') ? code : `${code}\n`}${fence}`;
}

const MODULE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.css', '.less', '.json'];

/**
 * The relative modules a demo imports from its folder, and theirs in turn, as project-relative
 * paths, in the order they are first imported (packages are left out: the reader installs them).
 */
export function relativeImports(root: string, file: string): string[] {
  const found: string[] = [];
  const visit = (current: string) => {
    const source = readFileSync(join(root, current), 'utf8');
    for (const match of source.matchAll(/(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = join(dirname(current), match[1]);
      const target = MODULE_EXTENSIONS.map((ext) => `${base}${ext}`).find(
        (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
      );
      if (!target) throw new Error(`Markdown copies: ${current} imports ${match[1]}, which does not exist`);
      const normalised = target.split(sep).join('/');
      if (!found.includes(normalised)) {
        found.push(normalised);
        visit(normalised);
      }
    }
  };
  visit(file);
  return found;
}

/** A demo in Markdown: its title as a heading, its description, its source and what it imports. */
export function demoMarkdown(demo: DemoRef, level: number, locale: LocaleId, root: string): string {
  const text = COPY_TEXT[locale];
  const hashes = '#'.repeat(Math.min(6, Math.max(2, level)));
  const parts = [`${hashes} ${text.demo}${text.colon}${demo.title ?? basename(demo.src ?? demo.id)}`];
  if (demo.description) parts.push(demo.description);
  if (demo.src) {
    parts.push(`${text.source} \`${demo.src}\`${text.colon.trim()}`, fenced(readFileSync(join(root, demo.src), 'utf8'), demo.src));
    for (const module of relativeImports(root, demo.src)) {
      parts.push(`${text.imports} \`${module}\`${text.colon.trim()}`, fenced(readFileSync(join(root, module), 'utf8'), module));
    }
  } else if (demo.code !== undefined) {
    parts.push(fenced(demo.code, 'demo.tsx'));
  }
  return parts.join('\n\n');
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

/** dumi's id of a page's demos: `/demo/simple` → `docs-demo-simple-demo-<file name>`; inline blocks `…-demo-<n>`. */
export function demoIdPrefix(path: string): string {
  return ['docs', ...path.split('/').filter(Boolean)].join('-');
}

interface Converted {
  markdown: string;
  demos: DemoRef[];
}

/**
 * The body of a page in plain Markdown: demos inlined, HTML turned into Markdown, links absolute.
 * `demoPage` is the English route the demo ids derive from (the zh-CN copy shows the same demos).
 */
export function convertBody(
  body: string,
  options: { page: string; demoPage: string; locale: LocaleId; siteUrl: string; root: string; docFile: string; dropH1: boolean },
): Converted {
  const out: string[] = [];
  const demos: DemoRef[] = [];
  let fence: { marker: string; inline: boolean; lines: string[] } | null = null;
  let level = 1;
  let inlineCount = 0;
  let h1Dropped = false;
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marker && marker[1][0] === fence.marker[0] && marker[1].length >= fence.marker.length && !marker[2].trim()) {
        if (fence.inline) {
          // dumi numbers a page's live blocks, after the file's locale on a translated page (`zh-cn-0`).
          const local = [options.locale === LOCALES[0].id ? '' : options.locale, String(inlineCount)].filter(Boolean).join('-');
          demos.push({
            id: `${demoIdPrefix(options.demoPage)}-demo-${local.toLowerCase()}`,
            code: fence.lines.join('\n'),
            page: options.page,
            locale: options.locale,
          });
          inlineCount += 1;
        }
        fence = null;
      } else {
        fence.lines.push(line);
      }
      out.push(line);
      continue;
    }
    if (marker) {
      // `tsx | pure` is dumi's mark for code that is not a live demo; a Markdown reader wants the language alone.
      const [lang, ...flags] = marker[2].split('|').map((part) => part.trim());
      const inline = /^(tsx|jsx)$/.test(lang) && !flags.includes('pure');
      fence = { marker: marker[1], inline, lines: [] };
      out.push(`${line.slice(0, line.indexOf(marker[1]))}${marker[1]}${lang}`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      level = heading[1].length;
      if (level === 1 && options.dropH1 && !h1Dropped) {
        h1Dropped = true;
        // The blank line after it goes too.
        if (lines[index + 1]?.trim() === '') index += 1;
        continue;
      }
      const text = heading[2].replace(/\s*\{#[A-Za-z0-9_-]+\}$/, '');
      out.push(`${heading[1]} ${outsideCodeSpans(text, (plain) => inlineMarkdown(plain, options.page, options.siteUrl))}`);
      continue;
    }
    if (PLAYGROUND_TAG.test(line)) {
      const home = absoluteUrl(options.siteUrl, localeById(options.locale).base);
      out.push(playgroundMarkdown(options.locale, absoluteUrl(options.siteUrl, options.page), home));
      continue;
    }
    const code = /^\s*<code((?:\s+[\w:-]+="[^"]*")*)\s*>\s*<\/code>\s*$/.exec(line);
    if (code && / src="/.test(code[1])) {
      const attributes = tagAttributes(code[1]);
      const src = join(dirname(join('docs', options.docFile)), attributes.src)
        .split(sep)
        .join('/');
      const demo: DemoRef = {
        id: `${demoIdPrefix(options.demoPage)}-demo-${basename(attributes.src)
          .replace(/\.[^.]+$/, '')
          .toLowerCase()}`,
        title: attributes.title,
        description: attributes.description && inlineMarkdownOutsideCode(attributes.description, options.page, options.siteUrl),
        src,
        page: options.page,
        locale: options.locale,
      };
      demos.push(demo);
      out.push(demoMarkdown(demo, level + 1, options.locale, options.root));
      continue;
    }
    out.push(inlineMarkdownOutsideCode(line, options.page, options.siteUrl));
  }
  if (fence) throw new Error(`Markdown copies: docs/${options.docFile} has an unclosed code fence`);
  return {
    markdown: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    demos,
  };
}

function inlineMarkdownOutsideCode(text: string, page: string, siteUrl: string): string {
  // A <span id> wraps a code span in the API tables' first cells: take the tags off the whole line first.
  const unwrapped = text.replace(/<span id="[^"]*">(`[^`]+`)<\/span>/g, '$1');
  return outsideCodeSpans(unwrapped, (plain) => inlineMarkdown(plain, page, siteUrl));
}

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
const link = (url: string) => `[${url}](${url})`;

/** The first `# heading` of a page's body, without its `{#id}`. */
function firstH1(body: string): string | undefined {
  let fence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const match = /^#\s+(.*?)\s*$/.exec(line);
    if (match) return match[1].replace(/\s*\{#[A-Za-z0-9_-]+\}$/, '');
  }
  return undefined;
}

/** The page's Markdown copy. */
export function pageCopy(page: DocSource, siteUrl: string, root: string): MarkdownCopy {
  const text = COPY_TEXT[page.locale];
  const title = firstH1(page.body) ?? String(page.frontmatter.title ?? page.frontmatter.hero?.title ?? '');
  const description = String(page.frontmatter.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!title || !description) throw new Error(`Markdown copies: docs/${page.file} needs a title and a description`);
  const demoPage = counterpartPath(page.path, LOCALES[0].id);
  const convert = (body: string, dropH1: boolean, docFile: string) =>
    convertBody(body, { page: page.path, demoPage, locale: page.locale, siteUrl, root, docFile, dropH1 });
  const main = convert(page.body, true, page.file);
  const tabs = page.tabs.map((tab) => convert(tab.body, false, page.file));
  const other = LOCALES.find(({ id }) => id !== page.locale)!;
  const pageUrl = absoluteUrl(siteUrl, page.path);
  const otherCounterpart = absoluteUrl(siteUrl, markdownCopyPath(counterpartPath(page.path, other.id)));
  const markdown = [
    `# ${title}`,
    `> ${description}`,
    `${text.webPage}${text.colon}${link(pageUrl)}${text.stop}${text.gap}${text.otherLanguage}${text.colon}${link(otherCounterpart)}${text.stop}`,
    main.markdown,
    ...tabs.map((tab) => tab.markdown),
  ].join('\n\n');
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
    markdown: `${markdown}\n`,
    demos: [...main.demos, ...tabs.flatMap((tab) => tab.demos)],
  };
}

/** The copy of a standalone demo page (`/~demos/<id>`): the demo alone, and the page it is shown on. */
export function demoCopy(demo: DemoRef, pageTitle: string, siteUrl: string, root: string): MarkdownCopy {
  const locale = demo.locale;
  const text = COPY_TEXT[locale];
  const path = `/~demos/${demo.id}`;
  const title = demo.title ?? `${text.demo}${text.colon}${pageTitle}`;
  const description = demo.description ?? text.untitled;
  const body = demoMarkdown({ ...demo, description: undefined }, 2, locale, root)
    .split('\n\n')
    .slice(1)
    .join('\n\n');
  const markdown = [
    `# ${title}`,
    `> ${description.replace(/\s+/g, ' ')}`,
    `${text.webPage}${text.colon}${link(absoluteUrl(siteUrl, path))}${text.stop}${text.gap}${text.partOf}${text.colon}[${pageTitle}](${absoluteUrl(siteUrl, demo.page)})${text.stop}`,
    body,
  ].join('\n\n');
  return { path, locale, file: `${path}.md`, title, description, markdown: `${markdown}\n`, demos: [demo] };
}

/** The llms.txt sections, in reading order, and which pages each holds. */
export const LLMS_SECTIONS = ['guide', 'api', 'demos', 'versions', 'changelog'] as const;

const SECTION_TITLES: Record<LocaleId, Record<(typeof LLMS_SECTIONS)[number], string>> = {
  'en-US': { guide: 'Guide', api: 'API', demos: 'Demos', versions: 'Versions', changelog: 'Changelog' },
  'zh-CN': { guide: '指南', api: 'API', demos: '示例', versions: '版本', changelog: '更新日志' },
};

const LLMS_INTRO: Record<LocaleId, { summary: string; notes: (full: string) => string; api: string }> = {
  'en-US': {
    summary:
      'rc-cascader is a React component for choosing a value from a tree of options, one level at a time (a country, then a region, then a city). This site documents rc-cascader 3.x: a guide, one page per feature with a live demo, and the API reference of every prop, option field and method.',
    notes: (full) =>
      `Every page of the site is also served as Markdown at its address plus \`.md\` (\`/index.md\` for the home page); the demos' full source is inlined there. The whole English documentation in one file: ${link(full)}.`,
    api: 'The API reference, on the home page: every Cascader prop, option field, showSearch and fieldNames field, Cascader.Panel prop, static member and ref method, with types, defaults and versions.',
  },
  'zh-CN': {
    summary:
      'rc-cascader 是一个 React 组件，用于从一棵选项树中逐级选择一个值（先选国家，再选地区，最后选城市）。本站记录 rc-cascader 3.x：使用指南、每个特性一页并带可运行的示例，以及每个属性、选项字段和方法的 API 参考。',
    notes: (full) =>
      `本站的每个页面也以 Markdown 形式提供，地址为页面地址加上 \`.md\`（首页为 \`/zh-CN/index.md\`），示例的完整源代码都已内联其中。整份中文文档合为一个文件：${link(full)}。`,
    api: 'API 参考位于首页：Cascader 的每个属性、选项字段、showSearch 和 fieldNames 的字段、Cascader.Panel 的属性、静态成员和 ref 方法，以及它们的类型、默认值和版本。',
  },
};

/** Which llms.txt section a page belongs to. */
export function sectionOf(copy: MarkdownCopy): (typeof LLMS_SECTIONS)[number] {
  const rest = counterpartPath(copy.path, LOCALES[0].id);
  if (rest === '/') return 'guide';
  if (rest.startsWith('/demo/')) return 'demos';
  if (rest === '/versions') return 'versions';
  if (rest === '/changelog') return 'changelog';
  return 'guide';
}

/** The pages of one locale in reading order: the home page, the demos in their sidebar order, the rest. */
export function readingOrder(pages: DocSource[], locale: LocaleId): DocSource[] {
  const rank = (page: DocSource) => {
    const section = LLMS_SECTIONS.indexOf(sectionOf({ path: page.path } as MarkdownCopy));
    return [section, Number(page.frontmatter.order ?? 0)];
  };
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
  const intro = LLMS_INTRO[locale];
  const base = localeById(locale).base;
  const fullUrl = absoluteUrl(siteUrl, `${base.replace(/\/?$/, '/')}llms-full.txt`);
  const item = (copy: MarkdownCopy, description = copy.description) =>
    `- [${copy.title}](${absoluteUrl(siteUrl, copy.file)}): ${description}`;
  const lines = [`# rc-cascader`, '', `> ${intro.summary}`, '', intro.notes(fullUrl)];
  for (const section of LLMS_SECTIONS) {
    const items =
      section === 'api'
        ? copies.filter((copy) => copy.file === markdownCopyPath(base)).map((copy) => item(copy, intro.api))
        : copies.filter((copy) => sectionOf(copy) === section).map((copy) => item(copy));
    if (items.length === 0) continue;
    lines.push('', `## ${SECTION_TITLES[locale][section]}`, '', ...items);
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt` of a locale: every copy, in reading order, one after the other. */
export function llmsFullTxt(copies: MarkdownCopy[]): string {
  return `${copies.map((copy) => copy.markdown.trim()).join('\n\n---\n\n')}\n`;
}
