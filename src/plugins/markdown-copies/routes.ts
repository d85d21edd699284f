/**
 * The pages' routes and their demos' ids as dumi has them. The build reads each Markdown page's
 * route from dumi's route table (`api.appData.routes`), and names a demo with dumi's own function
 * for a file's id, the way dumi's Markdown loader does (`getCodeId` in
 * dumi/dist/loaders/markdown/transformer/rehypeDemo.js): the id of the page's file without its
 * locale, `demo`, and the demo's own id (a `<code src>`'s file name, a live block's number).
 * llms-plugin.ts then holds the copies to the pages dumi built, `/~demos/<id>` included.
 */
import { relative, sep } from 'node:path';
import { getFileIdFromFsPath } from 'dumi/dist/utils';
import { LOCALES } from '../../site';
import { localeOfFile, type RouteOf } from './sources';

/** A route as umi lists it: its page's file (absolute) and its path. */
export interface AppRoute {
  path: string;
  absPath?: string;
  file?: string;
}

/** The route dumi gives each Markdown file under `docsDir`, from its route table. */
export function routesOfApp(routes: readonly AppRoute[], docsDir: string): RouteOf {
  const byFile = new Map<string, string>();
  for (const { file, absPath } of routes) {
    // A locale's home is `/zh-CN/` in the table; the site names it without the slash.
    if (file && absPath)
      byFile.set(relative(docsDir, file).split(sep).join('/'), absPath.length > 1 ? absPath.replace(/\/+$/, '') : absPath);
  }
  return (file) => byFile.get(file);
}

/**
 * dumi's id of a demo on the page docs/`docFile`: `demo/simple.zh-CN.md` and `city-picker` →
 * `docs-demo-simple-demo-city-picker`. A file demo has one id in every locale.
 */
export function demoId(docFile: string, localId: string): string {
  const suffix = LOCALES.find(({ id }) => id === localeOfFile(docFile))!.suffix;
  const localeLess = suffix ? docFile.slice(0, -`${suffix}.md`.length) + '.md' : docFile;
  return [getFileIdFromFsPath(`docs/${localeLess}`).toLowerCase(), 'demo', localId.toLowerCase()].filter(Boolean).join('-');
}

/** dumi's own id of a page's `n`th live code block (0-based): after the file's locale on a translated page (`zh-CN-0`). */
export function liveBlockId(docFile: string, index: number): string {
  const locale = localeOfFile(docFile);
  return [locale === LOCALES[0].id ? '' : locale, String(index)].filter(Boolean).join('-');
}
