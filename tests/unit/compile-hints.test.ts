import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, loadedWithPage } from '../../src/plugins/compile-hints';

const origin = (from: string, request: string) => [{ from, request }];

describe('loadedWithPage (which dynamic imports load with a page)', () => {
  it('takes the boot stages, the code highlighter, the layouts and pages, and the demos', () => {
    expect(loadedWithPage(origin('/site/src/boot.ts', 'react-dom'))).toBe(true);
    expect(
      loadedWithPage(
        origin('/site/.dumi/theme/builtins/SourceCode.tsx', '../../../src/components/AccessibleSourceCode'),
      ),
    ).toBe(true);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/core/route.tsx', '/site/docs/demo/simple.md'))).toBe(true);
    expect(
      loadedWithPage(origin('/site/docs/demo/simple.md?type=frontmatter', '/site/docs/demo/simple.md?type=demo')),
    ).toBe(true);
    expect(
      loadedWithPage(
        origin('/site/docs/demo/simple.md?type=demo', '/site/docs/examples/city-picker.tsx?techStack=react'),
      ),
    ).toBe(true);
  });

  it('leaves what loads on demand: the live editor, search texts, demo exporters, a content tab', () => {
    expect(
      loadedWithPage(
        origin('/site/docs/demo/simple.md?type=demo', '/site/node_modules/dumi/dist/client/misc/reactDemoCompiler.js'),
      ),
    ).toBe(false);
    expect(
      loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/index.ts', '/site/docs/index.md?type=text')),
    ).toBe(false);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/exports.ts', './demoIndex'))).toBe(false);
    expect(loadedWithPage(origin('/site/src/lazy-sandbox-export.ts', './sandbox-exporters'))).toBe(false);
    expect(loadedWithPage(origin('/site/.dumi/tmp-production/dumi/meta/tabs.ts', '/site/docs/index.$tab-faq.md'))).toBe(
      false,
    );
    expect(
      loadedWithPage(origin('/site/node_modules/dumi/dist/client/theme-api/useLiveDemo.js', 'react-dom/server')),
    ).toBe(false);
  });

  it('takes a chunk group imported from several places when one of them loads with the page', () => {
    expect(
      loadedWithPage([
        { from: '/site/src/lazy-sandbox-export.ts', request: './sandbox-exporters' },
        { from: '/site/src/boot.ts', request: './sandbox-exporters' },
      ]),
    ).toBe(true);
    expect(loadedWithPage([])).toBe(false);
  });

  it("is V8's magic comment", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
