/**
 * Finds broken internal links and anchors in the built site: every `href`/`src` that points at
 * the site itself must reach a file, and every `#fragment` must name an element id on the page it
 * points at. Links to other origins are not fetched (the site must work offline).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { resolveFile } from './static-host.mjs';

const ATTRIBUTE = /\s(href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const ID = /\sid\s*=\s*("([^"]*)"|'([^']*)')/gi;

/** Decodes the few entities React and dumi put into attribute values. */
export function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `href`/`src` values and element ids of an HTML document, outside scripts. */
export function scanHtml(html) {
  // Script bodies are code, not markup; their opening tags (with any src) stay.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const links = [];
  const ids = new Set();
  for (const match of markup.matchAll(ATTRIBUTE)) links.push(decodeEntities(match[3] ?? match[4] ?? ''));
  for (const match of markup.matchAll(ID)) ids.add(decodeEntities(match[2] ?? match[3] ?? ''));
  return { links, ids };
}

/**
 * Classifies a link found on `pagePath`: `external` (another origin or scheme), `skip` (empty), or
 * `internal` with the absolute path and the decoded fragment it targets.
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
  return { kind: 'internal', path: url.pathname, fragment };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The URL path a built HTML file is served at. */
export function pagePathOf(root, file, base = '/') {
  const rel = relative(root, file).split(sep).join('/');
  const path = rel === 'index.html' ? '' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return `${base}${path}`;
}

/** Checks every HTML file under `root`; returns a list of readable problems (empty when all is well). */
export function checkSite(root, base = '/') {
  const pages = walk(root)
    .filter((file) => file.endsWith('.html') && !file.includes(':'))
    .map((file) => ({ file, path: pagePathOf(root, file, base), ...scanHtml(readFileSync(file, 'utf8')) }));
  const idsByFile = new Map(pages.map((page) => [page.file, page.ids]));
  const problems = [];
  let checked = 0;

  for (const page of pages) {
    for (const link of page.links) {
      const target = classifyLink(link, page.path);
      if (target.kind !== 'internal') continue;
      checked += 1;
      const file = resolveFile(root, base, target.path);
      if (!file) {
        problems.push(`${page.path}: broken link ${link}`);
        continue;
      }
      if (target.fragment && file.endsWith('.html')) {
        const ids = idsByFile.get(file) ?? scanHtml(readFileSync(file, 'utf8')).ids;
        if (!ids.has(target.fragment)) problems.push(`${page.path}: ${link} points at a missing anchor #${target.fragment}`);
      }
    }
  }
  return { problems, pages: pages.length, checked };
}
