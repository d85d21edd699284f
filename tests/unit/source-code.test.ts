import Highlight, { defaultProps, type Language } from 'prism-react-renderer';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useKeptFromServer } from '../../.dumi/theme/lib/kept-from-server';
import { copiedText, highlightedPreClass } from '../../.dumi/theme/lib/source-code';

/** The class prism-react-renderer (the site's highlighter) gives its <pre>. */
function rendererPreClass(language: string): string {
  let className = '';
  const children = (rendered: { className: string }): ReactNode => {
    className = rendered.className;
    return null;
  };
  renderToString(createElement(Highlight, { ...defaultProps, code: 'a', language: language as Language, theme: undefined, children }));
  return className;
}

describe('highlightedPreClass (the <pre> a kept code block renders)', () => {
  it("is the installed highlighter's class for the language, after the default theme's renames", () => {
    for (const lang of ['ts', 'tsx', 'bash', 'css', 'less', 'json']) {
      expect(highlightedPreClass(lang)).toBe(rendererPreClass(lang));
    }
    expect(highlightedPreClass('vue')).toBe(rendererPreClass('markup'));
    expect(highlightedPreClass('acss')).toBe(rendererPreClass('css'));
  });
});

describe('copiedText (what the copy button copies)', () => {
  it("drops a shell block's prompts, and nothing else", () => {
    expect(copiedText('$ npm install rc-cascader\n> done', 'bash')).toBe('npm install rc-cascader\ndone');
    expect(copiedText('$ npm test', 'sh')).toBe('npm test');
    expect(copiedText('const price = $ 5;\n> quote', 'ts')).toBe('const price = $ 5;\n> quote');
  });
});

describe('useKeptFromServer', () => {
  it('is true while rendering on the server (and so while hydrating its markup)', () => {
    let kept: boolean | undefined;
    const Probe = () => {
      kept = useKeptFromServer();
      return null;
    };
    renderToString(createElement(Probe));
    expect(kept).toBe(true);
  });
});
