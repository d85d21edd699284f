import type { Token, TokenStream } from 'prismjs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useKeptFromServer } from '../../.dumi/theme/lib/kept-from-server';
import { highlightedLines, tokenLines, type CodeLine } from '../../.dumi/theme/lib/prism';
import { copiedText, highlightedPreClass } from '../../.dumi/theme/lib/source-code';

/** A token as Prism's tokenize makes them. */
const token = (type: string, content: TokenStream, alias?: string | string[]): Token =>
  ({ type, content, alias, length: 0, greedy: false }) as Token;

/** Lines as `[className, text]` pairs, to read them at a glance. */
const pairs = (lines: CodeLine[]) => lines.map((line) => line.map(({ className, text }) => [className, text]));

describe('highlightedPreClass (the <pre> of both code blocks, which the Prism theme styles)', () => {
  it("names the language highlighted, after the default theme's renames", () => {
    expect(highlightedPreClass('tsx')).toBe('prism-code language-tsx');
    expect(highlightedPreClass('bash')).toBe('prism-code language-bash');
    expect(highlightedPreClass('vue')).toBe('prism-code language-markup');
    expect(highlightedPreClass('acss')).toBe('prism-code language-css');
    expect(highlightedPreClass(undefined)).toBe('prism-code language-undefined');
  });
});

describe("tokenLines (Prism's tokens as the code block's lines)", () => {
  it('calls text outside any token plain', () => {
    expect(pairs(tokenLines(['a ', token('keyword', 'const')]))).toEqual([
      [
        ['token plain', 'a '],
        ['token keyword', 'const'],
      ],
    ]);
  });

  it('cuts a token that spans lines at each break, each piece keeping its classes', () => {
    expect(pairs(tokenLines(['x = ', token('comment', '/* one\r\ntwo\rthree */'), ';']))).toEqual([
      [
        ['token plain', 'x = '],
        ['token comment', '/* one'],
      ],
      [['token comment', 'two']],
      [
        ['token comment', 'three */'],
        ['token plain', ';'],
      ],
    ]);
  });

  it('gives a nested token the types of the tokens it sits in, outermost first, and their text too', () => {
    const tag = token('tag', [token('tag', [token('punctuation', '<'), 'div']), ' ', token('attr-name', 'id'), token('punctuation', '>')]);
    expect(pairs(tokenLines([tag]))).toEqual([
      [
        ['token tag punctuation', '<'],
        ['token tag', 'div'],
        ['token tag', ' '],
        ['token tag attr-name', 'id'],
        ['token tag punctuation', '>'],
      ],
    ]);
  });

  it('adds aliases after the type, one or several', () => {
    expect(pairs(tokenLines([token('class-name', 'Cascader', 'maybe-class-name'), token('op', '=>', ['operator', 'arrow'])]))).toEqual([
      [
        ['token class-name maybe-class-name', 'Cascader'],
        ['token op operator arrow', '=>'],
      ],
    ]);
    // A single alias equal to the type is not repeated.
    expect(pairs(tokenLines([token('string', 'x', 'string')]))).toEqual([[['token string', 'x']]]);
  });

  it('gives an empty line one token holding a line break, with the classes of the token it is in', () => {
    expect(pairs(tokenLines(['a\n\nb']))).toEqual([[['token plain', 'a']], [['token plain', '\n']], [['token plain', 'b']]]);
    expect(pairs(tokenLines([token('comment', '/*\n\n*/')]))).toEqual([
      [['token comment', '/*']],
      [['token comment', '\n']],
      [['token comment', '*/']],
    ]);
  });

  it('ends code that ends with a line break with an empty line, and renders no code as one', () => {
    expect(pairs(tokenLines([token('keyword', 'let'), '\n']))).toEqual([
      [
        ['token keyword', 'let'],
        ['token plain', ''],
      ],
      [['token plain', '\n']],
    ]);
    expect(pairs(tokenLines([]))).toEqual([[['token plain', '\n']]]);
    expect(pairs(tokenLines('plain'))).toEqual([[['token plain', 'plain']]]);
  });
});

describe("highlightedLines (the site's Prism, its lines)", () => {
  it("runs Prism's tokenize hooks: TSX's gathers the text between tags into one token", () => {
    const lines = highlightedLines('const a = <b>some text</b>;', 'tsx');
    expect(
      lines
        .flat()
        .map(({ text }) => text)
        .join(''),
    ).toBe('const a = <b>some text</b>;');
    expect(lines.flat()).toContainEqual({ className: 'token plain-text', text: 'some text' });
  });

  it('renders a language it does not know as plain text, line by line', () => {
    expect(pairs(highlightedLines('a\nb', 'cobol'))).toEqual([[['token plain', 'a']], [['token plain', 'b']]]);
    expect(pairs(highlightedLines('a', 'extend'))).toEqual([[['token plain', 'a']]]);
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
