import { describe, expect, it, vi } from 'vitest';

// Outside a build, 'dumi' is its Node API: the router's matcher stands in for the theme API's export
// of it (umi's renderer re-exports react-router's), counted.
const matches = vi.hoisted(() => ({ count: 0 }));
vi.mock('dumi', async () => {
  const { matchRoutes } = await import('react-router');
  return {
    matchRoutes: (...args: Parameters<typeof matchRoutes>) => ((matches.count += 1), matchRoutes(...args)),
  };
});

const { matchedRouteOf } = await import('../../src/stand-ins/dumi-route-meta');

const routes = [
  {
    id: 'layout',
    path: '/',
    isLayout: true,
    children: [
      { id: 'home', path: '' },
      { id: 'demo-simple', path: 'demo/simple' },
      { id: 'zh-demo-simple', path: 'zh-CN/demo/simple' },
      { id: '404', path: '*' },
    ],
  },
];

describe('matchedRouteOf (the route meta stand-in)', () => {
  it("finds the deepest route of the address, a page's and not its layout's", () => {
    expect(matchedRouteOf(routes, '/demo/simple')?.id).toBe('demo-simple');
    expect(matchedRouteOf(routes, '/zh-CN/demo/simple')?.id).toBe('zh-demo-simple');
    expect(matchedRouteOf(routes, '/')?.id).toBe('home');
    expect(matchedRouteOf(routes, '/nowhere')?.id).toBe('404');
  });

  it('matches an address once for a route table, and again for another table', () => {
    const first = matchedRouteOf(routes, '/demo/simple');
    const before = matches.count;
    expect(matchedRouteOf(routes, '/demo/simple')).toBe(first);
    expect(matches.count).toBe(before);
    const copy = structuredClone(routes);
    const again = matchedRouteOf(copy, '/demo/simple');
    expect(again).not.toBe(first);
    expect(again?.id).toBe('demo-simple');
    expect(matches.count).toBe(before + 1);
  });
});
