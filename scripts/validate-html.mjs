#!/usr/bin/env node
/**
 * `npm run validate-html [dir]`: fails when a built page is not valid HTML. Preset `html-validate:standard`
 * (content models, required attributes and elements, ids, ARIA); not `recommended`, whose style rules judge
 * how React serialises markup, nor `document`, which asks for SRI on same-origin files and a <label> per
 * input (axe checks accessible names, tests/support/axe.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';

const RULES = { extends: ['html-validate:standard'] };

/**
 * The markup of other packages that breaks the content model and that the site cannot change
 * without patching them, each matched exactly where the validator points.
 */
const LIBRARY_MARKUP = [
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
const NOT_PAGES = [/^~demos\/:id\/index\.html$/];

/** Whether the validator's message points at known library markup (see LIBRARY_MARKUP). */
function isLibraryMarkup(source, message) {
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

async function main() {
  const root = resolve(process.argv[2] || 'dist');
  if (!existsSync(root)) {
    process.stderr.write(`No build at ${root}: run "npm run build" first.\n`);
    process.exit(1);
  }
  const validator = new HtmlValidate(RULES);
  const pages = htmlPages(root);
  let errors = 0;
  for (const page of pages) {
    const problems = await validateHtml(readFileSync(join(root, page), 'utf8'), validator);
    errors += problems.length;
    for (const problem of problems) process.stderr.write(`${page}:${problem}\n`);
  }
  if (errors > 0) {
    process.stderr.write(`HTML: ${errors} error(s) in the built pages.\n`);
    process.exit(1);
  }
  process.stdout.write(`HTML: ${pages.length} pages valid (${RULES.extends.join(', ')}).\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
