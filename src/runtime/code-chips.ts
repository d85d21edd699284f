/**
 * Which inline code chips wrap inside. The site lays an inline code chip out unbroken
 * (.dumi/theme/slots/Content.less), so that `@rc-component/cascader` moves to the next line whole
 * rather than breaking at a hyphen or slash. A chip longer than `LONG_CHIP` characters (about
 * 210 px of the code font; the narrowest line a chip sits on at 320 px, in a demo's description, is
 * 222 px) could then run out of its line on a phone: such a chip gets the class `LONG_CHIP_CLASS`,
 * laid out as one block that still moves whole when it fits, and wraps inside only when it is
 * wider than the line.
 *
 * The pages' Markdown is marked by a rehype plugin (src/plugins/rehype-code-chips.ts); a demo's
 * description, which dumi turns into an HTML string of its own, by `markLongChipsInHtml` (in the
 * Previewer builtin).
 */

/** The longest chip, in characters, laid out on one line come what may. */
export const LONG_CHIP = 24;

export const LONG_CHIP_CLASS = 'site-code-long';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

/** The text of an HTML fragment without tags, its few named and quote entities decoded. */
function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}

/** An HTML string with `LONG_CHIP_CLASS` on each `<code>` (without attributes) longer than `LONG_CHIP` characters. */
export function markLongChipsInHtml(html: string): string {
  return html.replace(/<code>((?:(?!<\/code>)[\s\S])*)<\/code>/g, (chip, inner: string) =>
    textOfHtml(inner).length > LONG_CHIP ? `<code class="${LONG_CHIP_CLASS}">${inner}</code>` : chip,
  );
}
