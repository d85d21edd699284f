/**
 * What the static host (scripts/static-host.mjs, close to GitHub Pages) answers for the built site,
 * as a crawler, a link preview or a script reads it, without a browser: an unknown path, the
 * link-preview image, and a content tab's address, whose query a static host ignores. What a visitor
 * then meets in the browser is in tests/e2e/not-found/, tests/e2e/layout/content-tabs.spec.ts and
 * tests/e2e/llms/.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { scanHtml } from '../../scripts/check-links.mjs';
import { OG_IMAGE } from '../../src/site';
import { SITE_MESSAGES } from '../../src/site/messages';
import { useServedBuild } from '../support/served-site';
import { contentTabs, headingText, readMarkdown, ROOT } from '../support/site';

const site = useServedBuild();

test('an unknown URL answers 404 with the not-found page, its own title and a meta description', async () => {
  const { title, description } = {
    title: SITE_MESSAGES['en-US']['site.not.found.title'],
    description: SITE_MESSAGES['en-US']['site.not.found.description'],
  };
  // What a crawler reads: the status and the prerendered head of 404.html.
  const response = await site.get('/no/such/page');
  expect(response.status).toBe(404);
  expect(response.text).toMatch(new RegExp(`<title[^>]*>${title} – rc-cascader</title>`));
  expect(response.text).toContain(`name="description" content="${description}"`);
});

// Each page's canonical, Open Graph and Twitter tags are in the HTML as built (pages.test.ts checks
// them against the front matter); the image they name is served here.
test('the link-preview image is served as PNG', async () => {
  const image = await site.get(`/${OG_IMAGE.file}`);
  expect(image.status).toBe(200);
  expect(image.type).toBe(OG_IMAGE.type);
});

test('a static host serves /?tab=faq the prerendered default tab, with the tab bar as links', async () => {
  const home = readMarkdown(join(ROOT, 'docs', 'index.md')).frontmatter;
  const faq = contentTabs().find((tab) => tab.page === '/' && tab.key === 'faq')!;
  /** The first question of the FAQ, as its heading reads. */
  const question = headingText(/^### (.+)$/m.exec(readMarkdown(join(ROOT, faq.source)).body)![1]);
  const { text: html } = await site.get('/?tab=faq');
  expect(html).toContain('<h1');
  expect(html).toContain('id="api"');
  expect(html).not.toContain(question);
  const { tabs } = scanHtml(html);
  expect([...tabs]).toEqual([faq.key]);
  expect(html).toMatch(new RegExp(`<a[^>]*aria-current="page"[^>]*>${home.defaultTabTitle as string}</a>`));
});
