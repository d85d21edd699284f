import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CriticalCss, ROOT_SELECTOR, matchableSelector, usableFontFaces } from '../../src/plugins/critical-css';

describe('matchableSelector', () => {
  it.each([
    // The alternatives of :is() are kept, each made matchable; Beasties' own matching made this nothing.
    [':is(.demo, .page) :is(label, output)', ':is(.demo,.page) :is(label,output)'],
    [':is(.a) :is(button, input:not([type=checkbox], [type=radio]))::placeholder', ':is(.a) :is(button,input)'],
    [':where(.a:hover, .b) > p', ':is(.a,.b) > p'],
    // States and pseudo-elements are left out.
    ['.markdown h1:not(:hover) > a::before', '.markdown h1 > a'],
    ['.a > :first-child', '.a > *'],
    [':not([data-no-sidebar]) > .footer + .bottom', '.footer + .bottom'],
    ['::selection', '*'],
    // The colour mode, set only in the browser, is left out; other attributes stay.
    ['[data-prefers-color=dark] .header a:hover', '.header a'],
    ['html:not([data-prefers-color=dark]) .hero', 'html .hero'],
    ['[class*=-switch] + .icon', '[class*=-switch] + .icon'],
    // So is the Package choice on <html>; elsewhere, [data-package] marks a 1.x demo and stays.
    ['html[data-package="@rc-component/cascader"] [data-package-line=rc-cascader]', 'html [data-package-line=rc-cascader]'],
    ['html:not([data-package="@rc-component/cascader"]) [data-package-line=x]', 'html [data-package-line=x]'],
    ['.demo[data-package="@rc-component/cascader"] .rc-cascader', '.demo[data-package="@rc-component/cascader"] .rc-cascader'],
  ])('%s is looked for as %s', (selector, matchable) => {
    expect(matchableSelector(selector)).toBe(matchable);
  });
});

describe('ROOT_SELECTOR', () => {
  it.each([
    'html',
    ':root',
    'html:root',
    '[data-prefers-color=dark]',
    'html[data-prefers-color=dark]',
    'html:not([data-prefers-color=dark])',
  ])('%s selects <html> alone', (selector) => expect(ROOT_SELECTOR.test(selector)).toBe(true));
  it.each(['', 'html .a', '[class*=-switch]', 'body'])('%s does not', (selector) => expect(ROOT_SELECTOR.test(selector)).toBe(false));
});

describe('usableFontFaces', () => {
  it('keeps a face with a source the browser reads, whose family a stack names', () => {
    const faces = [
      '@font-face{font-family:Site Hei;font-weight:400;src:local("WenQuanYi Zen Hei")}',
      '@font-face{font-family:"Quoted Face";src:url(/fonts/a.woff2) format("woff2")}',
    ];
    const css = `${faces.join('')}:root{--font:arial,"Site Hei",sans-serif}.code{font-family:'quoted face',monospace}`;
    expect(usableFontFaces(css)).toEqual(faces);
  });

  it('drops a face whose sources are only names, and a face no stack names', () => {
    const css = [
      '@font-face{font-family:Heti Hei;src:"Heti Hei SC","Heti Hei TC"}',
      '@font-face{font-family:Heti Hei SC;src:local("PingFang SC Regular")}',
      '.markdown{font-family:Helvetica Neue,arial,Heti Hei,sans-serif}',
    ].join('');
    expect(usableFontFaces(css)).toEqual([]);
  });

  it('matches a whole family name, not a longer one that starts with it', () => {
    const css = '@font-face{font-family:Han;src:local(Noto Sans CJK SC)}p{font-family:Hans,Han Serif}';
    expect(usableFontFaces(css)).toEqual([]);
    expect(usableFontFaces(`${css}h1{font-family:Han!important}`)).toHaveLength(1);
  });
});

describe('CriticalCss', () => {
  const folder = mkdtempSync(join(tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const stylesheet = (css: string) => {
    writeFileSync(join(folder, 'umi.1a2b.css'), css);
    return new CriticalCss(folder, '/');
  };
  const page =
    '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><header class="header"><a href="/">Home</a></header>' +
    '<div class="demo"><label>City</label></div></body></html>';

  it('keeps the rules the page uses, in both colour modes, and drops the others', async () => {
    const css = await stylesheet(
      [
        'html:root{--link:#0958d9}',
        '[data-prefers-color=dark]{--link:#69b1ff}',
        '.header{height:64px;background:url(./static/logo.svg)}',
        '[data-prefers-color=dark] .header{background-color:#000}',
        '.header a:hover{animation:pulse 1s}',
        '@keyframes pulse{to{opacity:.5}}',
        '@keyframes spin{to{rotate:1turn}}',
        ':is(.demo, .page) :is(label, output){display:inline-flex}',
        '.popup{position:absolute}',
        '[data-prefers-color=dark] .popup{background:#000}',
        '@media (max-width:767px){.header{height:52px}.popup{inset:0}}',
        '@font-face{font-family:Han;src:local("Noto Sans CJK SC Regular")}',
        ':root{--font:arial,Han}',
      ].join(''),
    ).of(page, '/umi.1a2b.css');
    expect(css).toContain('html:root{--link:#0958d9}');
    expect(css).toContain('[data-prefers-color=dark]{--link:#69b1ff}');
    expect(css).toContain('.header{height:64px;background:url(/static/logo.svg)}');
    expect(css).toContain('[data-prefers-color=dark] .header{background-color:#000}');
    expect(css).toContain('@keyframes pulse');
    expect(css).toContain(':is(.demo, .page) :is(label, output){display:inline-flex}');
    expect(css).toContain('@media (max-width:767px){.header{height:52px}}');
    // Font faces are kept whole (a font stack in a custom property names them), and only there.
    expect(css).toContain('@font-face{font-family:Han;src:local("Noto Sans CJK SC Regular")}');
    expect(readFileSync(join(folder, 'umi.1a2b.css'), 'utf8')).not.toContain('@font-face');
    expect(css).not.toContain('.popup');
    expect(css).not.toContain('spin');
  });

  it('fails, naming the patch, when no rule for dark mode is kept', async () => {
    await expect(stylesheet('.header{height:64px}').of(page, '/umi.1a2b.css')).rejects.toThrow(
      /^Stale patch "critical CSS matching": the critical CSS has no rule for dark mode/,
    );
  });
});
