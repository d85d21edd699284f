import type { ComponentType } from 'react';

/** One demo's 1.x module, written at build time by src/package-choice/node/next-demos-plugin.ts. */
export interface NextDemoModule {
  default: ComponentType;
  /** The 1.x code of the demo's files, keyed as dumi keys the demo's asset (`index.tsx`, `./data/geography.ts`). */
  files: Record<string, string>;
  /** The modules of the demo's own files, by the paths its code imports them by. */
  modules: Record<string, unknown>;
}
