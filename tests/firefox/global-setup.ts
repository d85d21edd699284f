import puppeteer from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { launchFirefox } from '../support/firefox';

/**
 * Starts one Firefox for the whole run and hands its address to the test files, which connect to it
 * one after another (connectFirefox); closes it when the run ends. Its throwaway profile goes with it.
 * @public Vitest runs a global setup file's default export by name (vitest.firefox.config.ts).
 */
export default async function setup(project: TestProject) {
  const browser = await launchFirefox();
  const endpoint = browser.wsEndpoint();
  const firefox = browser.process();
  await browser.disconnect();
  project.provide('firefoxEndpoint', endpoint);

  return async () => {
    try {
      const last = await puppeteer.connect({ browserWSEndpoint: endpoint, protocol: 'webDriverBiDi' });
      await last.close();
    } catch {
      // A test file still holds the session, or Firefox is gone already.
      firefox?.kill();
    }
  };
}
