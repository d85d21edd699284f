import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { ROOT } from '../support/site';
import { connectFirefox, waitForApp, watchPage, type PageWatch } from '../support/firefox';
import { serve, type Site } from '../support/static-site';

/**
 * The harness can fail: small pages, hydrated by React's production build like the site, each with
 * one fault the crawl must catch, served by the same static host from a temporary folder. A request
 * to "another origin" goes to a second local server on another port, which counts what reaches it.
 */
let folder: string;
let site: Site;
let elsewhere: Server;
let elsewhereOrigin: string;
const reachedElsewhere: string[] = [];
let browser: Browser;
let context: BrowserContext;
let page: Page;
let watch: PageWatch;

interface Fixture {
  /** The text of the prerendered <p> in #root. */
  serverText?: string;
  /** The text React renders there as it hydrates (the server's by default). */
  clientText?: string;
  /** Script run before hydrating, and after. */
  before?: string;
  after?: string;
  /** Markup after #root. */
  body?: string;
}

/**
 * A page whose #root holds `serverText` and is hydrated with a <p> of `clientText`, saying so as the
 * site does just before it hydrates (the early-input state's `reactListens`, which waitForApp reads).
 */
function fixture(name: string, { serverText = 'Hello', clientText, before = '', after = '', body = '' }: Fixture = {}) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,"></head>
<body><div id="root"><p>${serverText}</p></div>${body}
<script src="/react.js"></script>
<script>${before}
window.__siteEarlyInput = { searchReady: false, reactListens: true, pending: [] };
ReactDOM.hydrateRoot(document.getElementById('root'), React.createElement('p', null, ${JSON.stringify(clientText ?? serverText)}));
${after}</script></body></html>`;
  writeFileSync(join(folder, `${name}.html`), html);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'firefox-harness-'));
  // React ships no browser build of its own since 19: the installed react and react-dom/client,
  // bundled for production as the globals React and ReactDOM.
  const bundle = buildSync({
    stdin: {
      contents: "import * as React from 'react'; import * as ReactDOM from 'react-dom/client'; Object.assign(window, { React, ReactDOM });",
      resolveDir: ROOT,
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  writeFileSync(join(folder, 'react.js'), bundle.outputFiles[0].contents);

  elsewhere = createServer((request, response) => {
    reachedElsewhere.push(request.url ?? '');
    response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;

  fixture('clean');
  fixture('console-error', { after: "console.error('an injected console error');" });
  fixture('console-warning', { after: "console.warn('an injected console warning');" });
  fixture('uncaught-error', { after: "setTimeout(() => { throw new Error('an injected uncaught error'); });" });
  fixture('unhandled-rejection', { after: "Promise.reject(new Error('an injected unhandled rejection'));" });
  fixture('foreign-image', { body: `<img alt="" src="${elsewhereOrigin}/pixel.png">` });
  fixture('foreign-fetch', { after: `fetch('${elsewhereOrigin}/data.json').catch(() => {});` });
  // The site's search runs in a worker made from a Blob, like this one.
  const workerSource = `console.error('an error logged by a worker'); fetch('${elsewhereOrigin}/from-worker').catch(() => {});`;
  fixture('worker-faults', { after: `new Worker(URL.createObjectURL(new Blob([${JSON.stringify(workerSource)}])));` });
  fixture('mismatch', { serverText: 'Rendered on the server', clientText: 'Rendered in the browser' });
  fixture('discarded-mismatch', {
    before: "try { throw Error('Minified React error #418; visit https://reactjs.org/docs/error-decoder.html?invariant=418'); } catch {}",
  });
  writeFileSync(
    join(folder, 'no-react.html'),
    '<!doctype html><html><head><title>no React</title></head><body><p>static</p></body></html>',
  );

  site = await serve(folder);
  browser = await connectFirefox();
});

afterAll(async () => {
  await browser?.disconnect();
  await site?.close();
  elsewhere?.closeAllConnections();
  await new Promise((resolve) => elsewhere?.close(resolve));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.createBrowserContext();
  page = await context.newPage();
  watch = await watchPage(page, site.origin);
});

afterEach(async () => {
  await context.close();
});

/** Loads a fixture as the crawl loads a page, and returns what the crawl would assert on. */
async function crawl(name: string) {
  const response = await page.goto(site.url(`/${name}`));
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  return { problems: watch.problems, foreign: watch.foreignRequests, hydration: await watch.hydrationErrors() };
}

test('a clean page hydrated by React passes every check', async () => {
  expect(await crawl('clean')).toEqual({ problems: [], foreign: [], hydration: [] });
});

test('a console error is caught', async () => {
  expect((await crawl('console-error')).problems).toEqual(['console.error: an injected console error']);
});

test('a console warning is caught', async () => {
  expect((await crawl('console-warning')).problems).toEqual(['console.warn: an injected console warning']);
});

test('an uncaught error is caught', async () => {
  expect((await crawl('uncaught-error')).problems).toEqual([expect.stringContaining('an injected uncaught error')]);
});

test('an unhandled promise rejection is caught', async () => {
  expect((await crawl('unhandled-rejection')).problems).toEqual([expect.stringContaining('an injected unhandled rejection')]);
});

test('a request to another origin is caught and aborted before it leaves the browser', async () => {
  expect((await crawl('foreign-image')).foreign).toEqual([`${elsewhereOrigin}/pixel.png`]);
  expect((await crawl('foreign-fetch')).foreign).toEqual([`${elsewhereOrigin}/pixel.png`, `${elsewhereOrigin}/data.json`]);
  expect(reachedElsewhere).toEqual([]);
});

test("a worker's console error and foreign request are caught as well", async () => {
  const { problems, foreign } = await crawl('worker-faults');
  expect(problems).toEqual(['console.error: an error logged by a worker']);
  expect(foreign).toEqual([`${elsewhereOrigin}/from-worker`]);
  expect(reachedElsewhere).toEqual([]);
});

test('a hydration mismatch that React reports (through reportError) is caught twice over', async () => {
  const { problems, hydration } = await crawl('mismatch');
  // React 19 reports the mismatch once (#418) and renders the root on the client.
  expect(problems).toEqual([expect.stringMatching(/^page error: (Error: )?Minified React error #418\b/)]);
  expect(hydration).toEqual(expect.arrayContaining(['Minified React error #418']));
});

test('a hydration error created and discarded, which reaches no console, is caught by the recorder', async () => {
  const { problems, hydration } = await crawl('discarded-mismatch');
  expect(problems).toEqual([]);
  expect(hydration).toEqual(['Minified React error #418']);
});

test('waiting for the app fails on a page that React never hydrates', async () => {
  await page.goto(site.url('/no-react'));
  await expect(waitForApp(page, 2_000)).rejects.toThrow(/Waiting failed|timed out/i);
});
