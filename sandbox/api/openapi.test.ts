import { describe, expect, it } from 'vitest';
import { harness } from './testing';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';

const simulator = (clock: Clock) => createSimulator({ clock });

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('GET /openapi.json documents every route of the app', () => {
  it.each([[true], [false]])('with control %s', async (control) => {
    const h = await harness(simulator, { control });
    await h.app.ready();
    const doc = (await h.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => METHODS.includes(k))
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(h.app.routeTable.length).toBeGreaterThan(8);
    for (const route of h.app.routeTable) expect(documented, route).toContain(route);
    // …and every API path it documents (those not on the authorization server) is a route.
    const apiPaths = Object.entries(doc.paths)
      .filter(([, item]) => !item.servers)
      .map(([path]) => path);
    for (const path of apiPaths)
      expect(
        h.app.routeTable.some((r) => r.endsWith(` ${path.replace(/\{(\w+)\}/g, ':$1')}`)),
        path,
      ).toBe(true);
  });
});
