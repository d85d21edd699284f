/**
 * Prism with only the languages this site's code blocks use (10 kB gzipped, where
 * prism-react-renderer's copy carried 30 languages in 41), and the highlighter built on it: the
 * lines of a code block, ready for ../components/AccessibleSourceCode.tsx to render. Only the
 * highlighter's chunk imports this module (../builtins/SourceCode.tsx loads it lazily).
 */
import './prism-manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-less';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import type { Grammar, TokenStream } from 'prismjs';

/**
 * `code` as lines of tokens, highlighted as `language`, or as plain text in a language this Prism
 * does not know. Prism's tokenize hooks run around it as they do in Prism's own highlight: JSX and
 * TSX need theirs, which gathers the text between tags into one token.
 */
export function highlightedLines(code: string, language: string): CodeLine[] {
  // A language Prism has no grammar for, or one of its helpers (`extend` and the like): plain text.
  const grammar: unknown = Prism.languages[language];
  if (typeof grammar !== 'object' || grammar === null) return tokenLines(code);
  const env = { code, grammar: grammar as Grammar, language, tokens: [] as TokenStream };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}

/** One token of a highlighted line: its classes (`token <type>… <alias>…`) and its text. */
interface CodeToken {
  className: string;
  text: string;
}

export type CodeLine = CodeToken[];

/** Prism's line breaks. */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Prism's token stream as lines of tokens, in the markup prism-react-renderer used to give, which
 * the prerendered pages and the site's styles expect. A token's classes are `token`, then the types
 * and aliases of the tokens it sits in, outermost first (a name repeated next to itself once); text
 * outside any token is `token plain`. A token that spans lines is cut at each break, each piece
 * keeping its classes. An empty line holds one token whose text is a line break (its classes those
 * of the token it is in, if any), so that it keeps the height of a line.
 */
export function tokenLines(stream: TokenStream): CodeLine[] {
  let line: CodeLine = [];
  const lines = [line];
  const endLine = () => {
    if (line.length === 0) line.push({ className: 'token plain', text: '\n' });
    else if (line.length === 1 && line[0].text === '') line[0].text = '\n';
  };
  const add = (text: string, types: readonly string[]) => {
    const className = ['token', ...(types.length > 0 ? types : ['plain'])].join(' ');
    text.split(LINE_BREAK).forEach((piece, index) => {
      if (index > 0) {
        endLine();
        line = [];
        lines.push(line);
      }
      line.push({ className, text: piece });
    });
  };
  const withName = (types: readonly string[], name: string | readonly string[]) =>
    types[types.length - 1] === name ? types : types.concat(name);
  const walk = (node: TokenStream, types: readonly string[]): void => {
    if (typeof node === 'string') add(node, types);
    else if (Array.isArray(node)) node.forEach((child) => walk(child, types));
    else walk(node.content, node.alias ? withName(withName(types, node.type), node.alias) : withName(types, node.type));
  };
  walk(stream, []);
  endLine();
  return lines;
}
