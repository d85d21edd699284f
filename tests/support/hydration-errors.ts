/**
 * React's hydration errors, recorded inside the page as React creates them, reported or not.
 *
 * React does not report a hydration mismatch that it meets in a render it then throws away: nothing
 * reaches the console, yet each one costs a thrown error and a component stack (a lazily loaded
 * part that suspends with siblings after it inside the same Suspense boundary did this; see
 * src/runtime/demo-boundary.tsx). React creates every one of them with `Error(...)` and its
 * production code, so `Error` is wrapped before any of the page's scripts run. The wrapper keeps
 * `instanceof Error`, subclasses and the static members working: it forwards everything to the real
 * constructor. Both browser harnesses install it (page-health.ts for Playwright, where every test
 * then fails on one; firefox.ts).
 */

/** React's production hydration error codes. */
export const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b/;

/** What a recorded hydration error is logged as, when the recorder reports to the console. */
export const HYDRATION_ERROR_LINE = 'hydration error created by React: ';

/**
 * The init script (self-contained: a browser driver serialises it). It keeps the messages in
 * `window.__hydrationErrors`, and with `report` also logs each as a console error starting with
 * HYDRATION_ERROR_LINE (repeated here as a literal), which a page watch counts as a problem.
 */
export function hydrationRecorder({ pattern, report }: { pattern: string; report: boolean }): void {
  // A page watched twice (its own watch and its context's) gets one recorder.
  if ('__hydrationErrors' in window) return;
  const matcher = new RegExp(pattern);
  const recorded: string[] = [];
  const Native = window.Error;
  const note = (args: unknown[]) => {
    const message = String(args[0] ?? '');
    if (!matcher.test(message)) return;
    recorded.push(message.split(';')[0]);
    if (report) console.error(`hydration error created by React: ${message.split(';')[0]}`);
  };
  window.Error = new Proxy(Native, {
    apply(target, self, args) {
      note(args);
      return Reflect.apply(target, self, args);
    },
    construct(target, args, newTarget) {
      note(args);
      return Reflect.construct(target, args, newTarget);
    },
  });
  Object.defineProperty(window, '__hydrationErrors', { value: recorded });
}
