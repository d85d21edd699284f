#!/usr/bin/env node
/** Fails when a built page (dist/) is not valid HTML (rules: scripts/html-validation.mjs). Usage: node scripts/validate-html.mjs [dir] */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { RULES, htmlPages, validateHtml } from './html-validation.mjs';

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
