import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { splitFrontMatter, type FrontMatter } from '../../src/plugins/markdown-copies';
import { LOCALES, ROUTE_ALIASES, type LocaleId } from '../../src/site';

export const ROOT = join(__dirname, '..', '..');
export const DIST = join(ROOT, 'dist');
export const DOCS = join(ROOT, 'docs');

export interface BuiltRoute {
  /** URL path, e.g. `/demo/simple`. */
  path: string;
  /** `page`: a prerendered documentation page; `demo`: a standalone `/~demos/:id` page. */
  kind: 'page' | 'demo';
}

export interface DocPage {
  path: string;
  locale: LocaleId;
  /** The page's visible `<h1>`: its first Markdown heading, or the hero title. */
  heading: string;
  /** The `title` in the page's front matter. */
  title: string;
  description?: string;
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every route the build wrote an HTML file for (404.html and the `:id` template aside). */
export function builtRoutes(dist = DIST): BuiltRoute[] {
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run "npm run build" first.`);
  return walk(dist)
    .filter((file) => file.endsWith(`${sep}index.html`) || file === join(dist, 'index.html'))
    .map((file) => relative(dist, file).split(sep).slice(0, -1).join('/'))
    .filter((dir) => !dir.includes(':'))
    .map((dir): BuiltRoute => ({
      path: `/${dir}`,
      kind: dir.startsWith('~demos/') ? 'demo' : 'page',
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

function missing(file: string, field: string): never {
  throw new Error(`${file} has no ${field} in its front matter.`);
}

/** Reads a Markdown file as its YAML front matter and its body. */
export function readMarkdown(file: string): { frontmatter: FrontMatter; body: string } {
  return splitFrontMatter(readFileSync(file, 'utf8'));
}

/** The locale of a Markdown file under docs/, by its suffix: `demo/simple.zh-CN.md` is zh-CN. */
function localeOfDoc(relativeFile: string): LocaleId {
  return LOCALES.find(({ suffix }) => suffix && relativeFile.endsWith(`${suffix}.md`))?.id ?? LOCALES[0].id;
}

/**
 * The route dumi gives a Markdown file under docs/: `demo/simple.md` → `/demo/simple`, and its
 * counterpart in another locale under that locale's base: `demo/simple.zh-CN.md` → `/zh-CN/demo/simple`.
 */
export function routeOfDoc(relativeFile: string): string {
  const locale = LOCALES.find(({ id }) => id === localeOfDoc(relativeFile))!;
  const path = relativeFile
    .split(sep)
    .join('/')
    .replace(/\.md$/, '')
    .slice(0, locale.suffix ? -locale.suffix.length : undefined)
    .replace(/(^|\/)(index|README)$/, '');
  if (locale.base === '/') return `/${path}`;
  return path ? `${locale.base}/${path}` : locale.base;
}

/** A content tab: dumi shows `docs/<page>.$tab-<key>.md` on `<page>`'s route at `?tab=<key>`. */
export interface ContentTab {
  /** The route of the page the tab belongs to, e.g. `/`. */
  page: string;
  locale: LocaleId;
  key: string;
  /** The `title` in the tab's front matter: the label of its tab. */
  title: string;
  source: string;
}

const TAB_FILE = /\.\$tab-([^.]+)(\.[\w-]+)?\.md$/;

/** Every content tab the sources define. Tabs are not pages: they have no route of their own. */
export function contentTabs(docs = DOCS): ContentTab[] {
  return walk(docs)
    .filter((file) => TAB_FILE.test(file))
    .map((file): ContentTab => {
      const [, key, suffix = ''] = TAB_FILE.exec(file)!;
      const host = relative(docs, file).replace(TAB_FILE, `${suffix}.md`);
      return {
        page: routeOfDoc(host),
        locale: localeOfDoc(host),
        key,
        title: readMarkdown(file).frontmatter.title ?? missing(file, 'title'),
        source: relative(ROOT, file),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page) || a.key.localeCompare(b.key));
}

/**
 * A Markdown heading's text as the page shows it: without an explicit `{#id}` at its end
 * (src/plugins/remark-heading-ids.ts takes it off) and without inline-code marks.
 */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\s*\{#[A-Za-z0-9_-]+\}\s*$/, '')
    .replace(/`/g, '')
    .trim();
}

/** Every documentation page the sources define, with the heading a visitor should see. */
export function docPages(docs = DOCS): DocPage[] {
  const pages = walk(docs)
    .filter((file) => file.endsWith('.md') && !TAB_FILE.test(file))
    .map((file): DocPage => {
      const { frontmatter, body } = readMarkdown(file);
      const markdownHeading = /^# (.+)$/m.exec(body)?.[1];
      const heading = markdownHeading === undefined ? frontmatter.hero?.title : headingText(markdownHeading);
      if (!heading) throw new Error(`${file} has neither a "# heading" nor a hero title.`);
      return {
        path: routeOfDoc(relative(docs, file)),
        locale: localeOfDoc(relative(docs, file)),
        heading,
        title: frontmatter.title ?? missing(file, 'title'),
        description: frontmatter.description,
        source: relative(ROOT, file),
      };
    });
  const aliases = Object.entries(ROUTE_ALIASES).map(([alias, target]) => {
    const page = pages.find((candidate) => candidate.path === target);
    if (!page) throw new Error(`Route alias ${alias} points at ${target}, which no page defines.`);
    return { ...page, path: alias };
  });
  return [...pages, ...aliases].sort((a, b) => a.path.localeCompare(b.path));
}
