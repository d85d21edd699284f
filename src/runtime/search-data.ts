/**
 * What the site search's worker indexes, shaped from the pages' meta and the demos once they have
 * loaded, and the labels of the results it finds. Loaded with the search data itself
 * (src/stand-ins/dumi-use-search-data.ts), so none of it is in the first load of a page.
 */
import type { getFullDemos, getFullRoutesMeta, useNavData } from 'dumi';
import type { useLocaleDocRoutes } from 'dumi/dist/client/theme-api/utils.js';
import {
  labelFor,
  searchLabels,
  searchRoutes,
  type HighlightedText,
  type SearchLabel,
  type SearchRoute,
} from './search-index';

type FullDemos = Awaited<ReturnType<typeof getFullDemos>>;
type FullRoutesMeta = Awaited<ReturnType<typeof getFullRoutesMeta>>;
type DocRoutes = ReturnType<typeof useLocaleDocRoutes>;

/** A demo as the search worker receives it: without its component and render options (not cloneable). */
export type SearchDemo = Omit<FullDemos[string], 'component' | 'renderOpts' | 'context'>;

/** The routes, each with its meta, and the demos: what dumi's search worker indexes. */
export type SearchData = [routes: DocRoutes, demos: Record<string, SearchDemo>];

/**
 * The routes with their meta, shaped for the search (./search-index.ts), and the demos stripped of
 * what cannot be posted to a worker.
 */
export function searchData(routes: DocRoutes, routesMeta: FullRoutesMeta, demos: FullDemos): SearchData {
  const routesWithMeta: DocRoutes = {};
  for (const [id, route] of Object.entries(routes)) {
    if (routesMeta[id]) routesWithMeta[id] = { ...route, meta: routesMeta[id] };
  }
  const searchDemos: Record<string, SearchDemo> = {};
  for (const [id, demo] of Object.entries(demos)) {
    const { component: _component, renderOpts: _renderOpts, context: _context, ...rest } = demo;
    searchDemos[id] = rest;
  }
  const shaped = searchRoutes(routesWithMeta as unknown as Record<string, SearchRoute>);
  return [shaped as unknown as DocRoutes, searchDemos];
}

/** The labels of the results, by link, for every locale indexed so far. */
const labels = new Map<string, SearchLabel[]>();

/** Keeps the labels of the results `data` can give: each title whole and its page's breadcrumb in `nav`. */
export function keepLabels(data: SearchData, nav: ReturnType<typeof useNavData>): void {
  const found = searchLabels(data[0] as unknown as Record<string, SearchRoute>, data[1], nav);
  for (const [link, label] of found) labels.set(link, label);
}

/** The title to show whole and the breadcrumb of a result, or undefined for a link not indexed. */
export function searchLabel(link: string, titleTexts: readonly HighlightedText[]): SearchLabel | undefined {
  return labelFor(labels, link, titleTexts);
}
