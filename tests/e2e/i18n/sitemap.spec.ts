/**
 * The sitemap (src/plugins/seo-plugin.ts) lists every page of every locale, at the same address as the
 * pages' hreflang links give them.
 */
import { LOCALES, ROUTE_ALIASES, SITE_URL, absoluteUrl } from '../../../src/site';
import { docPages } from '../../support/site';
import { expect, test } from '../fixture';

test('sitemap.xml lists every page of both locales, once, and nothing else', async ({ baseURL }) => {
  const response = await fetch(new URL('/sitemap.xml', baseURL));
  expect(response.status).toBe(200);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

  // An alias (/Changelog) is a copy of a page, not a page of its own.
  const pages = docPages().filter(({ path }) => !(path in ROUTE_ALIASES));
  for (const { id } of LOCALES) expect(pages.filter(({ locale }) => locale === id).length).toBeGreaterThan(1);
  expect(locs).toEqual([...new Set(locs)]);
  expect([...locs].sort()).toEqual(pages.map(({ path }) => absoluteUrl(SITE_URL, path)).sort());
});
