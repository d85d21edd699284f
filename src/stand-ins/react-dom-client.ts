/**
 * Stands in for: react-dom@18.3.1 client, as umi's renderer imports it (swap "hydration as a transition").
 *
 * `react-dom/client` for umi's renderer, with the first hydration run as a transition.
 *
 * Why: umi calls `hydrateRoot` outside any transition, so React hydrates the page shell at a
 * blocking priority: one long task (about 150 ms on Lighthouse's throttled phone) that delays the
 * first click. Started inside `startTransition`, the same hydration is done in slices of a few
 * milliseconds between which the browser can paint and handle input; React still hydrates at once
 * whatever a visitor clicks or types into first. The build gives umi's renderer this module in
 * place of `react-dom/client` (src/build/module-swaps.ts).
 */
import { startTransition } from 'react';
import * as client from 'react-dom/client';

export function hydrateRoot(...args: Parameters<typeof client.hydrateRoot>): client.Root {
  let root: client.Root | undefined;
  startTransition(() => {
    root = client.hydrateRoot(...args);
  });
  return root as client.Root;
}

export const { createRoot } = client;

export default { createRoot, hydrateRoot };
