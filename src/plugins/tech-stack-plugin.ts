/**
 * The site's React tech stack, in front of dumi's own (which dumi registers last): the same demos,
 * compiled the same way at build time, but compiled for the live editor by the site's compiler,
 * which stops endless loops (src/runtime/live-compiler.ts). Only `runtimeOpts.compilePath` differs
 * from dumi's; `transformCode` wraps a demo as dumi's React stack does, through its public
 * `wrapDemoWithFn`. The name stays `react`, so each demo's module request is unchanged.
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { defineTechStack, wrapDemoWithFn } from 'dumi/tech-stack-utils';

const LIVE_COMPILER = join(__dirname, '../runtime/live-compiler.ts');

const siteReactTechStack = defineTechStack({
  name: 'react',
  runtimeOpts: { compilePath: LIVE_COMPILER },
  isSupported: (_node, lang) => lang === 'jsx' || lang === 'tsx',
  transformCode(raw, opts) {
    if (opts.type !== 'code-block') return raw;
    const tsx = opts.fileAbsPath.endsWith('.tsx');
    const code = wrapDemoWithFn(raw, {
      filename: opts.fileAbsPath,
      parserConfig: { syntax: tsx ? 'typescript' : 'ecmascript', [tsx ? 'tsx' : 'jsx']: true },
      babelPlugins: opts.babelPlugins,
    });
    return `React.memo(React.lazy(${code}))`;
  },
});

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  api.registerTechStack(() => siteReactTechStack);
};
