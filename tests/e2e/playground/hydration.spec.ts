/**
 * How the playground takes over from its prerendered HTML. React follows the hydration of a component
 * that asks whether hydration is over (useHydrated, a store) with a render of that component at once,
 * without yielding to the browser; only a small wrapper asks, and the playground itself reads the
 * address in a transition of its own, which React renders in slices.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixture';
import { recordCommits } from '../../support/react-commits';
import { code, openPlayground } from './support';

/** One of React's commits: how many of the playground's fibres it rendered. */
interface Commit {
  rendered: number;
}

/**
 * How many of the playground's fibres each of React's commits rendered: a fibre counts as rendered when
 * it was not in the tree at the commit before.
 */
const recordPlaygroundRenders = (page: Page) =>
  recordCommits<Commit>(page, () => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; tag: number; stateNode: unknown };
    let before = new WeakSet<Fiber>();
    /** The host fibre of `.site-playground`, depth first. */
    const find = (fiber: Fiber | null): Fiber | null => {
      for (let node = fiber; node; node = node.sibling) {
        if (node.tag === 5 && node.stateNode instanceof Element && node.stateNode.classList.contains('site-playground')) return node;
        const found = find(node.child);
        if (found) return found;
      }
      return null;
    };
    return (root) => {
      const playground = find(root.current as Fiber);
      const now = new WeakSet<Fiber>();
      let rendered = 0;
      const walk = (fiber: Fiber | null) => {
        for (let node = fiber; node; node = node.sibling) {
          now.add(node);
          if (!before.has(node)) rendered += 1;
          walk(node.child);
        }
      };
      if (playground) {
        now.add(playground);
        walk(playground.child);
      }
      before = now;
      return { rendered };
    };
  });

test('once hydrated, the playground is not rendered again all at once: it reads the address in a render after that', async ({ page }) => {
  const commits = await recordPlaygroundRenders(page);
  await openPlayground(page, '?checkable=true');
  // The address was read: the code has the prop the link set.
  await expect(code(page)).toContainText('checkable');
  const seen = (await commits.seen()).map((commit) => commit.rendered).filter((rendered) => rendered > 0);
  // Hydrating renders the whole playground (hundreds of fibres); so does reading the address.
  const hydration = seen.findIndex((rendered) => rendered > 200);
  expect(hydration, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
  const [next, ...later] = seen.slice(hydration + 1);
  // The render that follows hydration at once is the wrapper's, with the code block that keeps its markup.
  expect(next, JSON.stringify(seen)).toBeLessThan(50);
  expect(Math.max(...later), JSON.stringify(seen)).toBeGreaterThan(200);
});
