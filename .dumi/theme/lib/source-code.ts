/**
 * What the site's code block derives from its props: the highlighted one
 * (../components/AccessibleSourceCode.tsx) and the prerendered one kept as the server wrote it
 * (../components/KeptSourceCode.tsx), which must render the same markup without the highlighter;
 * and the lines the highlighted one renders from Prism's tokens (./prism.ts tokenizes).
 */
import type { TokenStream } from 'prismjs';

/** Languages that the default theme highlights as a similar one. */
const SIMILAR_LANGUAGE: Readonly<Record<string, string>> = { acss: 'css', axml: 'markup', vue: 'markup' };

/** The language a code block is highlighted as. */
export function highlightedLanguage(lang: string | undefined): string {
  return SIMILAR_LANGUAGE[lang ?? ''] ?? String(lang);
}

/** The class of the highlighted <pre>, `prism-code language-<language>`, which the Prism theme styles. */
export function highlightedPreClass(lang: string | undefined): string {
  return `prism-code language-${highlightedLanguage(lang)}`;
}

/** The text the copy button copies: the code as written, without a shell block's `$ ` or `> ` prompts. */
export function copiedText(code: string, lang: string | undefined): string {
  return /shellscript|shell|bash|sh|zsh/.test(lang ?? '') ? code.replace(/^(\$|>)\s/gm, '') : code;
}

/** How long the copy button shows its check mark after a copy, as the default theme does. */
export const COPIED_MS = 2000;

/** One token of a highlighted line: its classes (`token <type>… <alias>…`) and its text. */
export interface CodeToken {
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
