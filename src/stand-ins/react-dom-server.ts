/**
 * Stands in for: react-dom@19.3.1 server, as umi's prerender imports it (swap "prerender when all is ready").
 *
 * `react-dom/server` for umi's prerender, with each page written once the whole of it has rendered,
 * every part in place.
 *
 * Why: umi starts writing a page's HTML as soon as its shell is ready (`onShellReady`). Everything
 * under a Suspense boundary that was still loading then (the article, each demo) is written after
 * the shell, out of place, with inline scripts that move it into place while the page parses. A
 * browser may paint between two of those moves: the article appeared before its demos and the page
 * shifted. Written when everything is ready (`onAllReady`), and with no boundary "outlined" (React
 * 19 writes a finished boundary out of place too once the bytes written before it pass its
 * `progressiveChunkSize`, 12,800 by default), the HTML holds each part where it belongs, in reading
 * order, and paints once. The build's server bundle gets this module in place of `react-dom/server`
 * (src/plugins/module-swaps.ts).
 */
// The module itself by the name of its Node build: the build's alias gives this file for `react-dom/server`.
import * as server from 'react-dom/server.node';
import type { PipeableStream } from 'react-dom/server';

type Options = NonNullable<Parameters<typeof server.renderToPipeableStream>[1]>;

/** The options with the shell's callback called only when the whole tree is ready, and nothing outlined. */
export function whenAllReady(options: Options = {}): Options {
  const { onShellReady, onAllReady, ...rest } = options;
  return {
    ...rest,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onAllReady() {
      onShellReady?.();
      onAllReady?.();
    },
  };
}

export function renderToPipeableStream(...[children, options]: Parameters<typeof server.renderToPipeableStream>): PipeableStream {
  return server.renderToPipeableStream(children, whenAllReady(options));
}

// Everything else as React has it (a module's own export takes precedence over `export *`).
export * from 'react-dom/server.node';
