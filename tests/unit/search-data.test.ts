import { describe, expect, it, vi } from 'vitest';

// The module's hook needs dumi's client runtime, which only exists in a built site; `searchData`,
// tested here, does not. (The hook's load-once behaviour is tested in the browser: tests/e2e/search.)
vi.mock('dumi', () => ({ getFullDemos: vi.fn(), getFullRoutesMeta: vi.fn() }));
vi.mock('dumi/dist/client/theme-api/utils.js', () => ({
  useLocaleDocRoutes: vi.fn(),
}));

const { searchData } = await import('../../src/search-data');

type Args = Parameters<typeof searchData>;

const routes = {
  home: { id: 'home', path: '', parentId: 'DocLayout', absPath: '/' },
  simple: {
    id: 'simple',
    path: 'demo/simple',
    parentId: 'DocLayout',
    absPath: '/demo/simple',
  },
} as unknown as Args[0];

const routesMeta = {
  home: { frontmatter: { title: 'rc-cascader' }, toc: [], texts: [] },
  simple: { frontmatter: { title: 'Simple' }, toc: [], texts: [] },
  elsewhere: { frontmatter: { title: 'Not a doc route' }, toc: [], texts: [] },
} as unknown as Args[1];

const Demo = () => null;
const demos = {
  'simple-demo': {
    asset: { id: 'simple-demo', title: 'Simple', dependencies: {} },
    routeId: 'simple',
    component: Demo,
    renderOpts: { compile: () => Promise.resolve('') },
    context: { react: {} },
  },
} as unknown as Args[2];

describe('searchData (what the search worker indexes)', () => {
  it("gives each doc route its own meta, and leaves routes that aren't docs out", () => {
    const [withMeta] = searchData(routes, routesMeta, demos);
    expect(Object.keys(withMeta)).toEqual(['home', 'simple']);
    expect(withMeta.simple).toMatchObject({
      path: 'demo/simple',
      meta: routesMeta.simple,
    });
    expect(withMeta.home.meta).toBe(routesMeta.home);
  });

  it('strips each demo of its component, render options and context, which a worker cannot receive', () => {
    const [, searchDemos] = searchData(routes, routesMeta, demos);
    expect(searchDemos['simple-demo']).toEqual({
      asset: { id: 'simple-demo', title: 'Simple', dependencies: {} },
      routeId: 'simple',
    });
    expect(() => structuredClone(searchDemos)).not.toThrow();
  });

  it('copies rather than changes what it was given', () => {
    searchData(routes, routesMeta, demos);
    expect(routes.home).not.toHaveProperty('meta');
    expect(demos['simple-demo']).toHaveProperty('component', Demo);
  });
});
