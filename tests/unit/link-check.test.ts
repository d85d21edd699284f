import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkLinks, checkSite, classifyLink, localLink, pagePathOf, scanHtml, scanMarkdown } from '../../scripts/check-links.mjs';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  // Every caller is a test: the folder goes when it ends.
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
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

  it('reads the content tabs a page offers from its tab bar, and only from there', () => {
    const { tabs } = scanHtml(
      '<nav aria-label="Page tabs"><ul class="dumi-default-content-tabs"><li data-active="true"><a href="/" aria-current="page">Guide</a></li>' +
        '<li><a href="/?tab=faq">FAQ</a></li><li><a href="/?x=1&amp;tab=api">API</a></li></ul></nav>' +
        '<p><a href="/?tab=elsewhere">a link in the text</a></p>',
    );
    expect([...tabs]).toEqual(['faq', 'api']);
    expect([...scanHtml('<a href="/?tab=faq">FAQ</a>').tabs]).toEqual([]);
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

  it('names the content tab a link asks for', () => {
    expect(classifyLink('/?tab=faq#why', '/demo/simple')).toEqual({ kind: 'internal', path: '/', fragment: 'why', tab: 'faq' });
    expect(classifyLink('/?tab=', '/')).toEqual({ kind: 'internal', path: '/', fragment: '' });
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

describe('scanMarkdown and localLink', () => {
  it('reads the links of a Markdown file, not those in code', () => {
    const text = '[a](https://s.org/x) <https://s.org/y> `[b](/no)`\n```md\n[c](/no)\n```\n[d](/z "title")';
    expect(scanMarkdown(text)).toEqual(['https://s.org/x', 'https://s.org/y', '/z']);
  });

  it("maps the published site's absolute links onto the built files", () => {
    expect(localLink('https://s.org/docs/demo/simple#x', 'https://s.org/docs/', '/docs/')).toBe('/docs/demo/simple#x');
    expect(localLink('https://s.org/docs', 'https://s.org/docs/', '/docs/')).toBe('/docs/');
    expect(localLink('https://other.org/docs/x', 'https://s.org/docs/', '/docs/')).toBe('https://other.org/docs/x');
  });
});

describe('checkSite', () => {
  it("follows every link of the Markdown copies and llms.txt files, through the site's address", () => {
    const root = site({
      'index.html': '<h2 id="api">API</h2>',
      'index.md': '[home](https://s.org/#api) [gone](https://s.org/#nope) [ext](https://e.org/)',
      'demo/simple.md': '[missing](https://s.org/demo/missing)',
      'llms.txt': '- [Home](https://s.org/index.md): x\n- [Lost](https://s.org/lost.md): y',
      'zh-CN/llms-full.txt': '[a](https://s.org/zh-CN/gone.md)',
    });
    const { problems, documents } = checkSite(root, '/', 'https://s.org/');
    expect(documents).toBe(4);
    expect(problems.sort()).toEqual(
      [
        '/index.md: https://s.org/#nope points at a missing anchor #nope',
        '/demo/simple.md: broken link https://s.org/demo/missing',
        '/llms.txt: broken link https://s.org/lost.md',
        '/zh-CN/llms-full.txt: broken link https://s.org/zh-CN/gone.md',
      ].sort(),
    );
  });

  it('fails a Markdown copy that links nowhere back into the site', () => {
    const root = site({ 'index.html': '', 'a.md': '[ext](https://e.org/)' });
    expect(checkSite(root, '/', 'https://s.org/').problems).toEqual(['/a.md: no link back to the site (https://s.org/)']);
  });

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

  it('checks that a link into a content tab names a tab the page offers, and returns its anchors', () => {
    const root = site({
      'index.html':
        '<ul class="dumi-default-content-tabs"><li><a href="/">Guide</a></li><li><a href="/?tab=faq">FAQ</a></li></ul>' +
        '<h2 id="api">API</h2>',
      'changelog/index.html':
        '<a href="/?tab=faq">faq</a><a href="/?tab=faq#why">why</a><a href="/?tab=nope">nope</a><a href="/changelog?tab=faq">x</a>',
    });
    const { problems, tabAnchors } = checkSite(root);
    expect(problems).toEqual([
      '/changelog: /?tab=nope asks for a tab "nope" that / does not have',
      '/changelog: /changelog?tab=faq asks for a tab "faq" that /changelog does not have',
    ]);
    expect(tabAnchors).toEqual([{ from: '/changelog', link: '/?tab=faq#why', path: '/', tab: 'faq', fragment: 'why' }]);
  });
});

describe('checkLinks', () => {
  it('checks links that only the browser sees (inside a tab) against the built files', () => {
    const root = site({ 'index.html': '<h2 id="api-options">options</h2>' });
    const scan = (file: string) => scanHtml(readFileSync(file, 'utf8'));
    expect(checkLinks(root, '/', '/', ['/#api-options', '/#api-gone', '/nowhere'], scan).problems).toEqual([
      '/: /#api-gone points at a missing anchor #api-gone',
      '/: broken link /nowhere',
    ]);
  });
});
