/**
 * The article's blocks past the first screen are not laid out until they near the viewport
 * (`content-visibility: auto` in .dumi/global.less), so a long page's first layout covers its first
 * screen; nothing on the first screen is deferred, so nothing there moves as the page loads;
 * headings are always laid out, so that their anchor icon, which hangs outside the heading, is never
 * clipped; and a block keeps its real height once it has been shown.
 */
import { afterNextFrame, recordLayoutShifts } from '../../support/layout-shifts';
import { waitForApp, waitForFirstScreen } from '../../support/page-health';
import { expect, test } from '../fixture';

/** Whether the browser renders the element now (false while a content-visibility ancestor skips it). */
const rendered = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

for (const path of ['/', '/zh-CN']) {
  test(`${path}: the article's last list is laid out only when it nears the viewport`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    // A deferred block itself is rendered; what it holds is skipped.
    const list = page.locator('article > .markdown > ul').last();
    const item = list.locator(':scope > li').first();
    expect(await list.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    expect(await item.evaluate(rendered)).toBe(false);
    await list.scrollIntoViewIfNeeded();
    await expect.poll(() => item.evaluate(rendered)).toBe(true);
    // Its real height, not the placeholder's, stays once it has been shown.
    const height = await list.evaluate((element) => element.getBoundingClientRect().height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => item.evaluate(rendered)).toBe(false);
    expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
  });
}

test("headings are laid out with the page, their anchor icon outside the heading's box and unclipped", async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const heading = page.locator('article .markdown > h2').last();
  expect(await heading.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible');
  expect(await heading.locator(':scope > a').evaluate(rendered)).toBe(true);
  // The icon sits left of the heading's text box, which only an unclipped heading can show.
  const [icon, box] = await heading.evaluate((element) => [
    element.querySelector(':scope > a[aria-hidden]')!.getBoundingClientRect().left,
    element.getBoundingClientRect().left,
  ]);
  expect(icon).toBeLessThan(box);
});

test.describe("on Lighthouse's phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  for (const path of ['/', '/zh-CN', '/versions', '/zh-CN/versions', '/changelog', '/demo/simple', '/zh-CN/demo/adjust-overflow']) {
    test(`${path}: nothing on the first screen moves while the page loads and hydrates`, async ({ page }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto(path);
      await waitForFirstScreen(page);
      // Past the page's own frames after hydration (the table shades are measured in one).
      await afterNextFrame(page, 200);
      expect(await shifts()).toEqual([]);
    });
  }
});
