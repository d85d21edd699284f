/**
 * The Firefox harness: a system Firefox driven over WebDriver BiDi with puppeteer-core (Playwright
 * cannot drive a stock Firefox), against the built site served in-process by the static host.
 * What a page reports to the console, throws uncaught or hands to `reportError` arrives over BiDi;
 * a React hydration error that React creates and then discards (which never reaches the console) is
 * recorded inside the page (hydrationRecorder).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { FIREFOX_ENV, FIREFOX_PREFS, firefoxExecutable } from '../support/firefox';
import { startStaticHost } from '../../scripts/static-host.mjs';
import { DIST } from '../support/site';
import { appIsReady, SITE_MARKS } from '../support/app-ready';
import { HYDRATION_ERROR, hydrationRecorder } from '../support/hydration-errors';

/** The local-storage key dumi's theme keeps the colour preference under. */
export const COLOUR_KEY = 'dumi:prefers-color';

/** How long one WebDriver BiDi command may take before puppeteer gives up on it. */
const PROTOCOL_TIMEOUT = 60_000;

/** How long a wait for the page may take: a page loads in 2–4 s on a busy 2-core machine. */
export const WAIT_TIMEOUT = 20_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebDriver BiDi address of the Firefox that global-setup.ts started for the whole run. */
    firefoxEndpoint: string;
  }
}

/**
 * Starts Firefox with a throwaway profile and the settings of tests/support/firefox.ts, which keep it off
 * Mozilla's services. Once per run (global-setup.ts): each test file then connects to it with
 * connectFirefox, which takes a second where a start takes 10–30 s on a busy 2-core machine.
 */
export async function launchFirefox(): Promise<Browser> {
  const executablePath = firefoxExecutable();
  if (!executablePath) {
    throw new Error('No Firefox found: install firefox-esr, or set FIREFOX_PATH to a Firefox executable.');
  }
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
    env: { ...process.env, ...FIREFOX_ENV },
    protocolTimeout: PROTOCOL_TIMEOUT,
  });
}

/**
 * Opens a WebDriver BiDi session with the run's Firefox. Firefox holds one session at a time, so test
 * files run one after another and each disconnects when it is done.
 */
export async function connectFirefox(): Promise<Browser> {
  return puppeteer.connect({
    browserWSEndpoint: inject('firefoxEndpoint'),
    protocol: 'webDriverBiDi',
    protocolTimeout: PROTOCOL_TIMEOUT,
    // A desktop window, as Playwright's default (puppeteer's 800 × 600 is a tablet to the site's
    // layout, whose header shows a search button instead of the box).
    defaultViewport: DESKTOP_VIEWPORT,
  });
}

/** The window the Firefox tests' pages open with. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface Site {
  /** e.g. `http://127.0.0.1:40123`. */
  origin: string;
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves a folder (the build by default) like GitHub Pages, on a free port. */
export async function serve(root = DIST): Promise<Site> {
  const server: Server = await startStaticHost({ root, base: '/', port: 0 });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => new URL(path, origin).href,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The build served and the run's Firefox connected for a test file's tests (from its beforeAll),
 * both let go after them.
 */
export function useSiteInFirefox(): { browser: Browser; site: Site } {
  const held = {} as { browser: Browser; site: Site };
  beforeAll(async () => {
    held.site = await serve();
    held.browser = await connectFirefox();
  });
  afterAll(async () => {
    await held.browser?.disconnect();
    await held.site?.close();
  });
  return held;
}

export interface PageWatch {
  /** Console errors and warnings, and uncaught page errors, in the order they happened. */
  problems: string[];
  /** Requests to any origin but the site's own (data: and blob: URLs are local); all are aborted. */
  foreignRequests: string[];
  /** The hydration errors React created in the page's current document, reported or not. */
  hydrationErrors(): Promise<string[]>;
}

/**
 * Watches a page before it navigates: console errors and warnings, uncaught errors (including what
 * the page hands to `reportError`), requests to other origins (recorded, then aborted so that no test
 * waits on the network) and React's hydration errors.
 */
export async function watchPage(page: Page, siteOrigin: string): Promise<PageWatch> {
  const problems: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['data:', 'blob:'].includes(url.protocol) || url.origin === siteOrigin) {
      void request.continue();
    } else {
      foreignRequests.push(request.url());
      void request.abort('blockedbyclient');
    }
  });
  await page.evaluateOnNewDocument(hydrationRecorder, { pattern: HYDRATION_ERROR.source, report: false });
  return {
    problems,
    foreignRequests,
    hydrationErrors: () => page.evaluate(() => [...((window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? [])]),
  };
}

/**
 * Resolves once React owns the page and no request is in flight, as tests/support/page-health.ts's
 * waitForApp does for Playwright: the site's hydration marks say so (../support/app-ready.ts).
 */
export async function waitForApp(page: Page, timeout = WAIT_TIMEOUT): Promise<void> {
  await page.waitForFunction(appIsReady, { timeout }, SITE_MARKS);
  await page.waitForNetworkIdle({ idleTime: 0, timeout });
}
