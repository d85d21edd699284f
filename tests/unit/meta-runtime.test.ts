import { afterEach, describe, expect, it, vi } from 'vitest';

// dumi's generated meta accessors exist only inside a build: each page's meta, as dumi gives it, a
// new object on every call.
const pages = vi.hoisted(() => ({
  meta: {
    'docs/index': { frontmatter: { title: 'rc-cascader' }, toc: [{ id: 'api', depth: 2, title: 'API', order: 0 }] },
    'docs/demo/simple': { frontmatter: { title: 'Simple' }, toc: [], tabs: ['docs/demo/simple$tab-faq'] },
    'docs/drafts': { frontmatter: { title: 'Draft', debug: true }, toc: [] },
  } as Record<string, { frontmatter: Record<string, unknown>; toc: unknown[]; tabs?: string[] }>,
  given: [] as object[],
}));
vi.mock('@@/dumi/meta/exports', () => ({
  getRouteMetaById: (id: string) => {
    const page = pages.meta[id];
    if (!page) return undefined;
    const meta = {
      frontmatter: page.frontmatter,
      toc: page.toc,
      texts: [],
      ...(page.tabs ? { tabs: page.tabs.map((tab) => ({ key: tab, meta: { frontmatter: {}, toc: [], texts: [] } })) } : {}),
    };
    pages.given.push(meta);
    return meta;
  },
}));

const { patchRoutes } = await import('../../src/stand-ins/dumi-meta-runtime');

type Routes = Parameters<typeof patchRoutes>[0]['routes'];
const table = (): Routes => ({
  DocLayout: { id: 'DocLayout' },
  'docs/index': { id: 'docs/index' },
  'docs/demo/simple': { id: 'docs/demo/simple', meta: { _atom_route: true } as never },
  'docs/drafts': { id: 'docs/drafts' },
});

afterEach(() => {
  pages.given.length = 0;
  vi.unstubAllEnvs();
});

describe("patchRoutes (the stand-in for dumi's meta runtime plugin)", () => {
  it('gives each page route the meta dumi returned for it, not a copy, and leaves other routes alone', () => {
    const routes = table();
    patchRoutes({ routes });
    expect(routes['docs/index'].meta).toBe(pages.given[0]);
    expect(routes['docs/index'].meta?.frontmatter).toBe(pages.meta['docs/index'].frontmatter);
    expect(routes.DocLayout.meta).toBeUndefined();
  });

  it("keeps what a route has of its own beside the page's meta", () => {
    const routes = table();
    patchRoutes({ routes });
    expect(routes['docs/demo/simple'].meta).toMatchObject({ _atom_route: true, frontmatter: { title: 'Simple' } });
  });

  it('makes the headings and texts read empty on the route, and on its tabs, as dumi does', () => {
    const routes = table();
    patchRoutes({ routes });
    expect((routes['docs/index'].meta as { toc: unknown[] }).toc).toEqual([]);
    expect((routes['docs/index'].meta as { texts: unknown[] }).texts).toEqual([]);
    const [tab] = routes['docs/demo/simple'].meta!.tabs as { toc: unknown[]; texts: unknown[] }[];
    expect(tab.toc).toEqual([]);
    expect(tab.texts).toEqual([]);
    // The page's own headings are untouched, for useRouteMeta.
    expect(pages.meta['docs/index'].toc).toHaveLength(1);
  });

  it('removes a debug page from a production build only', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const built = table();
    patchRoutes({ routes: built });
    expect(Object.keys(built)).toEqual(['DocLayout', 'docs/index', 'docs/demo/simple']);

    vi.stubEnv('NODE_ENV', 'development');
    const developed = table();
    patchRoutes({ routes: developed });
    expect(developed['docs/drafts'].meta?.frontmatter).toEqual({ title: 'Draft', debug: true });
  });
});
