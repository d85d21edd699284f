/**
 * The built site's host, close to GitHub Pages (see the README): `/a/b` answers with `a/b`,
 * `a/b/index.html` or `a/b.html`, whichever exists first, where Pages first redirects to `/a/b/` (the site
 * drops the slash in place); an unknown path gets `404.html` with status 404; text is gzipped.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normaliseBase } from '../src/site/base-path.js';

/** Text types: sent with a charset (SVG aside), gzipped for a client that accepts it. */
const TEXT = { html: 'text/html', js: 'text/javascript', mjs: 'text/javascript', css: 'text/css', json: 'application/json' };
Object.assign(TEXT, { txt: 'text/plain', md: 'text/markdown', xml: 'application/xml', svg: 'image/svg+xml' });
const BINARY = { png: 'image/png', ico: 'image/x-icon', woff2: 'font/woff2' };

/**
 * Maps a URL path to a file inside `root`, or returns `undefined` when nothing matches.
 * Paths outside `base`, paths that escape `root` and undecodable paths never match.
 */
export function resolveFile(root, base, urlPath) {
  const absRoot = resolve(root);
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith(base) && `${decoded}/` !== base) return undefined;
  const target = normalize(join(absRoot, decoded.slice(base.length)));
  if (target !== absRoot && !target.startsWith(absRoot + sep)) return undefined;
  return [target, join(target, 'index.html'), `${target}.html`].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Starts the host; resolves with the Node server once it listens. */
export function startStaticHost({ root = 'dist', base = '/', port = 4173, host = '127.0.0.1' } = {}) {
  const absRoot = resolve(root);
  const siteBase = normaliseBase(base);
  const gzipped = new Map();

  function send(req, res, status, file) {
    const ext = extname(file).slice(1);
    let body = readFileSync(file);
    const headers = {
      'Content-Type': TEXT[ext] ? `${TEXT[ext]}${ext === 'svg' ? '' : '; charset=utf-8'}` : (BINARY[ext] ?? 'application/octet-stream'),
      'Cache-Control': ['html', 'md', 'txt'].includes(ext) ? 'no-cache' : 'public, max-age=600',
    };
    if (TEXT[ext] && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      const { ino, mtimeMs, size } = statSync(file); // each version of a file is compressed once: level 9 is slow
      const key = `${file}:${ino}:${mtimeMs}:${size}`;
      body = gzipped.get(key) ?? gzipped.set(key, gzipSync(body, { level: 9 })).get(key);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const { pathname } = new URL(req.url || '/', 'http://localhost');
    const file = resolveFile(absRoot, siteBase, pathname);
    if (file) return send(req, res, 200, file);
    const notFound = join(absRoot, '404.html');
    if (existsSync(notFound)) send(req, res, 404, notFound);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
