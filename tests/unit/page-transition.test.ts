import { beforeEach, describe, expect, it, vi } from 'vitest';

// Records whether a listener ran inside React's startTransition.
let inTransition = false;
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  startTransition: vi.fn((scope: () => void) => {
    inTransition = true;
    try {
      scope();
    } finally {
      inTransition = false;
    }
  }),
}));

const { isPageLoaded, notePagePreload, withPageTransitions } = await import('../../src/runtime/page-transition');

interface Update {
  action: string;
  location: { pathname: string };
}

/** A history as history v5 builds it: location and action are getters, listeners a closure's. */
function fakeHistory() {
  let location = { pathname: '/' };
  const listeners: ((update: Update) => void)[] = [];
  return {
    get location() {
      return location;
    },
    get action() {
      return 'PUSH';
    },
    listen(listener: (update: Update) => void) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    push(pathname: string) {
      location = { pathname };
      listeners.forEach((listener) => listener({ action: 'PUSH', location }));
    },
  };
}

/** What the listeners saw, and whether inside a transition. */
let seen: { pathname: string; inTransition: boolean }[];
const record = (update: Update) => seen.push({ pathname: update.location.pathname, inTransition });
beforeEach(() => {
  seen = [];
});

describe('withPageTransitions', () => {
  it('delivers an update to a page whose code has loaded inside a transition, any other as it came', () => {
    const original = fakeHistory();
    const history = withPageTransitions(original, (path) => path === '/demo/hover');
    history.listen(record);
    history.push('/demo/hover');
    history.push('/demo/search');
    expect(seen).toEqual([
      { pathname: '/demo/hover', inTransition: true },
      { pathname: '/demo/search', inTransition: false },
    ]);
  });

  it('keeps the rest of the history live: its location, its action and removing a listener', () => {
    const original = fakeHistory();
    const history = withPageTransitions(original, () => true);
    const stop = history.listen(record);
    original.push('/changelog');
    expect(history.location.pathname).toBe('/changelog');
    expect(history.action).toBe('PUSH');
    stop();
    history.push('/');
    expect(seen).toHaveLength(1);
  });
});

describe('notePagePreload', () => {
  it('counts a page as loaded once its load has resolved, not while it is on its way nor when it failed', async () => {
    let arrive = (_code: string) => {};
    const load = notePagePreload('/zh-CN/demo/hover', new Promise<string>((resolve) => (arrive = resolve)));
    expect(isPageLoaded('/zh-CN/demo/hover')).toBe(false);
    arrive('code');
    expect(await load).toBe('code');
    expect(isPageLoaded('/zh-CN/demo/hover')).toBe(true);

    const failed = notePagePreload('/zh-CN/demo/search', Promise.reject(new Error('chunk gone')));
    await expect(failed).rejects.toThrow('chunk gone');
    expect(isPageLoaded('/zh-CN/demo/search')).toBe(false);
  });

  it('is what the history asks by default', async () => {
    await notePagePreload('/demo/multiple', Promise.resolve());
    const history = withPageTransitions(fakeHistory());
    history.listen(record);
    history.push('/demo/multiple');
    history.push('/demo/never-asked');
    expect(seen.map((update) => update.inTransition)).toEqual([true, false]);
  });
});
