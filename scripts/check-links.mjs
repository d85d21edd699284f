#!/usr/bin/env node
/**
 * `npm run check-links [dir]`: fails when the built site has a broken internal link or anchor, in its pages,
 * Markdown copies and llms.txt files (CONTRIBUTING.md, "Tests", step 4). Links to other origins are not
 * fetched. An anchor inside a content tab (`/page?tab=<key>#id`) exists only once script has run: it is
 * returned in `tabAnchors` for tests/e2e/layout/content-tabs.spec.ts, which opens each one in the browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { linesOutsideFences } from '../src/plugins/markdown-syntax.js';
import { normaliseBase } from '../src/site/base-path.js';
import { resolveFile } from './static-host.mjs';

const ATTRIBUTE = /\s(href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const ID = /\sid\s*=\s*("([^"]*)"|'([^']*)')/gi;
/** The content tab bar that .dumi/theme/slots/ContentTabs.tsx renders: one link per tab. */
const TAB_BAR = /<ul\b[^>]*\bclass\s*=\s*"[^"]*\bdumi-default-content-tabs\b[^"]*"[^>]*>([\s\S]*?)<\/ul>/i;

/** The query parameter that names a content tab (see .dumi/theme/lib/content-tabs.ts). */
const TAB_QUERY_KEY = 'tab';

const ENTITIES = { quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>', amp: '&' };

/** Decodes the few entities React and dumi put into attribute values. */
function decodeEntities(value) {
  return value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, name) => ENTITIES[name]);
}

/**
 * The `href`/`src` values and element ids of an HTML document, outside scripts, and the keys of
 * the content tabs its tab bar offers (the default tab, which has no key, aside).
 */
export function scanHtml(html) {
  // Script bodies are code, not markup; their opening tags (with any src) stay.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const links = [];
  const ids = new Set();
  const tabs = new Set();
  for (const match of markup.matchAll(ATTRIBUTE)) links.push(decodeEntities(match[3] ?? match[4] ?? ''));
  for (const match of markup.matchAll(ID)) ids.add(decodeEntities(match[2] ?? match[3] ?? ''));
  const bar = TAB_BAR.exec(markup);
  if (bar) {
    for (const match of bar[1].matchAll(ATTRIBUTE)) {
      const key = new URL(decodeEntities(match[3] ?? match[4] ?? ''), 'http://site.local').searchParams.get(TAB_QUERY_KEY);
      if (key) tabs.add(key);
    }
  }
  return { links, ids, tabs };
}

/**
 * The links of a Markdown file (`[text](url)`, `<url>`), outside code fences and code spans, in order.
 */
export function scanMarkdown(markdown) {
  const links = [];
  for (const line of linesOutsideFences(markdown)) {
    const prose = line.replace(/(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2(?!`)/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|<((?:https?:)?\/\/[^>\s]+)>/g)) {
      links.push(match[1] ?? match[2]);
    }
  }
  return links;
}

/**
 * A link absolute under the published site (`siteUrl`) as a path under `base`; any other link as it is.
 */
export function localLink(link, siteUrl, base = '/') {
  if (!siteUrl) return link;
  const site = siteUrl.replace(/\/?$/, '/');
  if (link === site.slice(0, -1)) return base;
  return link.startsWith(site) ? `${base}${link.slice(site.length)}` : link;
}

/**
 * Classifies a link found on `pagePath`: `external` (another origin or scheme), `skip` (empty), or
 * `internal` with the absolute path and the decoded fragment it targets, and `tab` when it asks
 * for a content tab (`?tab=<key>`).
 */
export function classifyLink(link, pagePath) {
  if (!link || /^(mailto|tel|javascript|data|blob):/i.test(link)) return { kind: 'skip' };
  const base = new URL(pagePath, 'http://site.local');
  const url = new URL(link, base);
  if (url.origin !== 'http://site.local') return { kind: 'external' };
  let fragment = url.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // keep the raw fragment; it will simply not match an id
  }
  const tab = url.searchParams.get(TAB_QUERY_KEY);
  return tab ? { kind: 'internal', path: url.pathname, fragment, tab } : { kind: 'internal', path: url.pathname, fragment };
}

/** The URL path a built HTML file is served at. */
export function pagePathOf(root, file, base = '/') {
  const rel = relative(root, file).split(sep).join('/');
  const path = rel === 'index.html' ? '' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return `${base}${path}`;
}

/**
 * Checks links found on the page served at `pagePath` against the built site in `root`. `scan` reads
 * a built HTML file (cached by the caller). Returns the problems, the number of internal links, and
 * the links into content tabs that carry a #fragment (`tabAnchors`), which only a browser can check.
 */
export function checkLinks(root, base, pagePath, links, scan, siteUrl) {
  const problems = [];
  const tabAnchors = [];
  let checked = 0;
  for (const link of links) {
    const target = classifyLink(localLink(link, siteUrl, base), pagePath);
    if (target.kind !== 'internal') continue;
    checked += 1;
    const file = resolveFile(root, base, target.path);
    if (!file) {
      problems.push(`${pagePath}: broken link ${link}`);
      continue;
    }
    if (!file.endsWith('.html')) continue;
    const page = scan(file);
    if (target.tab) {
      if (!page.tabs.has(target.tab)) {
        problems.push(`${pagePath}: ${link} asks for a tab "${target.tab}" that ${target.path} does not have`);
      } else if (target.fragment) {
        tabAnchors.push({ from: pagePath, link, path: target.path, tab: target.tab, fragment: target.fragment });
      }
      continue;
    }
    if (target.fragment && !page.ids.has(target.fragment)) {
      problems.push(`${pagePath}: ${link} points at a missing anchor #${target.fragment}`);
    }
  }
  return { problems, checked, tabAnchors };
}

/**
 * Checks every page and document under `root`: the problems (none when all is well) and the links into
 * content tabs with a #fragment, left to the browser (see the top of this file).
 * @param {string} root @param {string} [base] @param {string} [siteUrl]
 */
export function checkSite(root, base = '/', siteUrl = undefined) {
  const all = readdirSync(root, { recursive: true }).map((file) => join(root, String(file)));
  const files = all.filter((file) => file.endsWith('.html') && !file.includes(':'));
  const markdown = all.filter((file) => file.endsWith('.md') || /(^|[\\/])llms(-full)?\.txt$/.test(file));
  const scanned = new Map();
  const scan = (file) => {
    if (!scanned.has(file)) scanned.set(file, scanHtml(readFileSync(file, 'utf8')));
    return scanned.get(file);
  };
  const total = { problems: [], pages: files.length, documents: markdown.length, checked: 0, tabAnchors: [] };
  const check = (path, links) => {
    const result = checkLinks(root, base, path, links, scan, siteUrl);
    total.problems.push(...result.problems);
    total.tabAnchors.push(...result.tabAnchors);
    total.checked += result.checked;
  };
  for (const file of files) check(pagePathOf(root, file, base), scan(file).links);
  for (const file of markdown) {
    const path = `${base}${relative(root, file).split(sep).join('/')}`;
    const links = scanMarkdown(readFileSync(file, 'utf8'));
    check(path, links);
    const external = links.filter((link) => /^[a-z]+:/i.test(link) && localLink(link, siteUrl, base) === link);
    if (siteUrl && links.length > 0 && external.length === links.length && /\.md$/.test(file)) {
      total.problems.push(`${path}: no link back to the site (${siteUrl})`);
    }
  }
  return total;
}

function main() {
  const root = resolve(process.argv[2] || 'dist');
  if (!existsSync(root)) {
    process.stderr.write(`No build at ${root}: run "npm run build" first.\n`);
    process.exit(1);
  }
  // The published site's address, from robots.txt: the Markdown copies and llms.txt files link to every page under it.
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
    ? `; ${tabAnchors.length} anchor(s) inside content tabs left to tests/e2e/layout/content-tabs.spec.ts`
    : '';
  process.stdout.write(
    `Links: ${checked} internal links and anchors on ${pages} pages and ${documents} Markdown/llms.txt files: none broken${inTabs}.\n`,
  );
}

// Only when run as a command; tests/e2e/layout/content-tabs.spec.ts imports it, where `import.meta` would not load.
if (/check-links\.mjs$/.test(process.argv[1] ?? '')) main();
