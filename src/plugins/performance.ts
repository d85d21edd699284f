/**
 * A dumi (umi) plugin that keeps the first load of every page light:
 * - the Sketch exporter script is no longer in every page's head; src/sketch.ts loads it when a
 *   visitor copies a demo to Sketch;
 * - in production, each page's texts, demo sources and demo components get their own chunks
 *   instead of site-wide ones (see page-chunks-loader.cjs).
 */
import type { IApi } from 'dumi';
import { withoutHeadScript } from '../head-scripts';
import { SKETCH_SCRIPT_FILE } from '../sketch';
import { SITE_BASE } from '../site';

export default (api: IApi) => {
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({ ...file, content: withoutHeadScript(file.content, `${SITE_BASE}${SKETCH_SCRIPT_FILE}`) })),
  );

  api.chainWebpack((memo, { env }) => {
    if (env !== 'production') return memo;
    memo.module
      .rule('page-chunks')
      .test(/\.(md|tsx?)$/)
      .enforce('post')
      .use('page-chunks')
      .loader(require.resolve('./page-chunks-loader.cjs'));
    return memo;
  });
};
