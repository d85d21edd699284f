import { Suspense, createElement, lazy, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { boundedDemo, preloadLazy } from '../../src/runtime/demo-boundary';

describe('boundedDemo', () => {
  it('renders the demo inside a Suspense boundary of its own', () => {
    const Demo = () => createElement('p', null, 'demo');
    const html = renderToString(createElement(boundedDemo(Demo)));
    expect(html).toBe('<!--$--><p>demo</p><template></template><!--/$-->');
  });

  it('keeps a demo that is still loading to itself: its siblings render', () => {
    const Pending = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
    const html = renderToString(
      createElement(
        Suspense,
        { fallback: 'page fallback' },
        createElement(boundedDemo(Pending)),
        createElement('h2', null, 'Next section'),
      ),
    );
    expect(html).toContain('<h2>Next section</h2>');
    expect(html).not.toContain('page fallback');
  });

  it('is memoised and takes no props, so a re-render of its parent does not reach the boundary', () => {
    const Bounded = boundedDemo(() => null) as unknown as { $$typeof: symbol; compare: unknown };
    expect(Bounded.$$typeof).toBe(Symbol.for('react.memo'));
  });

  it("fetches a lazy demo's code ahead of its render (the page prefetch), and nothing for another", async () => {
    let loads = 0;
    const Demo = lazy(async () => {
      loads += 1;
      return { default: () => null };
    });
    await boundedDemo(Demo).preload();
    expect(loads).toBe(1);
    await expect(preloadLazy(() => null)).resolves.toBeUndefined();
    await expect(preloadLazy(undefined)).resolves.toBeUndefined();
  });
});
