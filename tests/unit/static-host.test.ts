import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseBase } from '../../src/site/base-path.js';
import { resolveFile, startStaticHost } from '../../scripts/static-host.mjs';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-host-'));
  mkdirSync(join(root, 'demo', 'simple'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>PAGE NOT FOUND</h1>');
  writeFileSync(join(root, 'demo', 'simple', 'index.html'), '<h1>Simple</h1>');
  writeFileSync(join(root, 'about.html'), '<h1>About</h1>');
  writeFileSync(join(root, 'app.js'), 'console.info("app")'.repeat(50));
  writeFileSync(join(root, 'demo', 'simple.md'), '# Simple\n\nA cascader, 级联选择.\n');
  writeFileSync(join(root, 'llms.txt'), '# rc-cascader\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('normaliseBase', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['//a/b//', '/a/b/'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseBase(input)).toBe(expected);
  });
});

describe('resolveFile', () => {
  it('serves a directory index for a path without a trailing slash', () => {
    expect(resolveFile(root, '/', '/demo/simple')).toBe(join(root, 'demo', 'simple', 'index.html'));
  });

  it('serves the same index with a trailing slash', () => {
    expect(resolveFile(root, '/', '/demo/simple/')).toBe(join(root, 'demo', 'simple', 'index.html'));
  });

  it('falls back to an .html file of the same name', () => {
    expect(resolveFile(root, '/', '/about')).toBe(join(root, 'about.html'));
  });

  it('finds nothing for an unknown path', () => {
    expect(resolveFile(root, '/', '/nope')).toBeUndefined();
  });

  it('never leaves the root', () => {
    expect(resolveFile(root, '/', '/../../etc/passwd')).toBeUndefined();
    expect(resolveFile(root, '/', '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  });

  it('rejects undecodable paths', () => {
    expect(resolveFile(root, '/', '/%E0%A4%A')).toBeUndefined();
  });

  it('serves only below the base path', () => {
    expect(resolveFile(root, '/site/', '/demo/simple')).toBeUndefined();
    expect(resolveFile(root, '/site/', '/site/demo/simple')).toBe(join(root, 'demo', 'simple', 'index.html'));
    expect(resolveFile(root, '/site/', '/site')).toBe(join(root, 'index.html'));
  });
});

describe('startStaticHost', () => {
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    const server = await startStaticHost({ root, port: 0 });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers a page with 200 and HTML', async () => {
    const response = await fetch(`${origin}/demo/simple`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('<h1>Simple</h1>');
  });

  it("answers a page's Markdown copy as UTF-8 Markdown, beside its HTML", async () => {
    const response = await fetch(`${origin}/demo/simple.md`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe('# Simple\n\nA cascader, 级联选择.\n');
  });

  it('answers llms.txt as UTF-8 plain text', async () => {
    const response = await fetch(`${origin}/llms.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('# rc-cascader\n');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await fetch(`${origin}/missing/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('PAGE NOT FOUND');
  });

  it('compresses text when the client accepts gzip', async () => {
    const response = await fetch(`${origin}/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(50 * 19);
  });

  it('compresses a file once, and again when it changes', async () => {
    const file = join(root, 'changing.js');
    const get = async () => (await fetch(`${origin}/changing.js`, { headers: { 'Accept-Encoding': 'gzip' } })).text();
    writeFileSync(file, 'export const version = 1;');
    expect(await get()).toBe('export const version = 1;');
    expect(await get()).toBe('export const version = 1;');
    writeFileSync(file, 'export const version = 22;');
    expect(await get()).toBe('export const version = 22;');
    // Replaced by a file of the same size, as a deploy's rename does.
    writeFileSync(`${file}.next`, 'export const version = 33;');
    renameSync(`${file}.next`, file);
    expect(await get()).toBe('export const version = 33;');
  });

  it('refuses methods a static host does not support', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
