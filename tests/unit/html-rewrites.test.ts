import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_WAIT_MS,
  appScriptLoader,
  runAppScriptAfterPaint,
  fullStylesheetLink,
  withCriticalStylesheet,
  withHeadScriptsOnce,
  withLanguage,
} from '../../src/plugins/html-rewrites';
import { StalePatchError } from '../../src/plugins/patch-guard';
import { HEAD_SCRIPT, umiPage } from '../support/umi-page';

const METADATA = '<script>window.__UMI_METADATA_LOADER_DATA__ = {"headScripts":[]};</script>';
const page = (script: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/umi.1a2b.css"/></head><body><div id="root"><p>Text</p></div>${METADATA}</body></html>${script}<div hidden id="S:0"><p>More</p></div><script>$RC("B:0","S:0")</script>`;

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
    expect(html).toContain('.src="/docs/umi.0a1b2c3d.js"');
  });

  it('replaces the script tag as React 19 writes it, with its id', () => {
    const html = runAppScriptAfterPaint(page('<script src="/umi.5e8f7f79.js" id="_R_" async=""></script>'));
    expect(html).not.toContain('id="_R_"');
    expect(html).toContain('</html><link rel="preload" as="script" href="/umi.5e8f7f79.js"/><div hidden id="S:0">');
  });

  it("fails, naming the patch, when umi's page no longer ends with its async script", () => {
    const html = page('<script src="/umi.5e8f7f79.js" defer></script>');
    expect(() => runAppScriptAfterPaint(html)).toThrow(StalePatchError);
    expect(() => runAppScriptAfterPaint(html)).toThrow(
      /^Stale patch "app script after paint": the prerendered page has no <script src=".*umi/,
    );
  });

  it('leaves the template of client-rendered pages as umi wrote it, and fails when its script is gone', () => {
    const template = '<html><head></head><body><div id="root"></div><script src="/umi.5e8f7f79.js"></script></body></html>';
    expect(runAppScriptAfterPaint(template)).toBe(template);
    expect(() => runAppScriptAfterPaint(template.replace('umi.5e8f7f79.js', 'app.js'))).toThrow(/^Stale patch "app script after paint"/);
  });
});

describe('appScriptLoader', () => {
  interface Env {
    hidden?: boolean;
    /** The entry types PerformanceObserver supports; none for a browser without it. */
    supported?: string[];
    appended: string[];
    frames: (() => void)[];
    timers: { callback: () => void; ms: number }[];
    observers: {
      callback: (list: { getEntries(): { name: string }[] }, observer: { disconnect(): void }) => void;
      options?: unknown;
      disconnected: boolean;
    }[];
    listeners: Record<string, () => void>;
  }
  const env = (init: Partial<Env> = {}): Env => ({ appended: [], frames: [], timers: [], observers: [], listeners: {}, ...init });
  const run = (env: Env) => {
    const document = {
      visibilityState: env.hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '' }),
      body: { appendChild: (script: { src: string }) => env.appended.push(script.src) },
      addEventListener: (type: string, listener: () => void) => {
        env.listeners[type] = listener;
      },
    };
    function PerformanceObserver(this: Env['observers'][number], callback: Env['observers'][number]['callback']) {
      this.callback = callback;
      this.disconnected = false;
      env.observers.push(this);
    }
    PerformanceObserver.prototype.observe = function (this: Env['observers'][number], options: unknown) {
      this.options = options;
    };
    PerformanceObserver.prototype.disconnect = function (this: Env['observers'][number]) {
      this.disconnected = true;
    };
    (PerformanceObserver as unknown as { supportedEntryTypes?: string[] }).supportedEntryTypes = env.supported;
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', appScriptLoader('/umi.js'))(
      document,
      (callback: () => void) => env.frames.push(callback),
      (callback: () => void, ms: number) => env.timers.push({ callback, ms }),
      env.supported ? PerformanceObserver : undefined,
    );
  };
  const paint = (env: Env, ...names: string[]) => {
    const [observer] = env.observers;
    observer.callback({ getEntries: () => names.map((name) => ({ name })) }, { disconnect: () => (observer.disconnected = true) });
  };

  it('runs the bundle once the first contentful paint has been observed, not before', () => {
    const page = env({ supported: ['paint', 'largest-contentful-paint'] });
    run(page);
    expect(page.observers[0].options).toEqual({ type: 'paint', buffered: true });
    expect(page.appended).toEqual([]);
    paint(page, 'first-paint');
    expect(page.appended).toEqual([]);
    paint(page, 'first-contentful-paint');
    expect(page.appended).toEqual(['/umi.js']);
    expect(page.observers[0].disconnected).toBe(true);
  });

  it('runs it only once, whichever of the paint, the tab being hidden or the time limit comes first', () => {
    const page = env({ supported: ['paint'] });
    run(page);
    page.listeners.visibilitychange();
    expect(page.appended).toEqual(['/umi.js']);
    paint(page, 'first-contentful-paint');
    page.timers.forEach((timer) => timer.callback());
    expect(page.appended).toEqual(['/umi.js']);
  });

  it('runs it after FIRST_PAINT_WAIT_MS when no paint is reported', () => {
    const page = env({ supported: ['paint'] });
    run(page);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    page.timers[0].callback();
    expect(page.appended).toEqual(['/umi.js']);
  });

  it('runs it in the task after the next frame in a browser without paint timing', () => {
    for (const supported of [undefined, ['navigation']]) {
      const page = env({ supported });
      run(page);
      expect(page.observers).toEqual([]);
      page.frames.forEach((frame) => frame());
      expect(page.appended).toEqual([]);
      page.timers.forEach((timer) => timer.callback());
      expect(page.appended).toEqual(['/umi.js']);
    }
  });

  it('runs it at once in a hidden tab, which paints no frames', () => {
    const page = env({ hidden: true, supported: ['paint'] });
    run(page);
    expect(page.appended).toEqual(['/umi.js']);
    expect(page.observers).toEqual([]);
  });
});

describe('withHeadScriptsOnce', () => {
  const data = (html: string) => JSON.parse(/__UMI_METADATA_LOADER_DATA__ = (\{.*?\}); window/.exec(html)![1]);

  it("leaves the head scripts out of umi's data for its client, and in the head", () => {
    const html = withHeadScriptsOnce(umiPage({ headScripts: [HEAD_SCRIPT, 'window.b=1;'] }));
    expect(data(html)).toEqual({ headScripts: [], styles: [] });
    expect(html.split(HEAD_SCRIPT)).toHaveLength(2);
    expect(html).toContain(`<head><meta charSet="utf-8"/><script>${HEAD_SCRIPT}</script><script>window.b=1;</script>`);
  });

  it('keeps what the rest of the page says: a `$` in a script stays as it is', () => {
    const html = umiPage({ headScripts: ['window.price="$&";'], clientCss: '/umi.$1.css' });
    expect(withHeadScriptsOnce(html)).toBe(html.replace('{"headScripts":[{"content":"window.price=\\"$&\\";"}],', '{"headScripts":[],'));
  });

  it('leaves a page umi renders in the browser as it is', () => {
    const template = '<html><head></head><body><div id="root"></div><script src="/umi.5e8f7f79.js"></script></body></html>';
    expect(withHeadScriptsOnce(template)).toBe(template);
  });

  it('fails, naming itself, when a script of the data is not in the head, or there are none', () => {
    const moved = umiPage().replace(`<script>${HEAD_SCRIPT}</script>`, '');
    expect(() => withHeadScriptsOnce(moved)).toThrow(/^Stale patch "head scripts once": a head script of umi's data/);
    expect(() => withHeadScriptsOnce(umiPage({ headScripts: [] }))).toThrow(
      /^Stale patch "head scripts once": umi's data for its client has no head scripts/,
    );
  });
});

describe('withLanguage', () => {
  it("sets a prerendered page's language on <html>", () => {
    expect(withLanguage(page(''), 'zh-CN')).toMatch(/^<!DOCTYPE html><html lang="zh-CN"><head>/);
    expect(withLanguage(page(''), 'en')).toBe(page(''));
  });

  it('fails, naming the patch, when umi writes <html> without a lang to set', () => {
    expect(() => withLanguage(page('').replace('<html lang="en">', '<html class="x">'), 'zh-CN')).toThrow(/^Stale patch "page language"/);
  });

  it('leaves the template of client-rendered pages alone', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withLanguage(template, 'zh-CN')).toBe(template);
  });
});

describe('withCriticalStylesheet', () => {
  const withHead = (head: string, clientCss?: string) => umiPage({ head, root: '<h1>T</h1>', clientCss });
  const linked = '<link rel="stylesheet" href="/umi.1a2b.css"/>';
  const critical = {
    of: async (page: string, href: string) => (page.includes('<h1>') && href === '/umi.1a2b.css' ? 'h1{color:red}' : ''),
    fontFaces: (href: string) => (href === '/umi.1a2b.css' ? '@font-face{font-family:A;src:local(B)}' : ''),
  };

  it("puts the page's critical CSS at the end of <head>, then the full stylesheet, and tells umi's client there is none to render", async () => {
    const html = await withCriticalStylesheet(withHead(linked), critical);
    expect(html).toContain(`<head><meta charSet="utf-8"/><script>${HEAD_SCRIPT}</script><title`);
    expect(html).toContain(`<title data-rh="true">T</title><style>h1{color:red}</style>${fullStylesheetLink('/umi.1a2b.css')}</head>`);
    expect(html).toContain('window.__UMI_BUILD_ClIENT_CSS__ = ""');
  });

  it('links the full stylesheet disabled, for the app to request, and as an ordinary stylesheet without JavaScript', () => {
    expect(fullStylesheetLink('/umi.1a2b.css')).toBe(
      '<link rel="stylesheet" href="/umi.1a2b.css" media="print" disabled="" data-site-stylesheet="" onload="this.media=\'all\'" ' +
        'onerror="this.setAttribute(\'data-site-stylesheet\',\'failed\')"/><noscript><link rel="stylesheet" href="/umi.1a2b.css"/></noscript>',
    );
  });

  it('cannot end the <style> early', async () => {
    const html = await withCriticalStylesheet(withHead(linked), { ...critical, of: async () => 'a::after{content:"</style>"}' });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it("fails, naming the patch, when umi's page links no stylesheet, or several, or its client expects another", async () => {
    await expect(withCriticalStylesheet(withHead(''), critical)).rejects.toThrow(
      /^Stale patch "critical stylesheet": the page links 0 stylesheets/,
    );
    await expect(withCriticalStylesheet(withHead(`${linked}<link rel="stylesheet" href="/x.css"/>`), critical)).rejects.toThrow(
      StalePatchError,
    );
    await expect(withCriticalStylesheet(withHead(linked, '/umi.ffff.css'), critical)).rejects.toThrow(/__UMI_BUILD_ClIENT_CSS__/);
  });

  it('leaves the template of client-rendered pages linking the stylesheet, with its font faces inline before it', async () => {
    // As umi writes the template: an HTML link, not React's.
    const link = '<link rel="stylesheet" href="/umi.1a2b.css">';
    const template = `<html><head>${link}</head><body><div id="root"></div></body></html>`;
    expect(await withCriticalStylesheet(template, critical)).toBe(
      `<html><head><style>@font-face{font-family:A;src:local(B)}</style>${link}</head><body><div id="root"></div></body></html>`,
    );
  });
});
