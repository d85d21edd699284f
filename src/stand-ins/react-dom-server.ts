/**
 * Stands in for: react-dom@18.3.1 server, as umi's prerender imports it (swap "prerender when all is ready").
 *
 * `react-dom/server` for umi's prerender, with each page written once the whole of it has rendered.
 *
 * Why: umi starts writing a page's HTML as soon as its shell is ready (`onShellReady`). Everything
 * under a Suspense boundary that was still loading then (the article, each demo) is written after
 * the shell, out of place, with inline scripts that move it into place while the page parses. A
 * browser may paint between two of those moves: the article appeared before its demos and the page
 * shifted. Written when everything is ready (`onAllReady`), the HTML holds each part where it
 * belongs, in reading order, and paints once. The build gives umi's server renderer this module in
 * place of `react-dom/server` (src/build/module-swaps.ts).
 *
 * Also: React 18 encodes text into 2048-byte buffers, and where a multi-byte character does not fit
 * at a buffer's end it sends the whole buffer, unwritten zero bytes included (facebook/react#24985,
 * fixed in React 19 by #26228). Every Chinese page had NUL characters in its HTML; each chunk is
 * now cut to the bytes React wrote.
 */
import * as server from 'react-dom/server';

type Options = NonNullable<Parameters<typeof server.renderToPipeableStream>[1]>;

/** The options with the shell's callback called only when the whole tree is ready. */
export function whenAllReady(options: Options = {}): Options {
  const { onShellReady, onAllReady, ...rest } = options;
  return {
    ...rest,
    onAllReady() {
      onShellReady?.();
      onAllReady?.();
    },
  };
}

/** The most zero bytes `TextEncoder.encodeInto` can leave unwritten: a four-byte character's less one. */
const MAX_UNWRITTEN = 3;

/** `chunk` without the zero bytes at its end that React left unwritten. */
export function withoutUnwrittenBytes(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk.length - end < MAX_UNWRITTEN && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** `destination` as React sees it: each chunk written to it loses its unwritten bytes. */
function encodedBytesOnly<Writable extends NodeJS.WritableStream>(destination: Writable): Writable {
  return new Proxy(destination, {
    get(target, key) {
      if (key === 'write') {
        return (chunk: unknown, ...rest: unknown[]) =>
          (target.write as (...args: unknown[]) => boolean)(
            chunk instanceof Uint8Array ? withoutUnwrittenBytes(chunk) : chunk,
            ...rest,
          );
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function renderToPipeableStream(
  ...[children, options]: Parameters<typeof server.renderToPipeableStream>
): server.PipeableStream {
  const stream = server.renderToPipeableStream(children, whenAllReady(options));
  return {
    abort: (reason?: unknown) => stream.abort(reason),
    pipe<Writable extends NodeJS.WritableStream>(destination: Writable): Writable {
      stream.pipe(encodedBytesOnly(destination));
      return destination;
    },
  };
}

// Everything else as React has it (a module's own export takes precedence over `export *`).
export * from 'react-dom/server';
