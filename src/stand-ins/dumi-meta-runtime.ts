/**
 * Stands in for: dumi@2.4.50 the generated runtime plugin dumi/meta/runtime.ts (template
 * dist/templates/meta/runtime.ts.tpl; swap "route meta without a deep copy").
 *
 * Before the app renders, dumi gives every route of the table its page's meta (front matter,
 * headings, tabs), which the navigation and the sidebar read from the routes, and in production
 * removes the routes whose front matter says `debug`. The same as dumi's, but for one thing: dumi
 * deep-copies each meta into its route (`deepmerge(route.meta, meta)`), although the meta is a new
 * object on each call and a route dumi generates has no meta of its own, or only the flag
 * `_atom_route`. For the site's 180 routes that copy was the longest task of a page's boot:
 * 130–230 ms of main thread on a 4× slowed CPU, in the task that starts the app. Here a route takes
 * the meta as it is given, beside what it has of its own.
 */
import { getRouteMetaById } from '@@/dumi/meta/exports';

interface Route {
  id: string;
  meta?: { frontmatter?: { debug?: boolean }; tabs?: object[] };
}

const warned = new Set<string>();

/**
 * As dumi's: the field of the route reads empty, with a warning (once, outside production, as
 * rc-util's `warning` gives it) that points to `useRouteMeta`.
 */
function wrapEmpty(meta: object, fieldName: string, defaultValue: unknown) {
  Object.defineProperty(meta, fieldName, {
    get: () => {
      const message = `'${fieldName}' return empty in latest version, please use \`useRouteMeta\` instead.`;
      if (process.env.NODE_ENV !== 'production' && !warned.has(message)) {
        warned.add(message);
        console.error(`Warning: ${message}`);
      }
      return defaultValue;
    },
  });
}

/** @public umi calls a runtime plugin's hooks by their names. */
export const patchRoutes = ({ routes }: { routes: Record<string, Route> }) => {
  for (const route of Object.values(routes)) {
    const routeMeta = getRouteMetaById(route.id, { syncOnly: true });
    if (!routeMeta) continue;
    if (process.env.NODE_ENV === 'production' && (route.meta?.frontmatter?.debug || routeMeta.frontmatter?.debug)) {
      // dumi hides a page whose front matter says `debug` from a production build.
      delete routes[route.id];
      continue;
    }
    const meta: NonNullable<Route['meta']> = route.meta ? { ...route.meta, ...routeMeta } : routeMeta;
    route.meta = meta;
    wrapEmpty(meta, 'toc', []);
    wrapEmpty(meta, 'texts', []);
    for (const tab of meta.tabs ?? []) {
      wrapEmpty(tab, 'toc', []);
      wrapEmpty(tab, 'texts', []);
    }
  }
};
