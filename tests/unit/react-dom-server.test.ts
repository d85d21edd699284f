import { Suspense, createElement, lazy } from 'react';
import { Writable } from 'node:stream';
import * as reactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderToPipeableStream, whenAllReady } from '../../src/stand-ins/react-dom-server';

/** Renders like umi's prerender: piping starts in `onShellReady`. */
function prerender(element: Parameters<typeof renderToPipeableStream>[0]): Promise<string> {
  return prerenderBytes(element).then((bytes) => bytes.toString('utf8'));
}

function prerenderBytes(
  element: Parameters<typeof renderToPipeableStream>[0],
  render: typeof renderToPipeableStream = renderToPipeableStream,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const writable = new Writable({
      write(chunk, _encoding, next) {
        chunks.push(Buffer.from(chunk));
        next();
      },
    });
    writable.on('finish', () => resolve(Buffer.concat(chunks)));
    const stream = render(element, {
      onShellReady: () => stream.pipe(writable),
      onShellError: reject,
    });
  });
}

describe('react-dom/server for the prerender', () => {
  it('writes a page whose parts load late in place, without scripts that move them', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
          setImmediate(() => resolve({ default: () => createElement('p', null, 'demo') })),
        ),
    );
    const html = await prerender(
      createElement('main', null, createElement('h1', null, 'Title'), createElement(Suspense, { fallback: null }, createElement(Late))),
    );
    expect(html).toContain('<h1>Title</h1><!--$--><p>demo</p><!--/$-->');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('$RC');
  });

  it('writes a large page in place too, with no boundary outlined past the progressive chunk size', async () => {
    const paragraphs = Array.from({ length: 400 }, (_, index) => createElement('p', { key: index }, `Paragraph ${index} `.repeat(4)));
    const html = await prerender(
      createElement('main', null, createElement(Suspense, { fallback: null }, createElement('article', null, paragraphs))),
    );
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).toMatch(/^<main><!--\$--><article><p>/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
  });

  it("React's own renderer writes multi-byte text without NUL bytes where it meets the end of a 2 KB buffer", async () => {
    // React 18 sent a whole 2048-byte buffer, unwritten zero bytes included, where a multi-byte
    // character did not fit at its end (facebook/react#24985, fixed in React 19 by #26228). A span
    // is 16 bytes: shifting the spans by 0 to 15 bytes puts a character across every position of
    // the buffer's end.
    for (let shift = 0; shift < 16; shift += 1) {
      const spans = Array.from({ length: 400 }, (_, index) => createElement('span', { key: index }, '中'));
      const bytes = await prerenderBytes(createElement('div', { title: 'x'.repeat(shift) }, spans), reactDomServer.renderToPipeableStream);
      expect(bytes.indexOf(0), `shift ${shift}`).toBe(-1);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes).match(/<span>中<\/span>/g)).toHaveLength(400);
    }
  });

  it("calls the shell's callback, then the caller's own onAllReady, once all is ready", () => {
    const calls: string[] = [];
    const options = whenAllReady({
      onShellReady: () => calls.push('shell'),
      onAllReady: () => calls.push('all'),
      bootstrapScripts: ['/umi.js'],
    });
    expect(options).not.toHaveProperty('onShellReady');
    expect(options.progressiveChunkSize).toBe(Number.POSITIVE_INFINITY);
    expect(options.bootstrapScripts).toEqual(['/umi.js']);
    options.onAllReady?.();
    expect(calls).toEqual(['shell', 'all']);
  });
});
