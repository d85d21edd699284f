/**
 * Prism with only the languages this site's code blocks use (10 kB gzipped, where
 * prism-react-renderer's copy carried 30 languages in 41), and the highlighter built on it: the
 * lines of a code block, ready for ../components/AccessibleSourceCode.tsx to render.
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
import { tokenLines, type CodeLine } from './source-code';

/**
 * `code` as lines of tokens, highlighted as `language`, or as plain text in a language this Prism
 * does not know. Prism's tokenize hooks run around it as they do in Prism's own highlight: JSX and
 * TSX need theirs, which gathers the text between tags into one token.
 */
export function highlightedLines(code: string, language: string): CodeLine[] {
  // Not an own grammar of Prism.languages (its helpers, such as `extend`, are functions): plain text.
  const grammar: unknown = Prism.languages[language];
  if (typeof grammar !== 'object' || grammar === null) return tokenLines(code);
  const env = { code, grammar: grammar as Grammar, language, tokens: [] as TokenStream };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return tokenLines(env.tokens);
}
