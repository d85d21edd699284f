#!/usr/bin/env node
/** Fails when the built site (dist/) has a broken internal link or anchor. Usage: node scripts/check-links.mjs [dir] */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSite } from './link-check.mjs';
import { normaliseBase } from './static-host.mjs';

const root = resolve(process.argv[2] || 'dist');
if (!existsSync(root)) {
  process.stderr.write(`No build at ${root}: run "npm run build" first.\n`);
  process.exit(1);
}
// The published site's address, as the build wrote it into robots.txt: the Markdown copies and the
// llms.txt files link to every page under it.
const robots = join(root, 'robots.txt');
const siteUrl = existsSync(robots) ? /^Sitemap: (.*)sitemap\.xml$/m.exec(readFileSync(robots, 'utf8'))?.[1] : undefined;
if (!siteUrl) {
  process.stderr.write(`${robots} names no sitemap: cannot tell the site's own absolute links from others.\n`);
  process.exit(1);
}
const { problems, pages, documents, checked, tabAnchors } = checkSite(root, normaliseBase(process.env.SITE_BASE || '/'), siteUrl);
if (problems.length > 0) {
  process.stderr.write(`${problems.length} broken link(s) or anchor(s):\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}
const inTabs = tabAnchors.length
  ? `; ${tabAnchors.length} anchor(s) inside content tabs, which only the browser renders, are left to tests/e2e/layout/tabs.spec.ts`
  : '';
process.stdout.write(
  `Links: ${checked} internal links and anchors on ${pages} pages and ${documents} Markdown and llms.txt files, none broken${inTabs}.\n`,
);
