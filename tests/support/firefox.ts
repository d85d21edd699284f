/**
 * The Firefox tests' harness (tests/firefox/): which Firefox to drive and the preferences that keep it
 * quiet on a closed network (the Chromium counterpart is scripts/chromium.mjs); a system Firefox driven
 * over WebDriver BiDi with puppeteer-core (Playwright cannot drive a stock Firefox), against the built
 * site served in-process by the static host (./static-site.ts). What a page reports to the console,
 * throws uncaught or hands to `reportError` arrives over BiDi; a React hydration error that React
 * creates and then discards (which never reaches the console) is recorded inside the page
 * (hydrationRecorder).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { appIsReady, SITE_MARKS } from './app-ready';
import { HYDRATION_ERROR, hydrationRecorder } from './hydration-errors';
import { serve, type Site } from './static-site';

/** Where a system Firefox is usually installed, in order of preference. */
const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/**
 * The browser to drive: FIREFOX_PATH when set, otherwise the first candidate that exists, otherwise
 * `undefined`. Puppeteer cannot download its own Firefox here, so the system one is used.
 */
export function firefoxExecutable(env = process.env, exists = existsSync) {
  if (env.FIREFOX_PATH) return env.FIREFOX_PATH;
  return FIREFOX_CANDIDATES.find((candidate) => exists(candidate));
}

/**
 * The environment Firefox needs on top of its prefs: release and ESR builds ignore a changed
 * remote-settings server (`services.settings.server`, below) unless MOZ_REMOTE_SETTINGS_DEVTOOLS is
 * set, and then sync from firefox.settings.services.mozilla.com at start-up whatever the prefs say.
 */
const FIREFOX_ENV = { MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' };

/** A host that never answers: where a service's address must be a URL, it points here. */
const NOWHERE = 'http://127.0.0.1:9/';

/**
 * Preferences for a closed network, on top of the ones puppeteer writes into its temporary profile
 * (safe browsing's lists off, Normandy, add-on and search-engine updates, the health report) and the
 * ones Firefox's remote agent applies once it has started (too late for what runs at start-up).
 * Each of these stops a background call to one of Mozilla's services.
 */
const FIREFOX_PREFS = {
  // Telemetry and its pings (the first-run, new-profile and shutdown pings, Glean's uploader).
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': NOWHERE,
  'toolkit.telemetry.newProfilePing.enabled': false,
  'toolkit.telemetry.firstShutdownPing.enabled': false,
  'toolkit.telemetry.shutdownPingSender.enabled': false,
  'toolkit.telemetry.updatePing.enabled': false,
  'toolkit.telemetry.bhrPing.enabled': false,
  'datareporting.usage.uploadEnabled': false,
  'datareporting.policy.dataSubmissionPolicyAccepted': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  // Studies and experiments (Normandy; Nimbus, which also waits on the data-submission policy).
  'app.normandy.enabled': false,
  'app.shield.optoutstudies.enabled': false,
  // Updates: of Firefox itself (puppeteer disables them for testing), of system add-ons, of the
  // blocklist, of media plugins (OpenH264, Widevine).
  'app.update.auto': false,
  'app.update.staging.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.systemAddon.update.url': NOWHERE,
  'extensions.blocklist.enabled': false,
  'media.gmp-manager.url': NOWHERE,
  'media.gmp-gmpopenh264.autoupdate': false,
  'media.gmp-widevinecdm.autoupdate': false,
  // Safe browsing: puppeteer turns off the lists' use; this also stops their downloads.
  'browser.safebrowsing.update.enabled': false,
  'browser.safebrowsing.provider.google4.updateURL': NOWHERE,
  'browser.safebrowsing.provider.google4.gethashURL': NOWHERE,
  'browser.safebrowsing.provider.mozilla.updateURL': NOWHERE,
  'browser.safebrowsing.provider.mozilla.gethashURL': NOWHERE,
  // Captive-portal detection and the connectivity check (detectportal.firefox.com).
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'captivedetect.canonicalURL': NOWHERE,
  // Remote settings (blocklists, certificate data, every collection a feature syncs).
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'services.settings.poll_interval': 86_400 * 365,
  'security.remote_settings.intermediates.enabled': false,
  'security.remote_settings.crlite_filters.enabled': false,
  // Push, region lookup, geolocation, Firefox accounts.
  'dom.push.connection.enabled': false,
  'dom.push.serverURL': NOWHERE,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'geo.provider.network.url': '',
  'identity.fxaccounts.enabled': false,
  'identity.fxaccounts.auth.uri': NOWHERE,
  // The new-tab page's feeds and sponsored tiles, address-bar suggestions, add-on recommendations,
  // and the models that translations and other local machine-learning features download.
  'browser.newtabpage.activity-stream.feeds.section.topstories': false,
  'browser.newtabpage.activity-stream.feeds.topsites': false,
  'browser.newtabpage.activity-stream.showSponsoredTopSites': false,
  'browser.topsites.contile.enabled': false,
  'browser.urlbar.merino.endpointURL': '',
  'browser.discovery.enabled': false,
  'extensions.getAddons.discovery.api_url': 'data:, ',
  'browser.translations.enable': false,
  'browser.ml.enable': false,
  // No prefetched pages or DNS, no speculative connections, no DNS over HTTPS (a resolver elsewhere).
  'network.prefetch-next': false,
  'network.dns.disablePrefetch': true,
  'network.http.speculative-parallel-limit': 0,
  'network.trr.mode': 5,
  // Certificate checks only matter for HTTPS, which the tests never use; no OCSP calls either way.
  'security.OCSP.enabled': 0,
  // The crash reporter's prompt to submit earlier reports.
  'browser.crashReports.unsubmittedCheck.enabled': false,
};

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
 * Starts Firefox with a throwaway profile and the settings above (FIREFOX_PREFS, FIREFOX_ENV), which
 * keep it off Mozilla's services. Once per run (global-setup.ts): each test file then connects to it with
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
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

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
 * Resolves once React owns the page and no request is in flight, as page-health.ts's waitForApp does
 * for Playwright: the site's hydration marks say so (app-ready.ts).
 */
export async function waitForApp(page: Page, timeout = WAIT_TIMEOUT): Promise<void> {
  await page.waitForFunction(appIsReady, { timeout }, SITE_MARKS);
  await page.waitForNetworkIdle({ idleTime: 0, timeout });
}
