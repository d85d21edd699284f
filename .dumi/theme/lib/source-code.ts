/**
 * What the site's code block derives from its props: the highlighted one
 * (../components/AccessibleSourceCode.tsx) and the prerendered one kept as the server wrote it
 * (../components/KeptSourceCode.tsx), which must render the same markup without the highlighter.
 */

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
