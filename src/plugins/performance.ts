/**
 * A dumi (umi) plugin that keeps the first load of every page light:
 * - the Sketch exporter script is no longer in every page's head; src/sketch.ts loads it when a
 *   visitor copies a demo to Sketch;
 * - in production, each page's texts, demo sources and demo components get their own chunks
 *   instead of site-wide ones (see page-chunks-loader.cjs);
 * - the theme's code tabs, which its previewer imports by relative path (so a theme slot alone
 *   cannot replace them), are swapped for .dumi/theme/slots/Tabs.tsx, without rc-tabs, and the
 *   code highlighter's Prism for one with only the languages the site uses (src/prism/).
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { withoutHeadScript } from '../head-scripts';
import { SKETCH_SCRIPT_FILE } from '../sketch';
import { SITE_BASE } from '../site';

/**
 * Modules of the theme and its libraries that import their neighbours by relative path (so that
 * neither a theme slot nor an alias can replace them), and what the build uses instead.
 */
const LIGHTER_MODULES = [
  // `../Tabs` from the previewer's actions, `../../slots/Tabs` from the code-group builtin.
  { request: /^(?:\.\.\/)+(?:slots\/)?Tabs$/, from: /dumi[\\/]theme-default[\\/]/, with: '.dumi/theme/slots/Tabs.tsx' },
  // prism-react-renderer's own 30-language Prism.
  { request: /^\.\.\/prism\/index\.js$/, from: /prism-react-renderer[\\/]dist$/, with: 'src/prism/index.ts' },
];

export default (api: IApi) => {
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => ({ ...file, content: withoutHeadScript(file.content, `${SITE_BASE}${SKETCH_SCRIPT_FILE}`) })),
  );

  api.chainWebpack((memo, { env, webpack }) => {
    // Every relative request is offered to the table, which alone decides what is swapped.
    memo.plugin('lighter-theme-modules').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\//,
      (resolveData: { context?: string; request: string }) => {
        const replacement = LIGHTER_MODULES.find(
          ({ request, from }) => request.test(resolveData.request) && from.test(resolveData.context ?? ''),
        );
        if (replacement) resolveData.request = join(api.cwd, replacement.with);
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
