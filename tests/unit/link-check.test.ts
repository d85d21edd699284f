import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { checkSite, classifyLink, pagePathOf, scanHtml } from '../../scripts/link-check.mjs';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('scanHtml', () => {
  it('collects hrefs, srcs and ids, but nothing inside script bodies', () => {
    const { links, ids } = scanHtml(
      '<a href="/a?x=1&amp;y=2#top">A</a><img src="/logo.svg"><h2 id="api-options">x</h2>' +
        '<script src="/umi.js"></script><script>const s = \'<a href="/ghost">\';</script>',
    );
    expect(links).toEqual(['/a?x=1&y=2#top', '/logo.svg', '/umi.js']);
    expect([...ids]).toEqual(['api-options']);
  });
});

describe('classifyLink', () => {
  it('tells internal, external and skipped links apart', () => {
    expect(classifyLink('https://github.com/react-component/cascader', '/')).toEqual({ kind: 'external' });
    expect(classifyLink('mailto:someone@example.org', '/')).toEqual({ kind: 'skip' });
    expect(classifyLink('/#api-options', '/demo/simple')).toEqual({ kind: 'internal', path: '/', fragment: 'api-options' });
    expect(classifyLink('#top', '/demo/simple')).toEqual({ kind: 'internal', path: '/demo/simple', fragment: 'top' });
    expect(classifyLink('../changelog#0170', '/demo/simple')).toEqual({ kind: 'internal', path: '/changelog', fragment: '0170' });
  });
});

describe('pagePathOf', () => {
  it('maps built files to the paths they are served at', () => {
    expect(pagePathOf('/d', '/d/index.html')).toBe('/');
    expect(pagePathOf('/d', '/d/demo/simple/index.html')).toBe('/demo/simple');
    expect(pagePathOf('/d', '/d/404.html')).toBe('/404');
    expect(pagePathOf('/d', '/d/demo/simple/index.html', '/docs/')).toBe('/docs/demo/simple');
  });
});

describe('checkSite', () => {
  it('passes a site whose links and anchors all resolve', () => {
    const root = site({
      'index.html': '<h2 id="api">API</h2><a href="/demo/simple#usage">demo</a><a href="https://example.org/x">ext</a>',
      'demo/simple/index.html': '<h2 id="usage">Usage</h2><a href="/#api">api</a><link href="/umi.css">',
      'umi.css': 'body{}',
    });
    expect(checkSite(root).problems).toEqual([]);
  });

  it('names each broken link and each missing anchor', () => {
    const root = site({
      'index.html': '<a href="/nowhere">x</a><a href="/demo/simple#gone">y</a><img src="/missing.png">',
      'demo/simple/index.html': '<h2 id="usage">Usage</h2>',
    });
    expect(checkSite(root).problems).toEqual([
      '/: broken link /nowhere',
      '/: /demo/simple#gone points at a missing anchor #gone',
      '/: broken link /missing.png',
    ]);
  });
});
