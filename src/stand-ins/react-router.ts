/**
 * Stands in for: react-router@6.3.0, as react-router-dom re-exports it (swap "remembered matchRoutes").
 *
 * Stands in for react-router where react-router-dom re-exports it (src/build/module-swaps.ts): the
 * same module, except that `matchRoutes` remembers its answers.
 *
 * Each call flattens and ranks the whole route table and compiles a regular expression per route
 * before it matches. The theme asks it for the page's route once or twice in each component that
 * reads the route's metadata (dumi's useRouteMeta), with the same table and path every time: about
 * 25 ms of main thread per page load before, on an unthrottled desktop CPU.
 *
 * An answer is kept per route table (the array's identity and length) and path. Callers receive
 * their own copy of the array, since dumi takes the last match off with `pop()`.
 */
import { matchRoutes as matchRoutesAfresh } from 'react-router/index.js';

export * from 'react-router/index.js';

type Routes = Parameters<typeof matchRoutesAfresh>[0];
type Matches = ReturnType<typeof matchRoutesAfresh>;

const answers = new WeakMap<Routes, Map<string, Matches>>();

export function matchRoutes(
  routes: Routes,
  location: Parameters<typeof matchRoutesAfresh>[1],
  basename = '/',
): Matches {
  const path = typeof location === 'string' ? location : (location.pathname ?? '/');
  const key = `${routes.length}\n${basename}\n${path}`;
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  if (!known.has(key)) known.set(key, matchRoutesAfresh(routes, location, basename));
  const matches = known.get(key)!;
  return matches && [...matches];
}
