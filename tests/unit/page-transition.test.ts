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

// Records the page-loading bar's starts and ends.
const bar = vi.hoisted(() => ({ started: 0, done: 0, on: false }));
vi.mock('nprogress', () => ({
  default: {
    isStarted: () => bar.on,
    start: () => {
      bar.started += 1;
      bar.on = true;
    },
    done: () => {
      bar.done += 1;
      bar.on = false;
    },
  },
}));

const { notePagePreload, pagePreload, withPageTransitions } = await import('../../src/runtime/page-transition');
type PagePreload = import('../../src/runtime/page-transition').PagePreload;

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
  Object.assign(bar, { started: 0, done: 0, on: false });
});

describe('withPageTransitions', () => {
  const loaded: PagePreload = { done: Promise.resolve(), loaded: true };

  it('delivers an update to a page asked for ahead inside a transition, any other as it came', () => {
    const original = fakeHistory();
    const history = withPageTransitions(original, (path) => (path === '/demo/hover' ? loaded : undefined));
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
    const history = withPageTransitions(original, () => loaded);
    const stop = history.listen(record);
    original.push('/changelog');
    expect(history.location.pathname).toBe('/changelog');
    expect(history.action).toBe('PUSH');
    stop();
    history.push('/');
    expect(seen).toHaveLength(1);
  });

  it('shows the loading bar once while the code is still on its way, and ends it when the code is there', async () => {
    let arrive = () => {};
    const done = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const history = withPageTransitions(fakeHistory(), () => ({ done, loaded: false }));
    history.listen(record);
    history.listen(() => undefined);
    history.push('/demo/hover');
    expect(seen).toEqual([{ pathname: '/demo/hover', inTransition: true }]);
    expect(bar).toMatchObject({ started: 1, on: true });
    arrive();
    await done;
    await Promise.resolve();
    expect(bar).toMatchObject({ done: 1, on: false });
  });

  it('no loading bar of its own for a page whose code is there', () => {
    const history = withPageTransitions(fakeHistory(), () => loaded);
    history.listen(record);
    history.push('/demo/hover');
    expect(bar.started).toBe(0);
  });
});

describe('notePagePreload', () => {
  it('tracks the load of a page asked for ahead, and forgets one that failed', async () => {
    expect(pagePreload('/zh-CN/demo/hover')).toBeUndefined();
    const load = notePagePreload('/zh-CN/demo/hover', Promise.resolve('code'));
    expect(pagePreload('/zh-CN/demo/hover')?.loaded).toBe(false);
    expect(await load).toBe('code');
    expect(pagePreload('/zh-CN/demo/hover')?.loaded).toBe(true);

    const failed = notePagePreload('/zh-CN/demo/search', Promise.reject(new Error('chunk gone')));
    await expect(failed).rejects.toThrow('chunk gone');
    expect(pagePreload('/zh-CN/demo/search')).toBeUndefined();
  });

  it('is what the history asks by default', () => {
    notePagePreload('/demo/multiple', Promise.resolve());
    const history = withPageTransitions(fakeHistory());
    history.listen(record);
    history.push('/demo/multiple');
    history.push('/demo/never-asked');
    expect(seen.map((update) => update.inTransition)).toEqual([true, false]);
  });
});
