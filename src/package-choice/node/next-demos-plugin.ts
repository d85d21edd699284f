/**
 * Writes every demo's 1.x version (./next-demos.ts) into umi's temporary folder with dumi's public
 * `writeTmpFile`, with a table from each demo's file to the loader of its 1.x module, which the
 * site's Previewer reads (`@@/next-demos`). Nothing of dumi's is rewritten: its demo modules stay
 * 3.x's, and the 1.x modules are the site's own, loaded only when the Package choice names 1.x.
 * Runs on every build and, in `npm start`, again whenever a file of docs/examples changes. The built
 * pages then get each demo's code on both lines for readers without JavaScript (./static-code.ts).
 */
import { join } from 'node:path';
import type { IApi } from 'dumi';
import { NEXT_PACKAGE } from '../../converter/packages';
import { EXAMPLES_DIR, convertExamples, demoFiles, type ConvertedFile } from './next-demos';
import { withDemoCode } from './static-code';

/** The folder under umi's temporary one (`@@/next-demos`). */
const TMP_DIR = 'next-demos';

const STYLESHEET = /\.(css|less)$/;
/** A module a file imports by a bare name (a package). */
const PACKAGE_IMPORT = /^\s*import\s+(?:[^'";]*?\s+from\s+)?(['"])([^'".][^'"]*)\1/gm;
/** The site's copy of 1.x that the compiled demos import in place of the package. */
const SCOPED_CASCADER = join(__dirname, '../client/next-cascader');
/** That copy's files: its component, and its stylesheet as a string (scripts/generate-sandbox-css.mjs). */
const SCOPED_CASCADER_FILES = [`${SCOPED_CASCADER}.tsx`, join(__dirname, '../../generated/next-cascader-css.ts')];

const banner = '// Written by src/package-choice/node/next-demos-plugin.ts from docs/examples. Do not edit.\n';

/** The module of one demo: its component, the 1.x code of its files, and the modules the live editor may import. */
export function entryModule(entry: string, files: Map<string, ConvertedFile>): string {
  const shown = demoFiles(entry, files);
  // The entry module sits as deep under entries/ as the demo under docs/examples (`next/suffix.tsx`).
  const examples = `${'../'.repeat(entry.split('/').length)}examples`;
  const fromEntry = (path: string) => (path === entry ? 'index.tsx' : relativeTo(entry, path));
  const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?)$/, '');
  const scripts = shown.slice(1).filter((path) => !STYLESHEET.test(path));
  const imports = scripts.map((path, index) => `import * as m${index} from '${examples}/${withoutExtension(path)}';`);
  // A stylesheet is imported by the demo's own module already; the live editor's import of it is a no-op.
  const modules = shown.slice(1).flatMap((path) => {
    const value = STYLESHEET.test(path) ? '{}' : `m${scripts.indexOf(path)}`;
    const key = relativeTo(entry, path);
    return [...new Set([key, withoutExtension(key)])].map((name) => `  ${JSON.stringify(name)}: ${value},`);
  });
  // The packages the demo's files import (1.x itself aside: the live editor gives its scoped copy), which
  // the demo's module loads anyway, so that an edit resolves them as the shipped demo does.
  const packages = [
    ...new Set(shown.flatMap((path) => [...(files.get(path)?.code ?? '').matchAll(PACKAGE_IMPORT)].map((match) => match[2]))),
  ]
    .filter((name) => !name.startsWith(NEXT_PACKAGE) && !STYLESHEET.test(name))
    .sort();
  const packageImports = packages.map((name, index) => `import * as p${index} from ${JSON.stringify(name)};`);
  const packageModules = packages.map((name, index) => `  ${JSON.stringify(name)}: p${index},`);
  const texts = shown.map((path) => `  ${JSON.stringify(fromEntry(path))}: ${JSON.stringify(files.get(path)?.code ?? '')},`);
  return [
    banner,
    ...imports,
    ...packageImports,
    `export { default } from '${examples}/${withoutExtension(entry)}';`,
    `/** The 1.x code of the demo's files, named as dumi names them in the demo's asset. */`,
    `export const files: Record<string, string> = {\n${texts.join('\n')}\n};`,
    `/** The modules the demo's files and packages are, for the live editor's imports. */`,
    `export const modules: Record<string, unknown> = {\n${[...modules, ...packageModules].join('\n')}\n};`,
    '',
  ].join('\n');
}

/** A file of docs/examples as the entry's code imports it (`./data/geography.ts`; `../data/products.ts` from `next/`). */
function relativeTo(entry: string, path: string): string {
  const depth = entry.split('/').length - 1;
  return depth === 0 ? `./${path}` : `${'../'.repeat(depth)}${path}`;
}

/**
 * The demos: each file at the top of docs/examples (the pages' `<code src>`), and each of docs/examples/next,
 * the demos of 1.x's own features, written in 1.x code (the converter leaves it as it is) and shown
 * only on 1.x (.dumi/theme/builtins/NextOnlyDemo.tsx). The other folders hold what demos import.
 */
export function demoEntries(paths: string[]): string[] {
  return paths.filter((path) => /^(next\/)?[^/]+\.(tsx|jsx)$/.test(path));
}

/** The table: each demo's file (as the Previewer's `filename`) to the loader of its module. */
export function tableModule(entries: string[]): string {
  const rows = entries.map(
    (entry) => `  ${JSON.stringify(`${EXAMPLES_DIR}/${entry}`)}: () => import('./entries/${entry.replace(/\.(tsx?|jsx?)$/, '')}'),`,
  );
  return `${banner}import type { NextDemoModule } from '../../../src/package-choice/client/next-demo-types';\n\nexport const NEXT_DEMOS: Record<string, () => Promise<NextDemoModule>> = {\n${rows.join('\n')}\n};\n`;
}

/** @public dumi loads a plugin (named in .dumirc.ts) by its default export. */
export default (api: IApi) => {
  api.addTmpGenerateWatcherPaths(() => [join(api.cwd, EXAMPLES_DIR)]);
  api.onGenerateFiles(() => {
    const converted = convertExamples(api.cwd, SCOPED_CASCADER);
    const files = new Map(converted.map((file) => [file.path, file]));
    for (const file of converted) {
      api.writeTmpFile({ noPluginDir: true, path: `${TMP_DIR}/examples/${file.path}`, content: file.module });
    }
    const entries = demoEntries(converted.map((file) => file.path));
    for (const entry of entries) {
      api.writeTmpFile({
        noPluginDir: true,
        path: `${TMP_DIR}/entries/${entry.replace(/\.(tsx|jsx)$/, '.ts')}`,
        content: entryModule(entry, files),
      });
    }
    api.writeTmpFile({ noPluginDir: true, path: `${TMP_DIR}/index.ts`, content: tableModule(entries) });
  });
  // The scoped copy of 1.x, with its stylesheet (about 2.9 KiB gzipped), is one chunk that every 1.x demo
  // and the playground share. Under webpack's 20 KB threshold for a shared chunk, it would otherwise be
  // copied into each demo's 1.x chunk, and fetched again for every demo a page switches.
  api.modifyWebpackConfig((config) => {
    const splitChunks = config.optimization?.splitChunks || {};
    config.optimization = {
      ...config.optimization,
      splitChunks: {
        ...splitChunks,
        cacheGroups: {
          ...splitChunks.cacheGroups,
          nextCascader: {
            test: (module: { resource?: string }) => SCOPED_CASCADER_FILES.includes(module.resource ?? ''),
            name: 'next-cascader',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    };
    return config;
  });
  // Both lines' code of each demo in the prerendered pages, for readers without JavaScript (./static-code.ts).
  api.modifyExportHTMLFiles((files) => files.map((file) => ({ ...file, content: withDemoCode(file.content, file.path, api.cwd) })));
};
