import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../.dumi/theme/lib/preloadable-lazy';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

describe('preloadableLazy', () => {
  it('suspends like React.lazy until its chunk has arrived', () => {
    const Lazy = preloadableLazy(() => new Promise<{ default: typeof Greeting }>(() => {}));
    const html = renderToString(
      createElement(Suspense, { fallback: createElement('span', null, 'loading') }, createElement(Lazy, { name: 'you' })),
    );
    expect(html).toContain('loading');
    expect(html).not.toContain('Hello');
  });

  it('renders synchronously once preloaded, and loads the chunk only once', async () => {
    let loads = 0;
    const Lazy = preloadableLazy(async () => {
      loads += 1;
      return { default: Greeting };
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    const html = renderToString(
      createElement(Suspense, { fallback: createElement('span', null, 'loading') }, createElement(Lazy, { name: 'you' })),
    );
    expect(html).toContain('<p>Hello you</p>');
    expect(loads).toBe(1);
  });
});
