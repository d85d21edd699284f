/**
 * The pages the Markdown copies are written from: each Markdown file under docs/ (outside
 * examples/) with its front matter, its body, its content tabs (`<page>.$tab-<key>.md`) and its
 * route. The build takes each file's route from dumi's (./routes.ts); `routeOfFile` spells out
 * dumi's convention for the unit tests, which run without a build.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { LOCALES, localeById, type LocaleId } from '../../site';

export interface DocSource {
  /** Path under docs/, with forward slashes: `demo/simple.md`. */
  file: string;
  locale: LocaleId;
  /** The page's route: `/demo/simple`, `/zh-CN/demo/simple`, `/`, `/zh-CN`. */
  path: string;
  frontmatter: FrontMatter;
  body: string;
  /** Its content tabs (`<page>.$tab-<key>.md`), shown at `?tab=<key>`. */
  tabs: { key: string; file: string; title: string; body: string }[];
}

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

/** The route of a Markdown file under docs/ (`demo/simple.zh-CN.md`), or undefined when it has none. */
export type RouteOf = (file: string) => string | undefined;

const TAB_FILE = /\.\$tab-([^.]+)(\.[\w-]+)?\.md$/;

/** Splits a Markdown file into its YAML front matter and its body. */
export function splitFrontMatter(text: string): { frontmatter: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return match ? { frontmatter: parse(match[1]) ?? {}, body: text.slice(match[0].length) } : { frontmatter: {}, body: text };
}

/** The locale of a Markdown file under docs/, by its suffix (`.zh-CN.md`). */
export function localeOfFile(file: string): LocaleId {
  return LOCALES.find(({ suffix }) => suffix && file.endsWith(`${suffix}.md`))?.id ?? LOCALES[0].id;
}

/** dumi's route of a Markdown file under docs/, by its convention: `demo/simple.zh-CN.md` → `/zh-CN/demo/simple`. */
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

/** Every page under `docsDir` (Markdown files outside examples/), its content tabs attached, each at the route `routeOf` gives. */
export function readDocSources(docsDir: string, routeOf: RouteOf = routeOfFile): DocSource[] {
  const files = walk(docsDir)
    .map((file) => relative(docsDir, file).split(sep).join('/'))
    .filter((file) => file.endsWith('.md') && !file.startsWith('examples/'));
  const pages = files
    .filter((file) => !TAB_FILE.test(file))
    .map((file): DocSource => {
      const path = routeOf(file);
      if (path === undefined) throw new Error(`Markdown copies: dumi has no route for docs/${file}`);
      const { frontmatter, body } = splitFrontMatter(readFileSync(join(docsDir, file), 'utf8'));
      return { file, locale: localeOfFile(file), path, frontmatter, body, tabs: [] };
    });
  for (const file of files.filter((name) => TAB_FILE.test(name)).sort()) {
    const [, key, suffix = ''] = TAB_FILE.exec(file)!;
    const host = file.replace(TAB_FILE, `${suffix}.md`);
    const page = pages.find((candidate) => candidate.file === host);
    if (!page) throw new Error(`Markdown copies: the content tab ${file} has no page ${host}`);
    const { frontmatter, body } = splitFrontMatter(readFileSync(join(docsDir, file), 'utf8'));
    page.tabs.push({ key, file, title: String(frontmatter.title ?? key), body });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
