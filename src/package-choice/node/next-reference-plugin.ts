/**
 * The 1.x API reference as a chunk of its own in the browser (./next-reference.ts): writes each page's
 * section into umi's temporary folder with dumi's public `writeTmpFile`, with the table the builtin
 * `NextApiReference` loads it through (`@@/next-reference`), and gives the browser's bundle each such page
 * without its section, through a loader that runs before dumi's. dumi's own modules are not rewritten.
 * Only the production build's browser bundle changes: the prerender, and `npm start`, compile the pages
 * whole. The prerendered HTML then keeps the section's heading and anchors, and a status line in place of
 * its rows (./next-reference.ts, `withRowsLeftToChunk`), which only a visitor on 1.x, with script, sees.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { localeOfPath } from '../../site';
import { SITE_MESSAGES } from '../../site/messages';
import { pathOfFile } from '../../plugins/pages-plugin';
import { cutNextReference, pageKey, pageWithoutSection, sectionFile, sectionTable, withRowsLeftToChunk } from './next-reference';

/** The folder under umi's temporary one (`@@/next-reference`). */
const TMP_DIR = 'next-reference';
const LOADER = require.resolve('./without-section-loader.cjs');

/** The pages of docs/ (at its top, where the home page is) that hold a 1.x reference, with their Markdown. */
export function pagesWithSection(docs: string) {
  return readdirSync(docs)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const cut = cutNextReference(readFileSync(join(docs, file), 'utf8'));
      return cut ? [{ file: join(docs, file), key: pageKey(file), cut }] : [];
    });
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  const docs = join(api.cwd, 'docs');
  api.addTmpGenerateWatcherPaths(() => [docs]);
  api.onGenerateFiles(() => {
    const pages = pagesWithSection(docs);
    for (const { key, cut } of pages) {
      api.writeTmpFile({ noPluginDir: true, path: `${TMP_DIR}/${sectionFile(key)}`, content: `${cut.section}\n` });
    }
    api.writeTmpFile({ noPluginDir: true, path: `${TMP_DIR}/index.ts`, content: sectionTable(pages.map(({ key }) => key)) });
  });
  api.chainWebpack((memo, { ssr }: { ssr?: boolean }) => {
    if (ssr || api.env !== 'production') return memo;
    for (const { file, key, cut } of pagesWithSection(docs)) {
      // The page's own module (no query) and its texts (`?type=text`); its front matter, table of
      // contents and demos are the whole page's.
      memo.module
        .rule(`next-reference-${key}`)
        .enforce('pre')
        .resource(file)
        .resourceQuery({ or: [/^$/, /[?&]type=text$/] })
        .use('without-section')
        .loader(LOADER)
        .options({ content: pageWithoutSection(cut, key) });
    }
    return memo;
  });
  // The prerendered pages keep the section's heading and anchors; its rows come with its chunk.
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const status = SITE_MESSAGES[localeOfPath(pathOfFile(file.path))]['site.tab.loading'];
      return { ...file, content: withRowsLeftToChunk(file.content, status, file.path) };
    }),
  );
};
