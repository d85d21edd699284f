/**
 * The sitemap (src/plugins/seo-plugin.ts), as the static host serves it: every page of every locale,
 * at the same address as the pages' hreflang links give them, and nothing else (no Markdown copy or
 * text file).
 */
import { expect, test } from 'vitest';
import { LOCALES, ROUTE_ALIASES, SITE_URL, absoluteUrl } from '../../src/site';
import { useServedBuild } from '../support/served-site';
import { docPages } from '../support/site';

const site = useServedBuild();

test('sitemap.xml lists every page of both locales, once, and nothing else', async () => {
  const response = await site.get('/sitemap.xml');
  expect(response.status).toBe(200);
  const locs = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

  // An alias (/Changelog) is a copy of a page, not a page of its own.
  const pages = docPages().filter(({ path }) => !(path in ROUTE_ALIASES));
  for (const { id } of LOCALES) expect(pages.filter(({ locale }) => locale === id).length).toBeGreaterThan(1);
  expect(locs).toEqual([...new Set(locs)]);
  expect([...locs].sort()).toEqual(pages.map(({ path }) => absoluteUrl(SITE_URL, path)).sort());
});

test('the sitemap lists pages only, no copy or text file', async () => {
  const sitemap = (await site.get('/sitemap.xml')).text;
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\.(md|txt)<\/loc>/);
});
