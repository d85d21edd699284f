/**
 * <html lang> is the page's language from the first byte and stays so while the page hydrates
 * (.dumi/theme/layouts/DocLayout.tsx): each change of it makes the browser restyle and lay out the
 * whole page again.
 */
import { localeById, localeOfPath } from '../../../src/site';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

for (const path of ['/', '/zh-CN', '/zh-CN/demo/simple', '/zh-CN/changelog']) {
  test(`${path}: <html lang> never changes while the page loads and hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { langChanges: string[] }).langChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) changes.push(`${record.oldValue} → ${document.documentElement.lang}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'], attributeOldValue: true });
    });
    await page.goto(path);
    const expected = localeById(localeOfPath(path)).lang;
    // react-helmet-async marks <html> once it has applied the page's head (in an animation frame).
    await expect(page.locator('html[data-rh]')).toHaveCount(1);
    await waitForApp(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { langChanges: string[] }).langChanges)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
  });
}
