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
 * Only the chunks loaded on the way to an interactive page get it: the boot stages (src/stand-ins/umi-entry.ts),
 * the route components (layouts and pages), the demos a page renders and what they import for the
 * live editor, loaded as a demo hydrates. Chunks loaded on demand
 * (search texts, the demo exporters, a content tab's page, the code highlighter) keep lazy compilation: most of their
 * functions are never called. Nor does the entry (umi.js): the page preloads it (src/plugins/html-rewrites.ts),
 * and a script that has arrived before it runs is not streamed, so V8 compiled all of it on the main
 * thread (its task at 4× CPU: 87–116 ms with the hint, 31–46 ms without).
 */
import type { PatchTally } from './patch-guard';
import type { PatchPart } from './patches';

/** The magic comment, which V8 looks for at the top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The dynamic imports that load what a page needs before it is interactive, by the importing module
 * (`from`) or by what is imported (`request`). Each must match at least one chunk of the browser
 * bundle, or the build fails (an upgrade that moved one would otherwise leave its chunks unhinted).
 */
export interface LoadTimeImport {
  name: string;
  from?: RegExp;
  request?: RegExp;
}

const LOAD_TIME_IMPORTS: readonly LoadTimeImport[] = [
  // The boot stages.
  { name: 'boot stages', from: /[\\/]src[\\/]stand-ins[\\/]umi-entry\.ts$/ },
  // umi's route table: the layouts and every page.
  { name: 'layouts and pages', from: /[\\/]core[\\/]route\.tsx$/ },
  // A Markdown page's demo index and its demos' components (not the live editor's compiler).
  { name: 'demo index', request: /\.md\?type=demo$/ },
  { name: 'demo components', request: /\?techStack=react$/ },
  // What the demos import, for the live editor: loaded as soon as a demo of the page has hydrated
  // (src/runtime/demo-dependencies.ts); mostly brought by the demos' own chunks already. Not the
  // live editor's compiler, which the same module imports on the first edit.
  { name: 'demo dependencies', from: /\.md\?type=demo$/, request: /^(?!.*live-compiler)/ },
];

/** The patch tally's name for a rule. */
const hintPatch = (rule: { name: string }): PatchPart => `compile hints: ${rule.name}`;

type Origin = { from: string; request: string };

/** The rules that a chunk group imported from these places (module resource and request) matches. */
export function loadTimeRules(origins: readonly Origin[], rules: readonly LoadTimeImport[] = LOAD_TIME_IMPORTS) {
  return rules.filter((rule) =>
    origins.some(({ from, request }) => (rule.from?.test(from) ?? true) && (rule.request?.test(request) ?? true)),
  );
}

function describeRule(rule: LoadTimeImport): string {
  return [rule.from && `from a module matching ${rule.from}`, rule.request && `of a request matching ${rule.request}`]
    .filter(Boolean)
    .join(' ');
}

// umi's own copy of webpack, which it hands to `chainWebpack`.
type Webpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
type Compiler = InstanceType<Webpack['Compiler']>;

/**
 * The webpack plugin: adds the hint to the load-time chunks' scripts after minification, and
 * expects every rule of LOAD_TIME_IMPORTS to find its chunks.
 */
export class CompileHintsPlugin {
  constructor(
    private readonly webpack: Webpack,
    private readonly tally: PatchTally,
    private readonly rules: readonly LoadTimeImport[] = LOAD_TIME_IMPORTS,
  ) {
    for (const rule of rules) {
      tally.expect(hintPatch(rule), `no chunk of the browser bundle is loaded by a dynamic import ${describeRule(rule)}`);
    }
  }

  apply(compiler: Compiler) {
    const { Compilation, sources } = this.webpack;
    // The prerender's server bundle runs in Node, which reads no compile hints.
    if (String(compiler.options.target).includes('node')) return;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After the minifier (which would drop the comment), before the real content hashes.
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          const origins = group.origins.map((origin) => ({
            from: (origin.module as { resource?: string } | null)?.resource ?? '',
            request: origin.request ?? '',
          }));
          const rules = loadTimeRules(origins, this.rules);
          if (rules.length === 0) continue;
          for (const rule of rules) this.tally.record(hintPatch(rule));
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
      });
    });
  }
}
