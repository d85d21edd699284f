import type { Page } from '@playwright/test';

/**
 * Installs, before any script of the page runs, a stand-in for the hook React calls after each of its
 * commits (the one React DevTools installs; no code of the site uses it). Each commit calls
 * `window.onReactCommit(root)`, with React's root (its `current` fibre), if a test's own init script
 * has set that function.
 */
export async function hookReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as Window & { onReactCommit?: (root: unknown) => void; __REACT_DEVTOOLS_GLOBAL_HOOK__?: object };
    scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: unknown) => scope.onReactCommit?.(root),
    };
  });
}
