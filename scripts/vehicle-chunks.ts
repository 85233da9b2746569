import type { Plugin } from 'vite';
import { reachable, type ModuleNode } from './route-styles';

/** The lazy route modules of a vehicle's views (`src/app/routes/vehicle-*.tsx`, the layout among them). */
const VEHICLE_ROUTE = /src[\\/]app[\\/]routes[\\/]vehicle-[\w-]+\.tsx$/;
/** The API client, whose imports go into its chunk; every page loads it (the footer's health check imports it). */
const API_CLIENT = /src[\\/]lib[\\/]api[\\/]client\.ts$/;
/** zod's core, whose users the contract's schemas go with. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
/** The contract's modules and zod's, by their path in the project (a checkout may sit under a folder named `contract`). */
const CONTRACT = /(^[\\/]contract[\\/][\w/\\-]+|[\\/]node_modules[\\/]zod[\\/].*)\.m?[jt]s$/;
/** The pages that sign in, and the token's parser: they load the least they can (zod only with the token's parser). */
const SIGNING_IN = /src[\\/](app[\\/]routes[\\/](sign-in|callback|signed-out)\.tsx|lib[\\/]auth[\\/][\w-]+\.ts)$/;
const CSS = /\.css(\?|$)/;
const SOURCE = /\.(tsx?|css)$/;

const ORDER = ['api', 'contract', 'vehicle-shared', 'vehicle'] as const;
export type VehicleChunk = (typeof ORDER)[number];
/** How many vehicle views must use a module other pages use too for it to go into the views' shared chunk. */
const SHARED_BY = 4;

/**
 * The chunks the vehicle views' modules go into, beyond the first route's (`first`) and other groups' (`placed`).
 * Rolldown splits shared modules into one chunk per set of importing lazy modules: a vehicle view (its layout and its
 * page) loaded 37–48 chunks, four imports deep, each a module request the loader makes in a task without script on the
 * phone (9–15 requests a task; issue 18). No page that signs in loads a group (they load the least they can).
 * - `api`: what the API client imports (every page loads the client: the footer's health check imports it);
 * - `contract`: the contract's schemas, when every other page using one loads zod (anchor): such a page loads the
 *   other schemas too, not zod or anything else it did not load;
 * - `vehicle`: the app's modules two or more vehicle views use (the layout counts as every view) and no other page;
 * - `vehicle-shared`: those other pages use too, by the layout or four views at least, when each such page loads zod.
 * A view loads some code it does not run (functions, components and schemas: evaluated only), in a few requests.
 * A group imports a module outside the groups only when that module imports none in a group, and no group behind its
 * own (chunks that import each other would run in no set order). Modules one view alone uses stay in its chunk.
 */
export function vehicleChunks(
  ids: Iterable<string>,
  info: (id: string) => ModuleNode | null,
  first: ReadonlySet<string>,
  placed: (id: string) => boolean = () => false,
  projectRoot = '',
): Map<string, VehicleChunk> {
  const all = [...ids];
  const inContract = (id: string) => CONTRACT.test(id.startsWith(projectRoot) ? id.slice(projectRoot.length) : id);
  const lazy = all.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);
  const users = new Map<string, Set<string>>();
  for (const root of lazy)
    for (const id of reachable([root], info))
      if (!first.has(id)) (users.get(id) ?? users.set(id, new Set()).get(id)!).add(root);
  const layout = lazy.find((id) => /vehicle-layout\.tsx$/.test(id));
  const everyView = layout ? reachable([layout], info) : new Set<string>();
  const others = (id: string) => [...(users.get(id) ?? [])].filter((r) => r !== id && !VEHICLE_ROUTE.test(r));
  const views = (id: string) => [...(users.get(id) ?? [])].filter((r) => r !== id && VEHICLE_ROUTE.test(r));
  const zod = all.find((id) => ZOD.test(id));
  const zodLoaders = new Set(zod ? users.get(zod) : []);
  /** Every other page using the module loads zod. */
  const withZod = (id: string) => others(id).every((r) => zodLoaders.has(r));
  const client = all.find((id) => API_CLIENT.test(id));
  const chunks = new Map<string, VehicleChunk>();
  const api = client ? reachable([client], info) : new Set<string>();
  const signingIn = (id: string) => others(id).some((r) => SIGNING_IN.test(r));
  for (const id of users.keys()) {
    if (views(id).length === 0 || placed(id) || (VEHICLE_ROUTE.test(id) && lazy.includes(id)) || signingIn(id))
      continue;
    if (api.has(id)) chunks.set(id, 'api');
    else if (inContract(id) && withZod(id)) chunks.set(id, 'contract');
    else if (!inContract(id) && SOURCE.test(id) && !/[\\/]node_modules[\\/]/.test(id)) {
      const shared = others(id).length > 0;
      if (shared && !withZod(id)) continue;
      if (everyView.has(id) || views(id).length >= (shared ? SHARED_BY : 2))
        chunks.set(id, shared ? 'vehicle-shared' : 'vehicle');
    }
  }
  // No loop between chunks: a module leaves its group when it imports a later group's, or one outside that leads back.
  const rank = (id: string) => ORDER.indexOf(chunks.get(id)!);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of [...chunks.keys()]) {
      const ok = info(id)!.importedIds.every((d) =>
        first.has(d) || CSS.test(d) || chunks.has(d)
          ? !chunks.has(d) || rank(d) <= rank(id)
          : [...reachable([d], info)].every((e) => !chunks.has(e)),
      );
      if (!ok) {
        chunks.delete(id);
        changed = true;
      }
    }
  }
  return chunks;
}

/** The plugin that computes the vehicle views' chunks once the module graph is known, and their Rolldown groups. */
export function vehicleViewChunks(
  first: () => ReadonlySet<string>,
  placed: (id: string) => boolean,
): {
  plugin: Plugin;
  groups: {
    name: VehicleChunk;
    priority: number;
    test: (id: string) => boolean;
    includeDependenciesRecursively: boolean;
  }[];
} {
  let chunks = new Map<string, VehicleChunk>();
  let root = '';
  const group = (name: VehicleChunk) => ({
    name,
    priority: 0,
    test: (id: string) => chunks.get(id) === name,
    // A group's modules import others left where Rolldown puts them (no loop back: checked above); pulled in, each
    // such module would make every other page that uses it load the group.
    includeDependenciesRecursively: false,
  });
  return {
    plugin: {
      name: 'vehicle-view-chunks',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      buildEnd() {
        chunks = vehicleChunks(this.getModuleIds(), (id) => this.getModuleInfo(id), first(), placed, root);
      },
    },
    groups: ORDER.map(group),
  };
}
