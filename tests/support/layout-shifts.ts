import type { Page } from '@playwright/test';

/**
 * Records every layout shift of the page from its first frame (call before `goto`). With `within`,
 * only shifts that move an element inside that selector count. Returns a reader: one line per
 * shift, its score and the elements it moved.
 */
export async function recordLayoutShifts(page: Page, within?: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const shifts: string[] = [];
    Object.assign(window, { siteLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources
          .map(({ node }) => (node instanceof Element ? node : node?.parentElement))
          .filter((element) => !selector || element?.closest(selector));
        if (selector && moved.length === 0) continue;
        const names = moved.map((element) => `${element?.nodeName ?? '?'} "${(element?.textContent ?? '').slice(0, 40)}"`);
        shifts.push(`${entry.value.toFixed(4)} ${names.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
  return () => page.evaluate(() => (window as unknown as { siteLayoutShifts: string[] }).siteLayoutShifts);
}

/**
 * Resolves once the browser has rendered a frame after this call and run the tasks that frame
 * queued (such as a PerformanceObserver's callback for the shifts it measured), then `settleMs`.
 */
export const afterNextFrame = (page: Page, settleMs = 0) =>
  page.evaluate(
    (delay) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, delay)));
      }),
    settleMs,
  );
