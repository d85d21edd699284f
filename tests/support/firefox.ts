/**
 * Which Firefox the Firefox tests (tests/firefox/) drive over WebDriver BiDi with puppeteer-core, and
 * the preferences that keep it quiet on a closed network; the Chromium counterpart is scripts/chromium.mjs.
 */
import { existsSync } from 'node:fs';

/** Where a system Firefox is usually installed, in order of preference. */
export const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

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
export const FIREFOX_ENV = { MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' };

/** A host that never answers: where a service's address must be a URL, it points here. */
const NOWHERE = 'http://127.0.0.1:9/';

/**
 * Preferences for a closed network, on top of the ones puppeteer writes into its temporary profile
 * (safe browsing's lists off, Normandy, add-on and search-engine updates, the health report) and the
 * ones Firefox's remote agent applies once it has started (too late for what runs at start-up).
 * Each of these stops a background call to one of Mozilla's services.
 */
export const FIREFOX_PREFS = {
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
