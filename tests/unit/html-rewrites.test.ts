import { describe, expect, it } from 'vitest';
import { appScriptLoader, runAppScriptAfterPaint } from '../../src/build/html-rewrites';

const page = (script: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/umi.1a2b.css"/></head><body><div id="root"><p>Text</p></div></body></html>${script}<div hidden id="S:0"><p>More</p></div><script>$RC("B:0","S:0")</script>`;

describe('runAppScriptAfterPaint', () => {
  it("replaces umi's async script with a preload, and runs it from the end of the document", () => {
    const html = runAppScriptAfterPaint(page('<script src="/umi.5e8f7f79.js" async=""></script>'));
    expect(html).not.toContain('<script src="/umi.5e8f7f79.js"');
    expect(html).toContain('</html><link rel="preload" as="script" href="/umi.5e8f7f79.js"/><div hidden id="S:0">');
    expect(html.endsWith(`<script>${appScriptLoader('/umi.5e8f7f79.js')}</script>`)).toBe(true);
  });

  it('keeps a base path', () => {
    const html = runAppScriptAfterPaint(page('<script src="/docs/umi.0a1b2c3d.js" async=""></script>'));
    expect(html).toContain('<link rel="preload" as="script" href="/docs/umi.0a1b2c3d.js"/>');
    expect(html).toContain('script.src = "/docs/umi.0a1b2c3d.js";');
  });

  it('leaves a page without that script unchanged (a client-rendered demo page)', () => {
    const html = page('<script src="/umi.5e8f7f79.js"></script>');
    expect(runAppScriptAfterPaint(html)).toBe(html);
  });
});

describe('appScriptLoader', () => {
  type Env = { hidden: boolean; appended: string[]; frames: (() => void)[]; timers: (() => void)[] };
  const run = (env: Env) => {
    const document = {
      visibilityState: env.hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '' }),
      body: { appendChild: (script: { src: string }) => env.appended.push(script.src) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', appScriptLoader('/umi.js'))(
      document,
      (callback: () => void) => env.frames.push(callback),
      (callback: () => void) => env.timers.push(callback),
    );
  };

  it('runs the bundle in the task after the first frame has been painted', () => {
    const env: Env = { hidden: false, appended: [], frames: [], timers: [] };
    run(env);
    expect(env.appended).toEqual([]);
    env.frames.forEach((frame) => frame());
    expect(env.appended).toEqual([]);
    env.timers.forEach((timer) => timer());
    expect(env.appended).toEqual(['/umi.js']);
  });

  it('runs it at once in a hidden tab, which paints no frames', () => {
    const env: Env = { hidden: true, appended: [], frames: [], timers: [] };
    run(env);
    expect(env.appended).toEqual(['/umi.js']);
  });
});
