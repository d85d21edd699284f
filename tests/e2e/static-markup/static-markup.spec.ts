/**
 * A page's static prose is kept as the server wrote it while the page hydrates
 * (src/runtime/kept-static.ts, through src/stand-ins/dumi-page.tsx): React hydrates the outer
 * element of each static block and leaves its content alone, while demos, client-side links, tables
 * and code blocks hydrate as before. A page React renders itself (client-side navigation, a content
 * tab shown after hydration) renders all of it.
 */
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/page-health';
import { localeOfPath } from '../../../src/site';
import { siteMessage } from '../../../src/site/messages';
import { expect, test } from '../fixture';

/** The text of each Markdown block of the article, from the page as it is now, or from HTML. */
function proseOf(html?: string): string[] {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  return Array.from(root.querySelectorAll('article .markdown'), (block) => (block.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/**
 * The article's prose (outside demos, tables and code blocks) as React holds it: its heading anchors
 * with a fiber, out of how many; and every element that has a fiber although nothing needs one.
 * Only a client-side link needs one, and what holds a link or a component; the outer element of a
 * kept block has one too, but nothing inside it does.
 */
function fibersInProse() {
  const owned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  const live = 'a[href^="/"], .dumi-default-previewer, .dumi-default-table, .dumi-default-source-code';
  const prose = Array.from(document.querySelectorAll('article .markdown *')).filter(
    (node) => !node.closest('.dumi-default-previewer, .dumi-default-table, .dumi-default-source-code'),
  );
  const anchors = Array.from(document.querySelectorAll('article .markdown :is(h2, h3, h4) > a'));
  const links = prose.filter((node) => node.matches('a[href^="/"]'));
  return {
    elements: prose.length,
    headingAnchors: { total: anchors.length, hydrated: anchors.filter(owned).length },
    links: { total: links.length, hydrated: links.filter(owned).length },
    needless: prose
      .filter((node) => owned(node) && !node.closest(live) && !node.querySelector(live))
      .filter((node) => Array.from(node.querySelectorAll('*')).some(owned))
      .map((node) => node.outerHTML.slice(0, 80)),
  };
}

async function servedProse(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(proseOf, html);
}

for (const path of ['/', '/zh-CN', '/versions', '/demo/simple']) {
  test(`${path}: the prose hydrates as the server wrote it, its content untouched by React`, async ({ page }) => {
    const served = await servedProse(page, path);
    await page.goto(path);
    await waitForApp(page);
    expect(await page.evaluate(proseOf, undefined)).toEqual(served);

    const fibers = await page.evaluate(fibersInProse);
    expect(fibers.elements).toBeGreaterThan(10);
    expect(fibers.headingAnchors.total).toBeGreaterThan(0);
    expect(fibers.headingAnchors.hydrated).toBe(0);
    expect(fibers.needless).toEqual([]);
    // The links that route on the client are components: they hydrate.
    expect(fibers.links.hydrated).toBe(fibers.links.total);
  });
}

test('/: a link in the prose still navigates on the client', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator('article .markdown p > a[href="/versions"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/versions$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a page reached by client-side navigation renders all of its prose', async ({ page }) => {
  const served = await servedProse(page, '/');
  await page.goto('/changelog');
  await waitForApp(page);
  await page.locator('.dumi-default-header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('article .markdown')).toHaveCount(served.length);
  expect(await page.evaluate(proseOf, undefined)).toEqual(served);
  const fibers = await page.evaluate(fibersInProse);
  expect(fibers.headingAnchors.hydrated).toBe(fibers.headingAnchors.total);
});

test('the default content shown again after another tab renders all of its prose', async ({ page }) => {
  const served = await servedProse(page, '/');
  await page.goto('/');
  await waitForApp(page);
  const tabs = page.getByRole('navigation', { name: siteMessage(localeOfPath('/'), 'site.content.tabs') }).getByRole('link');
  await tabs.nth(1).click();
  await expect(page).toHaveURL(/\?tab=faq$/);
  await tabs.first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('article .markdown')).toHaveCount(served.length);
  expect(await page.evaluate(proseOf, undefined)).toEqual(served);
});
