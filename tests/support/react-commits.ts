import type { Page } from '@playwright/test';

/** React's root at a commit: its `current` fibre. */
export interface FiberRoot {
  current: unknown;
}

/** What a test reads of React's commits (`recordCommits`). */
export interface CommitRecord<T> {
  /** Counts only the commits from now on (all of them, from the page's first, until it is called). */
  start(): Promise<void>;
  /** What `describe` returned at each commit counted. */
  seen(): Promise<T[]>;
}

/**
 * Records what the page shows at each of React's commits. Before any script of the page runs, a stand-in
 * is installed for the hook React calls after each commit (the one React DevTools installs; no code of
 * the site uses it). `describe` runs in the page, once as it starts, and returns the function that
 * describes one commit from React's root: it may keep state from one commit to the next. Like a
 * function given to `page.evaluate`, it is sent as source, so it can use nothing from the test's scope.
 */
export async function recordCommits<T>(page: Page, describe: () => (root: FiberRoot) => T): Promise<CommitRecord<T>> {
  await page.addInitScript(`(() => {
    const describe = (${describe.toString()})();
    const commits = (window.reactCommits = { seen: [], from: 0 });
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer, root) => commits.seen.push(describe(root)),
    };
  })()`);
  type Scope = Window & { reactCommits?: { seen: T[]; from: number } };
  return {
    start: () =>
      page.evaluate(() => {
        const commits = (window as Scope).reactCommits;
        if (commits) commits.from = commits.seen.length;
      }),
    seen: () =>
      page.evaluate(() => {
        const commits = (window as Scope).reactCommits;
        return commits ? commits.seen.slice(commits.from) : [];
      }),
  };
}
