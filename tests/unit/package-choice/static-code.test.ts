import { describe, expect, test } from 'vitest';
import { demoCodeHtml, withDemoCode } from '../../../src/package-choice/node/static-code';
import { ROOT } from '../../support/site';

const SLOT = '<noscript data-demo-code="docs/examples/city-picker.tsx"></noscript>';

describe("a demo's code in the built page", () => {
  test('names each file, then its code, 3.x first and 1.x after, with the markup escaped', () => {
    const html = demoCodeHtml('docs/examples/city-picker.tsx', false, 'en-US', ROOT);
    const start =
      '<details class="site-static-code"><summary>Code, on rc-cascader 3.x and @rc-component/cascader 1.x</summary>' +
      '<p>Source <code>docs/examples/city-picker.tsx</code>:</p><pre><code>';
    expect(html.startsWith(start)).toBe(true);
    expect(html).toContain("import Cascader from 'rc-cascader';");
    expect(html).toContain("import Cascader from '@rc-component/cascader';");
    expect(html.indexOf("from 'rc-cascader'")).toBeLessThan(html.indexOf("from '@rc-component/cascader'"));
    expect(html).toContain('&lt;Cascader&lt;PlaceOption>');
    expect(html).not.toContain('<Cascader');
  });

  test("speaks the page's language", () => {
    expect(demoCodeHtml('docs/examples/city-picker.tsx', false, 'zh-CN', ROOT)).toContain(
      '<p>源代码 <code>docs/examples/city-picker.tsx</code>：</p>',
    );
  });

  test('a 1.x-only demo shows its own files, marked as 1.x code', () => {
    const html = demoCodeHtml('docs/examples/next/check-strictly.tsx', true, 'en-US', ROOT);
    expect(html).toContain('<summary>Code, on @rc-component/cascader 1.x</summary>');
    expect(html).toContain('1.x code');
    expect(html).not.toContain("from 'rc-cascader'");
  });

  test('fills each slot of a page in its locale, and leaves the rest of the page as it was', () => {
    const page = `<main><h1>Demo</h1>${SLOT}<p>after</p>${SLOT}</main>`;
    const filled = withDemoCode(page, 'zh-CN/demo/simple/index.html', ROOT);
    const zhStart =
      '<noscript data-demo-code="docs/examples/city-picker.tsx"><details class="site-static-code">' +
      '<summary>代码（rc-cascader 3.x 与 @rc-component/cascader 1.x）</summary><p>源代码';
    expect(filled.split(zhStart)).toHaveLength(3);
    expect(filled.startsWith('<main><h1>Demo</h1>')).toBe(true);
    expect(filled.endsWith('</noscript></main>')).toBe(true);
    expect(withDemoCode('<main>no demos</main>', 'index.html', ROOT)).toBe('<main>no demos</main>');
  });

  test('a slot the build cannot read, or a file outside the examples, fails the build naming it', () => {
    expect(() =>
      withDemoCode('<noscript data-demo-code="docs/examples/city-picker.tsx" data-x="1"></noscript>', 'demo/simple/index.html', ROOT),
    ).toThrow('demo/simple/index.html');
    expect(() => demoCodeHtml('docs/examples/../../package.json', false, 'en-US', ROOT)).toThrow('not a demo file');
    expect(() => demoCodeHtml('docs/examples/no-such-demo.tsx', false, 'en-US', ROOT)).toThrow();
  });
});
