import { describe, expect, it } from 'vitest';
import { moduleGraph } from './module-graph.testing';
import { vehicleChunks } from './vehicle-chunks';

const R = '/src/app/routes/';
const LAZY = [
  `${R}vehicle-layout.tsx`,
  `${R}vehicle-overview.tsx`,
  `${R}vehicle-battery.tsx`,
  `${R}catalog.tsx`,
  `${R}support-lookup.tsx`,
  `${R}sign-in.tsx`,
  '/src/lib/api/client.ts',
];

/** The graph's modules and their info; the LAZY modules are imported dynamically by the entry. */
function graph(imports: Record<string, string[]>) {
  const { ids, info } = moduleGraph(imports, LAZY);
  return [ids, info] as const;
}

const ZOD = '/node_modules/zod/v4/core/core.js';
const modules = {
  '/src/main.tsx': ['/src/app/router.tsx'],
  '/src/app/router.tsx': [],
  [`${R}vehicle-layout.tsx`]: ['/src/app/vehicle-view.ts', '/src/stores/support-cases.ts', '/src/utils/facts.ts'],
  [`${R}vehicle-overview.tsx`]: ['/src/app/vehicle-view.ts', '/src/components/signal-value.tsx', '/src/overview.tsx'],
  [`${R}vehicle-battery.tsx`]: ['/src/app/vehicle-view.ts', '/src/components/signal-value.tsx', '/src/cells.ts'],
  [`${R}catalog.tsx`]: ['/src/utils/facts.ts', '/contract/catalog.ts'],
  [`${R}support-lookup.tsx`]: ['/src/stores/support-cases.ts'],
  [`${R}sign-in.tsx`]: ['/src/lib/auth/access.ts'],
  '/src/app/vehicle-view.ts': ['/src/lib/api/client.ts', '/contract/vehicle.ts'],
  '/src/components/signal-value.tsx': ['/src/components/signal-value.css', '/src/app/router.tsx'],
  '/src/components/signal-value.css': [],
  '/src/overview.tsx': [],
  '/src/cells.ts': [],
  '/src/stores/support-cases.ts': [],
  '/src/utils/facts.ts': ['/contract/vehicle.ts'],
  '/src/lib/api/client.ts': ['/src/lib/api/retry.ts', '/src/lib/auth/access.ts'],
  '/src/lib/api/retry.ts': [],
  '/src/lib/auth/access.ts': [],
  '/contract/vehicle.ts': [ZOD],
  '/contract/catalog.ts': [ZOD],
  [ZOD]: [],
};
const first = new Set(['/src/main.tsx', '/src/app/router.tsx']);

describe('vehicleChunks: the vehicle views load a few shared chunks, other pages nothing they did not', () => {
  const chunks = vehicleChunks(...graph(modules), first);

  it('puts what two views (or the layout) share and no other page uses in one chunk', () => {
    expect(chunks.get('/src/app/vehicle-view.ts')).toBe('vehicle');
    expect(chunks.get('/src/components/signal-value.tsx')).toBe('vehicle');
    expect(chunks.get('/src/components/signal-value.css')).toBe('vehicle');
  });
  it("leaves a view's own modules, the first route's and the route modules where they are", () => {
    for (const id of ['/src/overview.tsx', '/src/cells.ts', '/src/app/router.tsx', `${R}vehicle-layout.tsx`])
      expect(chunks.has(id)).toBe(false);
  });
  it("shares with a page that loads zod (the contract's anchor) the layout's modules it uses, in a chunk of their own", () => {
    expect(chunks.get('/src/utils/facts.ts')).toBe('vehicle-shared');
  });
  it('leaves out a module a page without schemas uses (it would load the shared chunk and zod with it)', () => {
    expect(chunks.has('/src/stores/support-cases.ts')).toBe(false);
  });
  it("groups the API client's imports and the contract, but nothing a page that signs in uses", () => {
    expect(chunks.get('/src/lib/api/client.ts')).toBe('api');
    expect(chunks.get('/src/lib/api/retry.ts')).toBe('api');
    expect(chunks.get('/contract/vehicle.ts')).toBe('contract');
    expect(chunks.has('/src/lib/auth/access.ts')).toBe(false);
    expect(chunks.get(ZOD)).toBe('contract');
  });
  it('leaves out a module whose import leads back into a group (chunks importing each other run in no set order)', () => {
    const loop = vehicleChunks(
      ...graph({
        ...modules,
        // The overview and battery share a module that imports one the catalog uses, which imports the views' module.
        '/src/overview.tsx': ['/src/both.ts'],
        '/src/cells.ts': ['/src/both.ts'],
        '/src/both.ts': ['/src/loop.ts'],
        [`${R}catalog.tsx`]: ['/src/loop.ts', '/contract/catalog.ts'],
        '/src/loop.ts': ['/src/app/vehicle-view.ts'],
      }),
      first,
    );
    expect(loop.has('/src/both.ts')).toBe(false);
    expect(loop.get('/src/components/signal-value.tsx')).toBe('vehicle');
  });
  it('leaves modules another group takes where it puts them', () => {
    const placed = vehicleChunks(...graph(modules), first, (id) => id.endsWith('signal-value.tsx'));
    expect(placed.has('/src/components/signal-value.tsx')).toBe(false);
  });
  it('reads the contract by its path in the project, wherever the project is (a checkout in a folder named contract)', () => {
    const root = '/work/contract';
    const at = (id: string) => (id.startsWith('/src/') || id.startsWith('/contract/') ? root + id : id);
    const moved = Object.fromEntries(Object.entries(modules).map(([id, ids]) => [at(id), ids.map(at)]));
    const { ids, info } = moduleGraph(moved, LAZY.map(at));
    const there = vehicleChunks(ids, info, new Set([...first].map(at)), () => false, root);
    expect(new Map([...there].map(([id, chunk]) => [id.replace(root, ''), chunk]))).toEqual(chunks);
    expect(there.get(`${root}/src/app/vehicle-view.ts`)).toBe('vehicle');
  });
});
