import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedForLocale } from '../../src/runtime/prerendered-locale';
import { modifyClientRenderOpts } from '../../src/runtime/demo-page-hydration';

const at = (pathname: string) => ({ hydrate: true, history: { location: { pathname } } });

/** A document whose #root holds `children` nodes, prerendered in `lang`. */
const withRoot = (children: number, lang = 'en') =>
  vi.stubGlobal('document', {
    documentElement: { lang },
    getElementById: (id: string) => (id === 'root' ? { hasChildNodes: () => children > 0 } : null),
  });

describe('modifyClientRenderOpts (standalone demo pages)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hydrates a prerendered demo page', () => {
    withRoot(1);
    expect(modifyClientRenderOpts(at('/~demos/docs-demo-simple-demo-city-picker')).hydrate).toBe(true);
  });

  it("hydrates a prerendered demo page after dumi's own plugin turned hydration off there", () => {
    withRoot(1);
    expect(modifyClientRenderOpts({ ...at('/~demos/docs-demo-simple-demo-city-picker'), hydrate: false }).hydrate).toBe(true);
  });

  it('renders an empty demo shell from scratch, as dumi does', () => {
    withRoot(0);
    expect(modifyClientRenderOpts(at('/~demos/docs-demo-simple-demo-city-picker')).hydrate).toBe(false);
  });

  it('leaves every other page as it is', () => {
    withRoot(0);
    expect(modifyClientRenderOpts(at('/demo/simple')).hydrate).toBe(true);
    expect(modifyClientRenderOpts({ ...at('/demo/simple'), hydrate: false }).hydrate).toBe(false);
  });

  it('renders from scratch a page prerendered in another language than its path asks for', () => {
    // 404.html is prerendered once, in English, and served for unknown paths of every locale.
    withRoot(1, 'en');
    expect(modifyClientRenderOpts(at('/zh-CN/no/such/page')).hydrate).toBe(false);
    expect(modifyClientRenderOpts(at('/no/such/page')).hydrate).toBe(true);
    withRoot(1, 'zh-CN');
    expect(modifyClientRenderOpts(at('/zh-CN/demo/simple')).hydrate).toBe(true);
    expect(modifyClientRenderOpts(at('/zh-CN')).hydrate).toBe(true);
  });
});

describe('prerenderedForLocale', () => {
  it("compares the document's language with the one of the path's locale", () => {
    expect(prerenderedForLocale('/demo/simple', 'en')).toBe(true);
    expect(prerenderedForLocale('/zh-CN/demo/simple', 'zh-CN')).toBe(true);
    expect(prerenderedForLocale('/zh-CN/demo/simple', 'en')).toBe(false);
    expect(prerenderedForLocale('/zh-CNx', 'en')).toBe(true);
  });
});
