/**
 * Both lines' code of every demo in the prerendered HTML, for a reader without JavaScript (where Show
 * Code does nothing) and for tools that read the page's HTML rather than its Markdown twin.
 *
 * The demo boxes render an empty `<noscript data-demo-code="docs/examples/…">` (../../../.dumi/theme/
 * components/package/DemoCodeSlot.tsx). Once the pages are prerendered, the build fills each one with the
 * demo's files as the Markdown copies list them (src/plugins/markdown-copies/demos.ts): its 3.x source
 * and what it imports, then its 1.x version, or a 1.x-only demo's own files. A browser that runs
 * scripts never shows a `<noscript>`'s content and React never hydrates it, so the page's script and
 * its hydration are unchanged; the HTML carries the code, uncompressed about as much as its text.
 */
import { localeOfPath, type LocaleId } from '../../site';
import { markdownMessage } from '../../site/messages';
import { demoSources } from '../../plugins/markdown-copies/demos';
import { pathOfFile } from '../../plugins/pages-plugin';
import { DEMO_CODE_ATTRIBUTE, NEXT_ONLY_ATTRIBUTE } from '../shared';

const SLOT = new RegExp(`<noscript ${DEMO_CODE_ATTRIBUTE}="([^"]+)"( ${NEXT_ONLY_ATTRIBUTE}="true")?></noscript>`, 'g');
/** A demo's file as the slot names it: a module under docs/examples (no `..` can pass), nothing else. */
const DEMO_FILE = /^docs\/examples\/(?:[\w-]+\/)*[\w-]+\.(tsx|jsx)$/;

/** Text as HTML: in a text node, only `&` and `<` start markup. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One demo's files in HTML, folded: each introduced by its message, the file's name as code, then the code. */
export function demoCodeHtml(src: string, nextOnly: boolean, locale: LocaleId, root: string): string {
  if (!DEMO_FILE.test(src)) throw new Error(`Demo code in HTML: "${src}" is not a demo file of docs/examples`);
  const parts = demoSources(src, root, nextOnly).map(({ message, file, code }) => {
    // The message's own words are escaped; the file's name goes in as code.
    const [before, after = ''] = markdownMessage(locale, message, { file: '\u0000' }).split('\u0000');
    const label = `${escapeHtml(before)}<code>${escapeHtml(file)}</code>${escapeHtml(after)}`;
    return `<p>${label}</p><pre><code>${escapeHtml(code)}</code></pre>`;
  });
  // Folded, as Show Code folds it: a <details> opens without a script.
  const summary = escapeHtml(markdownMessage(locale, nextOnly ? 'code.noscript.nextOnly' : 'code.noscript'));
  return `<details class="site-static-code"><summary>${summary}</summary>${parts.join('')}</details>`;
}

/**
 * The built page (`file`, relative to the output folder) with each demo's empty `<noscript>` filled
 * with its code, in the page's locale. A slot left empty (its attributes not as React writes them)
 * fails the build, naming the page.
 */
export function withDemoCode(html: string, file: string, root: string): string {
  const locale = localeOfPath(pathOfFile(file));
  const filled = html.replace(
    SLOT,
    (_, src: string, nextOnly?: string) =>
      `<noscript ${DEMO_CODE_ATTRIBUTE}="${src}"${nextOnly ?? ''}>${demoCodeHtml(src, Boolean(nextOnly), locale, root)}</noscript>`,
  );
  if (new RegExp(`<noscript ${DEMO_CODE_ATTRIBUTE}="[^"]*"[^>]*></noscript>`).test(filled)) {
    throw new Error(`Demo code in HTML: ${file} has a demo's code slot that is not as React renders it`);
  }
  return filled;
}
