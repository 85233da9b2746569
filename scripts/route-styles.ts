import type { Plugin } from 'vite';

/** What the chunking needs to know of a module: its static imports, and whether something imports it dynamically. */
export type ModuleNode = {
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
};

const CSS = /\.css(\?|$)/;
const ROUTE = /src[\\/]app[\\/]routes[\\/]/;

/** Every module the roots import statically, directly or through others, the roots included. */
export function reachable(roots: string[], info: (id: string) => ModuleNode | null): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const node = info(id);
    if (!node) continue;
    seen.add(id);
    stack.push(...node.importedIds);
  }
  return seen;
}

/**
 * The stylesheets of the lazy route modules (`src/app/routes/`) that nothing else loaded on demand needs: the shell's
 * late modules, the map, the message catalogues and the like keep theirs beside them, so loading one of those never
 * waits for the routes' stylesheet. Libraries' stylesheets (Leaflet's) stay with their chunk.
 */
export function routeStylesheets(ids: Iterable<string>, info: (id: string) => ModuleNode | null): Set<string> {
  const roots = [...ids].filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);
  // Loaded on demand only (a module some route also imports statically, such as the error boundaries' ProblemAlert,
  // is part of that route).
  const others = reachable(
    roots.filter((id) => !ROUTE.test(id) && info(id)!.importers.length === 0),
    info,
  );
  const routes = reachable(
    roots.filter((id) => ROUTE.test(id)),
    info,
  );
  return new Set([...routes].filter((id) => CSS.test(id) && !id.includes('node_modules') && !others.has(id)));
}

/**
 * One stylesheet for every lazy route: Vite's preload helper appends a `<link rel=stylesheet>` per CSS chunk a route
 * needs, in the task that creates the router (one per shared component chunk: 8 on the battery view, 8–31 ms of
 * `appendChild` on a phone). Grouped, a route needs at most this one beside the first route's, and a later view
 * finds it cached. The first route's stylesheets stay where they are (their groups rank higher).
 */
export function routeStyles(): {
  plugin: Plugin;
  group: { name: string; priority: number; test: (id: string) => boolean };
} {
  let styles = new Set<string>();
  return {
    plugin: {
      name: 'route-styles',
      apply: 'build',
      buildEnd() {
        styles = routeStylesheets(this.getModuleIds(), (id) => this.getModuleInfo(id));
      },
    },
    group: { name: 'route-styles', priority: 1, test: (id) => styles.has(id) },
  };
}
