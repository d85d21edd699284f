/**
 * How the build's patches of other packages' code fail loudly.
 *
 * Each patch (an entry of PATCHES, patches.ts) says what it expects to find upstream. When it finds
 * nothing to patch, the production build fails with a StalePatchError that names the patch and what
 * it expected, instead of shipping the upstream code unpatched. CONTRIBUTING.md, "Upgrading", says
 * what to do then.
 */
import { realpathSync } from 'node:fs';
import type { PatchName, PatchPart } from './patches';

/** Where a stale patch's error sends the reader. */
export const UPGRADING = '"Upgrading" in CONTRIBUTING.md';

export class StalePatchError extends Error {
  constructor(
    readonly patch: PatchPart,
    readonly expected: string,
  ) {
    super(`Stale patch "${patch}": ${expected}. The upstream code it patches has changed (see ${UPGRADING}).`);
    this.name = 'StalePatchError';
  }
}

/** Throws a StalePatchError for `patch` unless `applied`. */
export function expectApplied(applied: unknown, patch: PatchName, expected: string): void {
  if (!applied) throw new StalePatchError(patch, expected);
}

const realPaths = new Map<string, string>();

/**
 * A path with every symbolic link in it resolved, as webpack resolves modules (`resolve.symlinks`);
 * the path as it is when nothing is there. node_modules may be a link to another checkout's.
 */
export function realPath(path: string): string {
  let real = realPaths.get(path);
  if (real === undefined) {
    try {
      real = realpathSync(path);
    } catch {
      real = path;
    }
    realPaths.set(path, real);
  }
  return real;
}

/** Whether two paths name the same file, through any symbolic link. */
export function sameFile(a: string, b: string): boolean {
  return a === b || realPath(a) === realPath(b);
}

/** What one patch must have done at least once in a compilation. */
export interface Expectation {
  patch: PatchPart;
  expected: string;
}

/**
 * Counts, for one compiler, how often each patch applied in its current compilation. The module
 * swaps, the page-chunks loader and the compile hints record into it; StalePatchesPlugin checks it
 * once the compilation's assets are final.
 */
export class PatchTally {
  private readonly counts = new Map<PatchPart, number>();
  private readonly expectations: Expectation[] = [];
  private readonly problems: StalePatchError[] = [];

  /** Records that `patch` applied (`times` more times). */
  record = (patch: PatchPart, times = 1): void => {
    this.counts.set(patch, (this.counts.get(patch) ?? 0) + times);
  };

  /** Records a problem found while patching, reported with the unmet expectations. */
  report = (problem: StalePatchError): void => {
    this.problems.push(problem);
  };

  count(patch: PatchPart): number {
    return this.counts.get(patch) ?? 0;
  }

  /** Declares that `patch` must apply at least once in every compilation. */
  expect(patch: PatchPart, expected: string): this {
    this.expectations.push({ patch, expected });
    return this;
  }

  /** Forgets the counts and problems of the previous compilation. */
  reset(): void {
    this.counts.clear();
    this.problems.length = 0;
  }

  /** The problems reported, then one StalePatchError per expected patch that never applied. */
  staleness(): StalePatchError[] {
    const unmet = this.expectations
      .filter(({ patch }) => this.count(patch) === 0)
      .map(({ patch, expected }) => new StalePatchError(patch, expected));
    return [...this.problems, ...unmet];
  }
}

// umi's own copy of webpack, which it hands to `chainWebpack`.
type Webpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
type Compiler = InstanceType<Webpack['Compiler']>;

/**
 * Fails the compilation (so the build) when a patch went stale: clears the tally when a compilation
 * starts and, once its assets are final, adds every StalePatchError to the compilation's errors.
 */
export class StalePatchesPlugin {
  constructor(private readonly tally: PatchTally) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StalePatchesPlugin', (compilation) => {
      this.tally.reset();
      compilation.hooks.afterProcessAssets.tap('StalePatchesPlugin', () => {
        for (const error of this.tally.staleness()) compilation.errors.push(error as never);
      });
    });
  }
}
