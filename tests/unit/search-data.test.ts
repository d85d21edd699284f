import { describe, expect, it, vi } from 'vitest';

// The module's hook needs dumi's client runtime, which only exists in a built site; the functions
// tested here do not. (The hook's load-once behaviour is tested in the browser: tests/e2e/search.)
vi.mock('dumi', () => ({ getFullDemos: vi.fn(), useNavData: vi.fn() }));
// dumi's generated page metadata, in the shape the build writes it; each test sets the pages.
const meta = vi.hoisted(() => ({
  filesMeta: {} as Record<
    string,
    { frontmatter: object; toc: object[]; textGetter?: () => Promise<unknown>; tabs?: string[] }
  >,
  tabsMeta: {} as Record<string, { key: string; title: string }>,
}));
vi.mock('@@/dumi/meta', () => meta);
vi.mock('dumi/dist/client/theme-api/utils.js', () => ({
  useLocaleDocRoutes: vi.fn(),
}));

const { describeLoadFailure, fullRoutesMeta } = await import('../../src/stand-ins/dumi-use-search-data');
const { searchData } = await import('../../src/runtime/search-data');

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
  it("gives each doc route its own meta, shaped for the search, and leaves routes that aren't docs out", () => {
    const [withMeta] = searchData(routes, routesMeta, demos);
    expect(Object.keys(withMeta)).toEqual(['home', 'simple']);
    expect(withMeta.simple).toMatchObject({
      path: 'demo/simple',
      meta: { frontmatter: { title: 'Simple', pageTitle: 'Simple' }, toc: [], texts: [] },
    });
    expect(withMeta.home.meta).toMatchObject({ frontmatter: { title: 'rc-cascader' } });
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

describe('describeLoadFailure (what the results box says when the data fails to load)', () => {
  it("gives a chunk error's message on one line, with the file it names", () => {
    const error = Object.assign(new Error('Loading chunk 531 failed.\n(error: http://127.0.0.1/531.async.js)'), {
      name: 'ChunkLoadError',
    });
    expect(describeLoadFailure(error)).toBe('Loading chunk 531 failed. (error: http://127.0.0.1/531.async.js)');
  });

  it('describes anything thrown, even without a message', () => {
    expect(describeLoadFailure('offline')).toBe('offline');
    expect(describeLoadFailure(new Error(''))).toBe('unknown error');
  });
});

describe('fullRoutesMeta (every page with its texts)', () => {
  const texts = (value: string) => () => Promise.resolve({ texts: [{ value, paraId: 0 }] });

  function setPages(homeText: () => Promise<unknown>) {
    meta.filesMeta = {
      'docs/index': { frontmatter: { title: 'Home' }, toc: [], textGetter: homeText, tabs: ['docs/index.$tab-faq'] },
      'docs/index.$tab-faq': { frontmatter: { title: 'FAQ' }, toc: [], textGetter: texts('Why?') },
      'docs/demo/simple': { frontmatter: { title: 'Simple' }, toc: [{ id: 'a', depth: 2, title: 'A' }] },
    };
    meta.tabsMeta = { 'docs/index.$tab-faq': { key: 'faq', title: '' } };
  }

  it("gives each page its texts, and each content tab its own page's meta", async () => {
    setPages(texts('Welcome'));
    const all = await fullRoutesMeta();
    expect(Object.keys(all)).toEqual(['docs/index', 'docs/index.$tab-faq', 'docs/demo/simple']);
    expect(all['docs/index'].texts).toEqual([{ value: 'Welcome', paraId: 0 }]);
    expect(all['docs/index'].tabs).toEqual([
      {
        key: 'faq',
        title: '',
        meta: { frontmatter: { title: 'FAQ' }, toc: [], texts: [{ value: 'Why?', paraId: 0 }] },
      },
    ]);
    expect(all['docs/demo/simple']).toEqual({
      frontmatter: { title: 'Simple' },
      toc: [{ id: 'a', depth: 2, title: 'A' }],
      texts: [],
    });
  });

  it('rejects when a text chunk fails to load, instead of waiting for ever', async () => {
    setPages(() => Promise.reject(new Error('Loading chunk 7 failed.')));
    await expect(fullRoutesMeta()).rejects.toThrow('Loading chunk 7 failed.');
  });
});
