/**
 * What the default theme's code block (dumi/theme-default/builtins/SourceCode) derives from its
 * props, for the prerendered code block kept as the server wrote it (../components/KeptSourceCode.tsx),
 * which must render the same markup without the highlighter. The prerender checks that the
 * highlighter's <pre> still has this class (../components/AccessibleSourceCode.tsx).
 */

/** Languages that the default theme highlights as a similar one. */
const SIMILAR_LANGUAGE: Readonly<Record<string, string>> = { acss: 'css', axml: 'markup', vue: 'markup' };

/** The class of the highlighted <pre> (prism-react-renderer's `prism-code language-<language>`). */
export function highlightedPreClass(lang: string | undefined): string {
  return `prism-code language-${SIMILAR_LANGUAGE[lang ?? ''] ?? lang}`;
}

/** The text the copy button copies: the code as written, without a shell block's `$ ` or `> ` prompts. */
export function copiedText(code: string, lang: string | undefined): string {
  return /shellscript|shell|bash|sh|zsh/.test(lang ?? '') ? code.replace(/^(\$|>)\s/gm, '') : code;
}

/** How long the copy button shows its check mark after a copy, as the default theme does. */
export const COPIED_MS = 2000;
