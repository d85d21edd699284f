/**
 * The modules a page's demos import, as the live editor needs them, loaded once a demo hydrates.
 *
 * dumi's module of a page's demos imports every package and file the demos import (rc-cascader,
 * the data files…) and hands them to the live editor as each demo's `context`, which resolves the
 * edited code's imports. Those static imports made every page with a demo load rc-cascader with its
 * first screen, even when the demo was far below it and its own code was left to load lazily. The
 * build (src/plugins/page-chunks.ts) turns each into a placeholder with a loader; this fills the
 * contexts with the real modules once a demo of the page has hydrated (`boundedDemo`), by which
 * time the demo's own code has brought most of them.
 */
import { loadOnce } from './load-once';

type ModuleLoader = () => Promise<object>;

let dependenciesLoaded: () => void = () => undefined;
/**
 * Settles once the modules of a page's demos have first been put in their contexts: the code a
 * live editor kept across a reload waits for it before it is compiled (PreviewerActions.tsx).
 */
export const demoDependenciesLoaded = new Promise<void>((resolve) => {
  dependenciesLoaded = resolve;
});
type Demos = Record<string, { context?: Record<string, unknown> }>;

export interface DemoDependencies {
  /** An object that stands for a module in the demos' contexts until `load` puts the module there. */
  placeholder(loadModule: ModuleLoader): object;
  /** The page's demos, whose contexts `load` fills. */
  fill(demos: Demos): void;
  /** Loads every module once and puts each in the contexts in place of its placeholder. */
  load(): Promise<void>;
}

export function demoDependencies(): DemoDependencies {
  const loaders = new Map<object, ModuleLoader>();
  let pageDemos: Demos = {};
  const load = loadOnce(async () => {
    const loaded = new Map(await Promise.all([...loaders].map(async ([holder, loadModule]) => [holder, await loadModule()] as const)));
    for (const { context } of Object.values(pageDemos)) {
      if (!context) continue;
      for (const [name, value] of Object.entries(context)) {
        const module = loaded.get(value as object);
        if (module) context[name] = module;
      }
    }
    dependenciesLoaded();
  });
  return {
    placeholder(loadModule) {
      const holder = {};
      loaders.set(holder, loadModule);
      return holder;
    },
    fill(demos) {
      pageDemos = demos;
    },
    load,
  };
}
