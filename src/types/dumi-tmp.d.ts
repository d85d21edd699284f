// umi's generated entry (src/stand-ins/umi-entry.ts imports it); it exists only once umi has generated its files.
declare module '@@/umi';

// dumi's generated page metadata (the search index's build, src/search/node/search-plugin.ts, and the page prefetch read it): every page's front matter, table of
// contents and text loader, and the content tabs.
declare module '@@/dumi/meta' {
  import type { IRouteMeta } from 'dumi/dist/client/theme-api/types';

  export const filesMeta: Record<
    string,
    {
      frontmatter: IRouteMeta['frontmatter'];
      toc: IRouteMeta['toc'];
      textGetter?: () => Promise<{ texts: IRouteMeta['texts'] }>;
      tabs?: string[];
      /** The page's demos: their ids, and the loader of the module that holds them (the page prefetch calls it). */
      demoIndex?: { ids: string[]; getter: () => Promise<{ demos: Record<string, { component?: unknown }> }> };
    }
  >;
  export const tabsMeta: Record<string, Omit<NonNullable<IRouteMeta['tabs']>[number], 'meta'>>;
}

// dumi's generated meta accessors (the stand-in for its meta runtime plugin reads them).
declare module '@@/dumi/meta/exports' {
  import type { IRouteMeta } from 'dumi/dist/client/theme-api/types';

  /** A page's meta without its texts, which load apart: undefined for a route that is no page. */
  export function getRouteMetaById(id: string, opts: { syncOnly: true }): IRouteMeta | undefined;
}

// Every demo's 1.x module, by the demo's file (src/package-choice/node/next-demos-plugin.ts writes it).
declare module '@@/next-demos/index' {
  export const NEXT_DEMOS: Record<string, () => Promise<import('../package-choice/client/next-demo-types').NextDemoModule>>;
}

// Each page's @rc-component/cascader 1.x API reference, by the page (src/package-choice/node/next-reference-plugin.ts writes it).
declare module '@@/next-reference/index' {
  export const NEXT_REFERENCES: Record<string, () => Promise<{ default: import('react').ComponentType }>>;
}
