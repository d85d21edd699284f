import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHintsPlugin, loadTimeRules } from '../../src/plugins/compile-hints';
import { PatchTally, StalePatchesPlugin } from '../../src/plugins/patch-guard';
import { compileFixture, webpack } from '../support/webpack-fixture';

const origin = (from: string, request: string) => [{ from, request }];
/** Whether a chunk group imported from these places loads with a page: some rule matches it. */
const loadedWithPage = (origins: Parameters<typeof loadTimeRules>[0]) => loadTimeRules(origins).length > 0;

describe('loadedWithPage (which dynamic imports load with a page)', () => {
  it('takes the boot stages, the layouts and pages, and the demos', () => {
    expect(loadedWithPage(origin('/site/src/stand-ins/umi-entry.ts', 'react-dom'))).toBe(true);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/core/route.tsx', '/site/docs/demo/simple.md'))).toBe(true);
    expect(loadedWithPage(origin('/site/docs/demo/simple.md?type=frontmatter', '/site/docs/demo/simple.md?type=demo'))).toBe(true);
    expect(loadedWithPage(origin('/site/docs/demo/simple.md?type=demo', '/site/docs/examples/city-picker.tsx?techStack=react'))).toBe(true);
  });

  it('leaves what loads on demand: the live editor, the code highlighter, search texts, demo exporters, a content tab', () => {
    expect(loadedWithPage(origin('/site/.dumi/theme/builtins/SourceCode.tsx', '../components/AccessibleSourceCode'))).toBe(false);
    expect(loadedWithPage(origin('/site/docs/demo/simple.md?type=demo', '/site/src/runtime/live-compiler.ts'))).toBe(false);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/index.ts', '/site/docs/index.md?type=text'))).toBe(false);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/exports.ts', './demoIndex'))).toBe(false);
    expect(loadedWithPage(origin('/site/src/runtime/demo-export.ts', './sandbox-exporters'))).toBe(false);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/tabs.ts', '/site/docs/index.$tab-faq.md'))).toBe(false);
    expect(loadedWithPage(origin('/site/node_modules/dumi/dist/client/theme-api/useLiveDemo.js', 'react-dom/server'))).toBe(false);
  });

  it('takes a chunk group imported from several places when one of them loads with the page', () => {
    expect(
      loadedWithPage([
        { from: '/site/src/runtime/demo-export.ts', request: './sandbox-exporters' },
        { from: '/site/src/stand-ins/umi-entry.ts', request: './sandbox-exporters' },
      ]),
    ).toBe(true);
    expect(loadedWithPage([])).toBe(false);
  });
});

describe('CompileHintsPlugin in a webpack build', () => {
  const files = {
    'index.js': "import('./page.js').then((page) => page.show());\nimport('./on-demand.js');\n",
    'page.js': 'export function show() { return 1; }\n',
    'on-demand.js': 'export const later = 2;\n',
  };
  const build = (rules: { name: string; request?: RegExp }[]) =>
    compileFixture(files, () => {
      const tally = new PatchTally();
      return { plugins: [new StalePatchesPlugin(tally), new CompileHintsPlugin(webpack, tally, rules)] };
    });

  it('hints the chunks a rule names, and only those', async () => {
    const result = await build([{ name: 'the page', request: /^\.\/page\.js$/ }]);
    expect(result.errors).toEqual([]);
    const hinted = Object.entries(result.assets).filter(([, code]) => code.startsWith(`${COMPILE_HINT}\n`));
    expect(hinted).toHaveLength(1);
    expect(hinted[0][1]).toContain('function show()');
  });

  it('fails the build, naming the rule, when no chunk is loaded the way a rule expects', async () => {
    const result = await build([
      { name: 'the page', request: /^\.\/page\.js$/ },
      { name: 'moved upstream', request: /^\.\/gone\.js$/ },
    ]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^Stale patch "compile hints: moved upstream": no chunk of the browser bundle is loaded by a dynamic import of a request matching/,
    );
  });
});
