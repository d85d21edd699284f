/**
 * A demo in the Markdown copies: its title as a heading, its description, and its full source with
 * the modules it imports from the examples folder (CSS, data), each in a code fence; or, for a live
 * code block of a page, the block's code. A demo file is followed by its 1.x version.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, sep } from 'node:path';
import type { LocaleId } from '../../site';
import { markdownMessage } from '../../site/messages';
import { NEXT_PACKAGE } from '../../converter/packages';
import { convertFile } from '../../package-choice/node/next-demos';

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
  const hashes = '#'.repeat(Math.min(6, Math.max(2, level)));
  const parts = [`${hashes} ${markdownMessage(locale, 'copy.demo', { title: demo.title ?? basename(demo.src ?? demo.id) })}`];
  if (demo.description) parts.push(demo.description);
  if (demo.src) parts.push(...sourcesMarkdown(demoSources(demo.src, root), locale));
  else if (demo.code !== undefined) parts.push(fenced(demo.code, 'demo.tsx'));
  return parts.join('\n\n');
}

/** One file of a demo as the copies show it: what introduces it (a message naming `file`), and its code. */
export interface DemoSource {
  message: 'copy.source' | 'copy.imports' | 'copy.source.next' | 'copy.imports.next' | 'copy.source.nextOnly';
  /** The file, relative to the project root (`docs/examples/city-picker.tsx`). */
  file: string;
  code: string;
}

/**
 * A demo's files as the Markdown copies and the pages' no-script code (../../package-choice/node/static-code.ts)
 * show them: its source and the modules it imports from the examples folder, then the demo on
 * @rc-component/cascader 1.x, as the site runs it when the Package choice names 1.x: its files
 * converted by the converter (src/package-choice/node/next-demos.ts), those the conversion leaves as
 * they are (a stylesheet, data without a cascader import) left out. A demo that exists only on 1.x
 * (`nextOnly`) is 1.x code already: its files as they are.
 */
export function demoSources(src: string, root: string, nextOnly = false): DemoSource[] {
  const files = [src, ...relativeImports(root, src)].map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') }));
  if (nextOnly)
    return files.map(({ file, code }, index) => ({ message: index === 0 ? 'copy.source.nextOnly' : 'copy.imports', file, code }));
  const next = files.flatMap(({ file, code }, index): DemoSource[] => {
    const converted = convertFile(file, code, NEXT_PACKAGE).code;
    if (index > 0 && converted === code) return [];
    return [{ message: index === 0 ? 'copy.source.next' : 'copy.imports.next', file, code: converted }];
  });
  return [
    ...files.map(({ file, code }, index): DemoSource => ({ message: index === 0 ? 'copy.source' : 'copy.imports', file, code })),
    ...next,
  ];
}

/** The demo's files in Markdown: each message, then the file in a code fence. */
function sourcesMarkdown(sources: DemoSource[], locale: LocaleId): string[] {
  return sources.flatMap(({ message, file, code }) => [markdownMessage(locale, message, { file: `\`${file}\`` }), fenced(code, file)]);
}

/**
 * A demo that exists only on @rc-component/cascader 1.x (`<NextOnlyDemo src="next/…">`): its title as a
 * heading marked 1.x only, its description, why it needs 1.x, and its files as they are (1.x code).
 */
export function nextOnlyDemoMarkdown(
  demo: { src: string; title: string; description?: string; reason?: string },
  level: number,
  locale: LocaleId,
  root: string,
): string {
  const hashes = '#'.repeat(Math.min(6, Math.max(2, level)));
  const parts = [`${hashes} ${markdownMessage(locale, 'copy.demo.nextOnly', { title: demo.title })}`];
  if (demo.description) parts.push(demo.description);
  if (demo.reason) parts.push(demo.reason);
  parts.push(...sourcesMarkdown(demoSources(demo.src, root, true), locale));
  return parts.join('\n\n');
}
