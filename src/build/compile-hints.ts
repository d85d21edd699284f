/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the scripts every page
 * runs while it loads.
 *
 * V8 compiles a function when it is first called unless the script says otherwise. While a page
 * hydrates, nearly every function of React DOM, the router, dumi's theme and the page's components
 * is called, so each one was parsed twice (once to find its end, once to compile it) and compiled
 * on the main thread, inside the long tasks that evaluate the app. With the hint at the top of a
 * file, V8 compiles all of it eagerly while the file streams in, on a background thread.
 *
 * Only the chunks loaded on the way to an interactive page get it: the boot stages (src/boot.ts),
 * the route components (layouts and pages) and the demos a page renders. Chunks loaded on demand
 * (search texts, the demo exporters, a content tab's page) keep lazy compilation: most of their
 * functions are never called. Nor does the entry (umi.js): the page preloads it (src/app-script.ts),
 * and a script that has arrived before it runs is not streamed, so V8 compiled all of it on the main
 * thread (its task at 4× CPU: 87–116 ms with the hint, 31–46 ms without).
 */

/** The magic comment, which V8 looks for at the top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The dynamic imports that load what a page needs before it is interactive, by the importing module
 * (`from`) or by what is imported (`request`).
 */
export const LOAD_TIME_IMPORTS: readonly { from?: RegExp; request?: RegExp }[] = [
  // The boot stages, and the code highlighter they wait for on a page that shows code.
  { from: /[\\/]src[\\/]boot\.ts$/ },
  { from: /[\\/]builtins[\\/]SourceCode\.tsx$/ },
  // umi's route table: the layouts and every page.
  { from: /[\\/]core[\\/]route\.tsx$/ },
  // A Markdown page's demo index and its demos' components (not the live editor's compiler).
  { request: /\.md\?type=demo$/ },
  { request: /\?techStack=react$/ },
];

/** Whether a chunk group imported from these places (module resource and request) loads with a page. */
export function loadedWithPage(origins: readonly { from: string; request: string }[]): boolean {
  return origins.some(({ from, request }) =>
    LOAD_TIME_IMPORTS.some((rule) => (rule.from?.test(from) ?? true) && (rule.request?.test(request) ?? true)),
  );
}

// umi's own copy of webpack, which it hands to `chainWebpack`.
type Webpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
type Compiler = InstanceType<Webpack['Compiler']>;

/** The webpack plugin: adds the hint to the load-time chunks' scripts after minification. */
export class CompileHintsPlugin {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = this.webpack;
    // The prerender's server bundle runs in Node, which reads no compile hints.
    if (String(compiler.options.target).includes('node')) return;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After the minifier (which would drop the comment), before the real content hashes.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const files = new Set<string>();
          for (const group of compilation.chunkGroups) {
            const origins = group.origins.map((origin) => ({
              from: (origin.module as { resource?: string } | null)?.resource ?? '',
              request: origin.request ?? '',
            }));
            if (!loadedWithPage(origins)) continue;
            for (const chunk of group.chunks) {
              // A group also lists the entry's chunk, which is left as it is (see above).
              if (chunk.canBeInitial()) continue;
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            // umi's EsbuildMinifyFix wraps a minified script in `!(function(){…}())` unless it starts
            // as a webpack chunk or an IIFE, and looks again at every script updated after it ran;
            // its flag marks this one as done, so that the hint stays on the first line.
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              (info) => ({ ...info, EsbuildMinifyFix: true }),
            );
          }
        },
      );
    });
  }
}
