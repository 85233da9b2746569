/**
 * Every answer of the data API is what its OpenAPI document says, member for member: each body is checked against
 * the document's own JSON Schema for that operation and status, where objects forbid additional properties.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ENDPOINTS } from '../../contract/endpoints';
import type { OpenApiDocument } from '../../contract/openapi';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { CHARGER_URLS } from './charger-test-helpers';
import { FLEET, OWNER2, SUPPORT, V } from './endpoint-test-helpers';
import { documentSchemas, type DocumentSchemas } from './openapi-test-helpers';
import { harness, type Harness, type TokenOptions } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });
const CALLERS: [string, TokenOptions][] = [
  ['owner 1', {}],
  ['owner 2', OWNER2],
  ['fleet client', FLEET],
];
const LIST_QUERY: Record<string, string> = { alerts: '?size=100', journeys: '?size=100' };

let h: Harness;
let doc: OpenApiDocument;
let schemas: DocumentSchemas;
beforeAll(async () => {
  h = await harness(simulator, { stream: { disconnect: () => 0, maxPacketBytes: 20 * 1024 } });
  doc = (await h.inject({ url: '/openapi.json' })).json();
  schemas = documentSchemas(doc);
});

const CSP_TYPE = { 'content-type': 'application/csp-report' };

function expectDocumented(res: LightMyRequestResponse, path: string, method = 'get') {
  if (res.statusCode === 204) {
    const documented = (doc.paths[path]?.[method] as { responses?: Record<string, unknown> } | undefined)?.responses;
    expect(documented?.['204'], `${method.toUpperCase()} ${path} → 204 is documented`).toBeDefined();
    expect(res.payload).toBe('');
    return;
  }
  const parsed = schemas.body(path, method, res.statusCode).safeParse(res.json());
  expect(parsed.error?.issues ?? [], `${method.toUpperCase()} ${res.raw.req.url} → ${res.statusCode}`).toEqual([]);
}

const operations = (d: OpenApiDocument) =>
  Object.entries(d.paths)
    .filter(([, item]) => !item.servers)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );

describe('bodies carry no member beyond the OpenAPI document’s schema', () => {
  it.each(DATA_ENDPOINTS.map((e) => [e.path, e.category] as const))(
    '%s for every car and caller (200s and their problems)',
    async (path, category) => {
      let ok = 0;
      for (const vin of Object.values(VINS))
        for (const [, tokenOptions] of CALLERS) {
          const url = `${path.replace('{vin}', vin)}${LIST_QUERY[category] ?? ''}`;
          const res = await h.get(url, { tokenOptions });
          expectDocumented(res, path);
          if (res.statusCode === 200) ok++;
        }
      expect(ok).toBeGreaterThanOrEqual(Object.values(VINS).length - 1);
    },
  );

  it('journey summaries (fields=summary) as well as full journeys', async () => {
    const path = '/v1/vehicles/{vin}/journeys';
    const res = await h.get(`/v1/vehicles/${V}/journeys?size=100&fields=summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.length).toBeGreaterThan(0);
    expectDocumented(res, path);
  });

  it('active and cleared alerts alike (an active one once carried the simulator’s internal clearsAt)', async () => {
    const path = '/v1/vehicles/{vin}/alerts';
    const checked: string[] = [];
    for (const active of [true, false])
      for (const vin of Object.values(VINS)) {
        const res = await h.get(`/v1/vehicles/${vin}/alerts?size=100&active=${active}`);
        if (res.statusCode !== 200) continue;
        expectDocumented(res, path);
        for (const alert of res.json().content as { active: boolean }[]) checked.push(String(alert.active));
      }
    // Both kinds were actually checked, not skipped for want of a 200.
    expect(new Set(checked)).toEqual(new Set(['true', 'false']));
  });

  it('every other operation of the API, so that no documented operation goes unchecked', async () => {
    const checked = new Set(DATA_ENDPOINTS.map((e) => `GET ${e.path}`));
    const check = async (
      method: 'get' | 'post' | 'put' | 'delete',
      path: string,
      res: Promise<LightMyRequestResponse>,
    ) => {
      expectDocumented(await res, path, method);
      checked.add(`${method.toUpperCase()} ${path}`);
    };
    const post = (url: string, payload: object) => h.inject({ method: 'POST', url, payload });
    const grant = '/v1/vehicles/{vin}/support-grant';
    await check('get', grant, h.get(`/v1/vehicles/${V}/support-grant`, { tokenOptions: SUPPORT }));
    await check('get', grant, h.get(`/v1/vehicles/${VINS.petrol}/support-grant`, { tokenOptions: SUPPORT }));
    const grants = '/v1/vehicles/{vin}/support-grants';
    await check('get', grants, h.get(`/v1/vehicles/${V}/support-grants`));
    await check('get', grants, h.get(`/v1/vehicles/${V}/support-grants`, { tokenOptions: SUPPORT }));
    for (const [path, url] of CHARGER_URLS) await check('get', path, h.get(url));
    for (const path of ['/health', '/v1/categories', '/openapi.json', '/asyncapi.json'])
      await check('get', path, h.inject({ url: path }));
    await check('get', '/control/scenarios', h.inject({ url: '/control/scenarios' }));
    await check(
      'post',
      '/control/scenarios',
      post('/control/scenarios', { kind: 'door-open', vin: V, door: 'Row1.DriverSide' }),
    );
    await check('post', '/control/scenarios', post('/control/scenarios', { kind: 'reset', extra: 1 }));
    await check('get', '/control/clock', h.inject({ url: '/control/clock' }));
    await check('post', '/control/clock', post('/control/clock', { advanceMs: 0 }));
    await check('post', '/control/stream/disconnect', post('/control/stream/disconnect', { vin: V }));
    const report = { 'csp-report': { 'document-uri': 'http://localhost:5173/', 'blocked-uri': 'inline' } };
    const sendReport = (payload: unknown) =>
      h.inject({ method: 'POST', url: '/csp-reports', payload: JSON.stringify(payload), headers: CSP_TYPE });
    await check('post', '/csp-reports', sendReport(report));
    await check('post', '/csp-reports', sendReport({ nonsense: true }));
    await check('get', '/control/csp-reports', h.inject({ url: '/control/csp-reports' }));
    await check('delete', '/control/csp-reports', h.inject({ method: 'DELETE', url: '/control/csp-reports' }));
    const faults = '/control/faults';
    await check('put', faults, h.inject({ method: 'PUT', url: faults, payload: { latencyMs: 1 } }));
    await check('put', faults, h.inject({ method: 'PUT', url: faults, payload: { nonsense: true } }));
    await check('get', faults, h.inject({ url: faults }));
    await check('delete', faults, h.inject({ method: 'DELETE', url: faults }));
    expect([...checked].sort()).toEqual(operations(doc).sort());
  });

  it('problems of every kind have only the Problem members (violations, reason and category included)', async () => {
    const path = '/v1/vehicles/{vin}/status';
    expectDocumented(await h.get('/v1/vehicles/SHORT/status?x=1'), path);
    expectDocumented(await h.inject({ url: `/v1/vehicles/${V}/status` }), path);
    expectDocumented(await h.get(`/v1/vehicles/${V}/status`, { tokenOptions: { claims: { scope: 'x' } } }), path);
    expectDocumented(await h.get(`/v1/vehicles/${VINS.petrol}/location`, { tokenOptions: SUPPORT }), path);
    const limited = await harness(simulator, { rateLimit: { max: 1, windowMs: 60_000 } });
    await limited.get(`/v1/vehicles/${V}/status`);
    const over = await limited.get(`/v1/vehicles/${V}/status`);
    expect(over.statusCode).toBe(429);
    expectDocumented(over, path);
  });
});
