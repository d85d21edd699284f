// @vitest-environment happy-dom
// The site's <Head> (.dumi/theme/components/Head.tsx): dumi's <Helmet>, which is umi's renderer's
// re-export of react-helmet-async, added to the page's head only once React has committed it.
import { act, createElement as h, Suspense, use, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('dumi', async () => ({ Helmet: (await import('@umijs/renderer-react')).Helmet }));

const { Helmet, HelmetProvider } = await import('@umijs/renderer-react');
const { default: Head } = await import('../../.dumi/theme/components/Head');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A promise that never settles: what reads it suspends for good. */
const never = new Promise<never>(() => {});
function SuspendsForGood(): ReactNode {
  return use(never);
}

let root: Root | undefined;

/** Renders `tree` under a HelmetProvider and waits for react-helmet-async's next write to the head. */
async function show(tree: ReactNode) {
  root ??= createRoot(document.createElement('div'));
  await act(async () => root!.render(h(HelmetProvider, null, tree)));
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** A tree that suspends before anything in it is shown: React renders it, then throws the render away. */
const neverShown = (head: ReactNode) => h(Suspense, { fallback: null }, head, h(SuspendsForGood));

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.title = 'Before';
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

describe('<Head>', () => {
  it('adds nothing from a render that React throws away', async () => {
    await show(neverShown(h(Head, null, h('title', null, 'Never shown'), h('meta', { name: 'description', content: 'Never shown' }))));
    expect(document.title).toBe('Before');
    expect(description()).toBeUndefined();
  });

  it('sets the tags of what is shown, and takes them away with it', async () => {
    await show(h(Head, null, h('title', null, 'Shown'), h('meta', { name: 'description', content: 'What is shown' })));
    expect(document.title).toBe('Shown');
    expect(description()).toBe('What is shown');

    // Another page: the first <Head> unmounts, and one without a title or description mounts.
    await show(h('main', null, h(Head, { defaultTitle: 'Home' })));
    expect(document.title).toBe('Home');
    expect(description()).toBeUndefined();
  });
});

// Last: react-helmet-async keeps its list of <Helmet>s in its module, so the one this leaks stays in
// it for the rest of the file.
describe('react-helmet-async alone (why the site has <Head>)', () => {
  it('keeps the title of a render that React throws away', async () => {
    await show(neverShown(h(Helmet, null, h('title', null, 'Never shown'))));
    expect(document.title).toBe('Never shown');
  });
});
