/**
 * A dumi (umi) plugin that keeps the first load of every page light:
 * - the Sketch exporter script is no longer in every page's head; src/sketch.ts loads it when a
 *   visitor copies a demo to Sketch;
 * - in production, each page's texts, demo sources and demo components get their own chunks
 *   instead of site-wide ones (see page-chunks-loader.cjs);
 * - the theme's code tabs, which its previewer imports by relative path (so a theme slot alone
 *   cannot replace them), are swapped for .dumi/theme/slots/Tabs.tsx, without rc-tabs.
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { withoutHeadScript } from '../head-scripts';
import { SKETCH_SCRIPT_FILE } from '../sketch';
import { SITE_BASE } from '../site';

export default (api: IApi) => {
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({ ...file, content: withoutHeadScript(file.content, `${SITE_BASE}${SKETCH_SCRIPT_FILE}`) })),
  );

  api.chainWebpack((memo, { env, webpack }) => {
    memo
      .plugin('light-tabs')
      .use(webpack.NormalModuleReplacementPlugin, [
        // `../Tabs` from the previewer's actions, `../../slots/Tabs` from the code-group builtin.
        /^(?:\.\.\/)+(?:slots\/)?Tabs$/,
        (resolveData: { context?: string; request: string }) => {
          if (/dumi[\\/]theme-default[\\/]/.test(resolveData.context ?? '')) {
            resolveData.request = join(api.cwd, '.dumi/theme/slots/Tabs.tsx');
          }
        },
      ]);
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
