import { matchRoutes as original } from 'react-router/index.js';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from '../../src/stand-ins/react-router';

const routes = [
  {
    path: '/',
    id: 'layout',
    children: [
      { path: '', id: 'home' },
      { path: 'demo/simple', id: 'simple' },
      { path: 'demo/:name', id: 'demo' },
    ],
  },
  { path: '/~demos/:id', id: 'demo-page' },
];

const ids = (matches: ReturnType<typeof original>) => matches?.map((match) => (match.route as { id?: string }).id);

describe('matchRoutes that remembers its answers', () => {
  it("answers as react-router's own does, for strings, locations and a base path", () => {
    for (const [location, basename] of [
      ['/', '/'],
      ['/demo/simple', '/'],
      [{ pathname: '/demo/search' }, '/'],
      ['/~demos/simple-demo', '/'],
      ['/docs/demo/simple', '/docs'],
      ['/nowhere/at/all', '/'],
      ['/elsewhere', '/docs'],
    ] as const) {
      expect(matchRoutes(routes, location, basename)).toEqual(original(routes, location, basename));
    }
    expect(ids(matchRoutes(routes, '/demo/simple'))).toEqual(['layout', 'simple']);
    expect(matchRoutes(routes, '/elsewhere', '/docs')).toBeNull();
  });

  it('hands each caller its own array, so taking the last match off changes no later answer', () => {
    const first = matchRoutes(routes, '/demo/load-data')!;
    expect(ids(first.slice(-1))).toEqual(['demo']);
    first.pop();
    expect(ids(matchRoutes(routes, '/demo/load-data'))).toEqual(['layout', 'demo']);
  });

  it('matches a table once per path, however often it is asked', () => {
    const table = [{ path: '/a', id: 'a' }];
    let reads = 0;
    const counted = table.map((route) => ({
      ...route,
      get path() {
        reads += 1;
        return route.path;
      },
    }));
    matchRoutes(counted, '/a');
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    matchRoutes(counted, '/a');
    matchRoutes(counted, { pathname: '/a' });
    expect(reads).toBe(afterFirst);
    matchRoutes(counted, '/b');
    expect(reads).toBeGreaterThan(afterFirst);
  });

  it('matches afresh when the table changes', () => {
    const table: { path: string; id: string }[] = [{ path: '/a', id: 'a' }];
    expect(ids(matchRoutes(table, '/b'))).toBeUndefined();
    table.push({ path: '/b', id: 'b' });
    expect(ids(matchRoutes(table, '/b'))).toEqual(['b']);
    const other = [{ path: '/b', id: 'other' }];
    expect(ids(matchRoutes(other, '/b'))).toEqual(['other']);
  });
});
