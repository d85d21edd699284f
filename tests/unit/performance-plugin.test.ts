import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../.dumi/theme/slots/Tabs';
import { withoutHeadScript } from '../../src/head-scripts';

const require = createRequire(import.meta.url);
const { unnameSharedChunks } = require('../../src/plugins/page-chunks-loader.cjs') as {
  unnameSharedChunks: (source: string) => string;
};

describe('unnameSharedChunks', () => {
  it("drops dumi's site-wide names for texts, demo sources and demo components", () => {
    const source = [
      `textGetter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/index.md?type=text'),`,
      `getter: () => import(/* webpackChunkName: "meta__docs__en-US" */'/site/docs/a.md?type=demo')`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/site/docs/examples/a.tsx?techStack=react')))`,
      `component: React.memo(React.lazy(() => import( /* webpackChunkName: "Button__demos" */ '/site/b.tsx')))`,
    ].join('\n');
    const result = unnameSharedChunks(source);
    expect(result).not.toContain('webpackChunkName');
    expect(result).toContain(`import('/site/docs/index.md?type=text')`);
    expect(result).toContain(`import( '/site/docs/examples/a.tsx?techStack=react')`);
  });

  it('keeps every other chunk name', () => {
    const source = `import(/* webpackChunkName: "search-worker" */ './worker')`;
    expect(unnameSharedChunks(source)).toBe(source);
  });
});

describe('withoutHeadScript', () => {
  const metadata = (scripts: string) =>
    `<script>window.__UMI_METADATA_LOADER_DATA__ = {"headScripts":[${scripts}],"styles":[]};</script>`;
  const inline = '{"content":"(function () {})();"}';
  const sketch = '{"src":"/html2sketch.min.js","async":true}';

  it('removes the tag and its metadata entry, keeping the other head scripts', () => {
    const html = `<head><script>(function () {})();</script><script src="/html2sketch.min.js" async=""></script><title>t</title></head>${metadata(`${inline},${sketch}`)}`;
    expect(withoutHeadScript(html, '/html2sketch.min.js')).toBe(
      `<head><script>(function () {})();</script><title>t</title></head>${metadata(inline)}`,
    );
  });

  it('handles the script as the first entry and under a base path', () => {
    const based = sketch.replace('/html2sketch', '/docs/html2sketch');
    const html = `<script src="/docs/html2sketch.min.js" async=""></script>${metadata(`${based},${inline}`)}`;
    expect(withoutHeadScript(html, '/docs/html2sketch.min.js')).toBe(metadata(inline));
  });

  it('leaves a page without the script unchanged', () => {
    const html = `<head><title>t</title></head>${metadata(inline)}`;
    expect(withoutHeadScript(html, '/html2sketch.min.js')).toBe(html);
  });
});

describe('nextTabIndex (the code tabs of a demo with several files)', () => {
  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('leaves every other key to the browser', () => {
    expect(nextTabIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextTabIndex('Tab', 1, 3)).toBeUndefined();
  });
});
