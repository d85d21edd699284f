/**
 * Stands in for: umi@4.7.22 the generated entry (umi.ts in its temporary folder, .dumi/tmp-production) as the browser bundle's entry `umi` (patch "staged entry", src/plugins/performance-plugin.ts).
 *
 * The site's script entry (production builds): runs umi's entry in stages, each in a task of its own.
 *
 * umi's entry imports everything the app needs before it starts, so the browser evaluated one
 * bundle in a single long task (about 300 ms on Lighthouse's throttled phone) during which it
 * could not respond to input. The same modules are now split in three chunks, requested one task
 * apart and evaluated one after the other, with a task boundary between them: React DOM first, then
 * dumi's theme API with the router, then umi's entry, which hydrates the page.
 * The page's full stylesheet is requested first, and has loaded before umi's entry runs
 * (src/runtime/full-stylesheet.ts).
 */
// React itself is small and every stage needs it: in the entry, it is not copied into each stage's chunk.
// So is `react-dom`, React DOM's shared internals (1.3 KiB gzipped): the client renderer needs it, and so
// do the libraries of a page's demos (a portal, a flush), whose chunks would each carry a copy of it.
import 'react';
import 'react-dom';
import { fullStylesheet } from '../runtime/full-stylesheet';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const stylesheet = fullStylesheet();
  // Each stage's chunks are requested in a task of their own: in the throttled profiles, every script
  // element webpack adds to the document costs 5–10 ms, and a stage adds up to three.
  // React DOM's client renderer: since React 19, `react-dom` itself holds only the shared internals.
  const reactDom = import(/* webpackChunkName: "boot-react-dom" */ 'react-dom/client');
  await nextTask();
  const themeApi = import(/* webpackChunkName: "boot-theme-api" */ 'dumi/dist/client/theme-api/index.js');
  // `import()` evaluates a module when its promise settles.
  await reactDom;
  await nextTask();
  await themeApi;
  await stylesheet;
  await nextTask();
  // umi's generated entry, at the `@@` alias of its temporary folder.
  await import(/* webpackChunkName: "boot-app" */ '@@/umi');
}

boot();
