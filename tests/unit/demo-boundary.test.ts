import { Suspense, createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boundedDemo } from '../../src/runtime/demo-boundary';
import { preload, preloadableLazy } from '../../src/runtime/preloadable-lazy';

const loaded = (Component: ComponentType) => async () => ({ default: Component });

describe('boundedDemo', () => {
  it('renders the demo its loader brings inside a Suspense boundary of its own', async () => {
    const Bounded = boundedDemo(loaded(() => createElement('p', null, 'demo')));
    // React calls the loader on the first render, and renders the demo once it has settled.
    renderToString(createElement(Bounded));
    await Bounded.preload();
    await Promise.resolve();
    expect(renderToString(createElement(Bounded))).toBe('<!--$--><p>demo</p><template></template><!--/$-->');
  });

  it('keeps a demo that is still loading to itself: its siblings render', () => {
    const pending = () => new Promise<{ default: ComponentType }>(() => {});
    const html = renderToString(
      createElement(
        Suspense,
        { fallback: 'page fallback' },
        createElement(boundedDemo(pending)),
        createElement('h2', null, 'Next section'),
      ),
    );
    expect(html).toContain('<h2>Next section</h2>');
    expect(html).not.toContain('page fallback');
  });

  it('is memoised and takes no props, so a re-render of its parent does not reach the boundary', () => {
    const Bounded = boundedDemo(loaded(() => null)) as unknown as { $$typeof: symbol; compare: unknown };
    expect(Bounded.$$typeof).toBe(Symbol.for('react.memo'));
  });

  it("fetches a demo's code ahead of its render (the page prefetch), once, and again after a failure", async () => {
    let loads = 0;
    await boundedDemo(async () => {
      loads += 1;
      return { default: () => null };
    }).preload();
    expect(loads).toBe(1);
    let tries = 0;
    const failing = boundedDemo(async () => {
      tries += 1;
      throw new Error('chunk gone');
    });
    await expect(failing.preload()).rejects.toThrow('chunk gone');
    // Tried once more at once; the next call (the click) starts afresh.
    expect(tries).toBe(2);
    await expect(failing.preload()).rejects.toThrow('chunk gone');
    expect(tries).toBe(4);
  });
});

describe('preloadableLazy', () => {
  it('is a lazy component that keeps its loader as `preload`, which `preload` calls', async () => {
    let loads = 0;
    const Page = preloadableLazy(async () => {
      loads += 1;
      return { default: () => null };
    });
    expect(Page.$$typeof).toBe(Symbol.for('react.lazy'));
    await preload(Page);
    expect(loads).toBe(1);
    await expect(preload(() => null)).resolves.toBeUndefined();
    await expect(preload(undefined)).resolves.toBeUndefined();
  });
});
