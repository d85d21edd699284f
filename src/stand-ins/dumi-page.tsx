/**
 * Stands in for: dumi@2.4.50 dist/client/theme-api/DumiPage (swap "static markup kept").
 *
 * dumi's DumiPage (the root of every Markdown page's content), with the page's static markup kept as
 * the server wrote it while the page hydrates (src/runtime/kept-static.ts); the build puts it in
 * dumi's theme API in place of the original (src/build/module-swaps.ts).
 *
 * Why: hydrating a page means matching each of its nodes against the server's, and two thirds of a
 * long page's nodes are its prose (headings, paragraphs, lists, code spans: on the home page, about
 * 670 of its 1,020 React nodes), which never change and answer nothing. Kept, they cost one node per
 * largest static subtree; demos, client-side links, tables and code blocks hydrate as before.
 *
 * Inside the original, below its content tabs: a tab shown after hydration, or the default content
 * shown again after it, mounts afresh and renders in full.
 */
import { createElement, type ReactNode } from 'react';
import { DumiPage as OriginalDumiPage } from 'dumi/dist/client/theme-api/DumiPage.js';
import { KeptStatic } from '../runtime/kept-static';

export function DumiPage({ children }: { children: ReactNode }) {
  return createElement(OriginalDumiPage, null, createElement(KeptStatic, null, children));
}
