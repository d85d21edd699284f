/**
 * Validates the built pages with html-validate. The rule set is the preset `html-validate:standard`:
 * the HTML standard's content models, required attributes and elements, ids, ARIA use. Not the
 * presets with style rules (`recommended`: `<meta/>` or `<meta>`, attribute case, boolean
 * attribute style), which judge how React serialises markup, not whether it is valid, nor
 * `document`, whose rules ask for SRI on same-origin files and a `<label>` element for every
 * input (axe checks that every input has an accessible name, tests/support/axe.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';

export const RULES = { extends: ['html-validate:standard'] };

/**
 * The markup of other packages that breaks the content model and that the site cannot change
 * without patching them, each matched exactly where the validator points.
 */
export const LIBRARY_MARKUP = [
  {
    // rc-select (rc-cascader's selector) in multiple mode puts the tag list, a <div>, inside a <span>.
    package: 'rc-select',
    rule: 'element-permitted-content',
    element: '<div class="rc-cascader-selection-overflow">',
    parent: '<span class="rc-cascader-selection-wrap">',
  },
];

/**
 * Built files that are not pages: dumi writes the pattern of the standalone demo route,
 * `/~demos/:id`, as an empty shell; no link leads there, every real demo page is prerendered.
 */
export const NOT_PAGES = [/^~demos\/:id\/index\.html$/];

/** Whether the validator's message points at known library markup (see LIBRARY_MARKUP). */
export function isLibraryMarkup(source, message) {
  return LIBRARY_MARKUP.some(({ rule, element, parent }) => {
    if (message.ruleId !== rule) return false;
    const start = message.offset - 1;
    return source.startsWith(element, start) && source.slice(0, start).endsWith(parent);
  });
}

/** Every HTML file under `dir`, relative to it, pages only. */
export function htmlPages(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => relative(dir, join(dir, String(file))).replace(/\\/g, '/'))
    .filter((file) => file.endsWith('.html') && !NOT_PAGES.some((pattern) => pattern.test(file)))
    .sort();
}

/** Validates one document; returns its errors as `line:column rule: message`, library markup left out. */
export async function validateHtml(source, validator = new HtmlValidate(RULES)) {
  const report = await validator.validateString(source);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2 && !isLibraryMarkup(source, message))
    .map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
}
