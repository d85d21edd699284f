import { docPages } from '../../support/site';
import { waitForApp } from '../../support/page-health';
import { expect, test } from '../fixture';

/**
 * React 18 does not report a hydration mismatch that it hits in a render it then throws away:
 * nothing reaches the console, yet each one costs a thrown error and a component stack. They happen
 * when a lazily loaded part suspends with siblings after it inside the same Suspense boundary, as
 * dumi's demos did (src/runtime/demo-boundary.tsx). The debugger sees every exception thrown.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b/;

for (const doc of docPages()) {
  test(`${doc.path} hydrates without a single hydration mismatch, reported or not`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const thrown: string[] = [];
    cdp.on('Debugger.paused', (event) => {
      const description = String((event.data as { description?: string } | undefined)?.description ?? '');
      if (HYDRATION_ERROR.test(description)) thrown.push(description.split('\n')[0]);
      void cdp.send('Debugger.resume');
    });
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setPauseOnExceptions', { state: 'all' });

    await page.goto(doc.path);
    await waitForApp(page);
    await cdp.send('Debugger.setPauseOnExceptions', { state: 'none' });
    await cdp.send('Debugger.disable');

    expect(thrown).toEqual([]);
  });
}
