/** Every endpoint and every status of the data API, through `app.inject` (no ports). */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AlertPage,
  Categories,
  CATEGORY_IDS,
  ERROR_TYPES,
  EvBody,
  Health,
  JourneyPage,
  SEVERITIES,
  SignalsBody,
  Vehicle,
  type Alert,
  type Journey,
} from '../../contract';
import { VINS } from '../fleet';
import type { Simulator } from '../sim/types';
import { DASHBOARD, dpopProof, harness, type Harness } from './testing';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';

const simulator = (clock: Clock) => createSimulator({ clock });

const V = VINS.evSedan;
const OWNER2 = { claims: { sub: 'acct-owner-2' } };
const SUPPORT = { claims: { sub: 'acct-support-1' } };
const FLEET = { omit: ['sub'], claims: { client_id: 'fleet-demo', scope: 'vehicle:read' } };

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type, status });
  expect(body.correlationId).toBe(res.headers['x-correlation-id']);
  expect(body.instance).toBe(res.raw.req.url!.split('?')[0]);
  return body as { detail: string; violations?: { field: string; rejectedValue: string; message: string }[] };
}
const fields = (res: LightMyRequestResponse) => (res.json().violations as { field: string }[]).map((v) => v.field);

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('data endpoints (SPEC §4.1) answer with the contract shapes', () => {
  it.each([
    ['', Vehicle],
    ['/status', SignalsBody],
    ['/location', SignalsBody],
    ['/ev', EvBody],
    ['/ev/hv-battery', SignalsBody],
    ['/alerts', AlertPage],
    ['/journeys', JourneyPage],
  ] as const)('GET /v1/vehicles/{vin}%s', async (suffix, schema) => {
    const res = await h.get(`/v1/vehicles/${V}${suffix}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(() => schema.parse(res.json())).not.toThrow();
  });
  it('HEAD is authenticated like GET (the proof names htm HEAD)', async () => {
    expect((await h.inject({ method: 'HEAD', url: `/v1/vehicles/${V}` })).statusCode).toBe(401);
    const token = await h.token();
    const proof = await dpopProof(h.key, token, `/v1/vehicles/${V}`, h.clock.now(), { htm: 'HEAD' });
    const res = await h.inject({
      method: 'HEAD',
      url: `/v1/vehicles/${V}`,
      headers: { authorization: `DPoP ${token}`, dpop: proof },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
  it('the vehicle body names the VIN of the path', async () => {
    expect((await h.get(`/v1/vehicles/${V}`)).json().Vehicle.VehicleIdentification.VIN).toBe(V);
  });
});

describe('alerts: filter, sort, page (DESIGN §3)', () => {
  const alerts = async (query: string) => {
    const res = await h.get(`/v1/vehicles/${V}/alerts${query}`);
    expect(res.statusCode).toBe(200);
    return AlertPage.parse(res.json());
  };
  it('defaults: page 0, size 20, newest raisedAt first', async () => {
    const page = await alerts('');
    expect(page.page.number).toBe(0);
    expect(page.page.size).toBe(20);
    const times = page.content.map((a) => Date.parse(a.raisedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.page.totalPages).toBe(Math.ceil(page.page.totalElements / 20));
  });
  it('severity filter (repeatable and comma-separated) and active filter', async () => {
    const critical = await alerts('?severity=critical&size=100');
    expect(critical.page.totalElements).toBeGreaterThan(0);
    expect(critical.content.every((a) => a.severity === 'critical')).toBe(true);
    const two = await alerts('?severity=critical,warning&size=100');
    const repeated = await alerts('?severity=critical&severity=warning&size=100');
    expect(two.page.totalElements).toBe(repeated.page.totalElements);
    expect(two.content.every((a) => a.severity !== 'info')).toBe(true);
    const active = await alerts('?active=true&size=100');
    const inactive = await alerts('?active=false&size=100');
    expect(active.page.totalElements).toBeGreaterThan(0);
    expect(active.content.every((a) => a.active)).toBe(true);
    expect(inactive.content.every((a) => !a.active)).toBe(true);
    const all = await alerts('?size=100');
    expect(active.page.totalElements + inactive.page.totalElements).toBe(all.page.totalElements);
  });
  it('sorts by severity rank then raisedAt, ascending or descending', async () => {
    const page = await alerts('?sort=severity,desc&sort=raisedAt,asc&size=100');
    const rank = (a: Alert) => SEVERITIES.indexOf(a.severity as never);
    expect(new Set(page.content.map(rank)).size).toBe(3);
    for (let i = 1; i < page.content.length; i++) {
      const [a, b] = [page.content[i - 1]!, page.content[i]!];
      expect(rank(a) > rank(b) || (rank(a) === rank(b) && Date.parse(a.raisedAt) <= Date.parse(b.raisedAt))).toBe(true);
    }
  });
  it('pages are consecutive slices; a page past the end is empty', async () => {
    const all = await alerts('?size=100&sort=raisedAt,asc');
    const first = await alerts('?size=2&page=0&sort=raisedAt,asc');
    const second = await alerts('?size=2&page=1&sort=raisedAt,asc');
    expect([...first.content, ...second.content].map((a) => a.id)).toEqual(all.content.slice(0, 4).map((a) => a.id));
    const beyond = await alerts('?page=100000');
    expect(beyond.content).toEqual([]);
    expect(beyond.page.totalElements).toBe(all.page.totalElements);
  });
});

describe('journeys: from/to on startTime, sort, page', () => {
  const journeys = async (query: string) => {
    const res = await h.get(`/v1/vehicles/${V}/journeys${query}`);
    expect(res.statusCode).toBe(200);
    return JourneyPage.parse(res.json());
  };
  it('default sort is newest startTime first', async () => {
    const times = (await journeys('?size=100')).content.map((j) => Date.parse(j.startTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
  it('from and to are inclusive bounds on startTime', async () => {
    const all = (await journeys('?size=100&sort=startTime,asc')).content;
    expect(all.length).toBeGreaterThan(2);
    const from = all[1]!.startTime;
    const to = all[all.length - 2]!.startTime;
    const inRange = await journeys(`?size=100&from=${from}&to=${to}`);
    expect(inRange.page.totalElements).toBe(all.length - 2);
    expect(inRange.content.every((j: Journey) => j.startTime >= from && j.startTime <= to)).toBe(true);
  });
  it('sorts by distance ascending', async () => {
    const d = (await journeys('?size=100&sort=distance,asc')).content.map((j) => j.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });
});

describe('400 validation-failed with violations for every malformed parameter', () => {
  it.each([
    ['16 characters', 'SDXE1S2A2RA10000'],
    ['18 characters', 'SDXE1S2A2RA1000011'],
    ['the letter O', 'SDXE1S2A2RA10O001'],
    ['lower case', 'sdxe1s2a2ra100001'],
    ['punctuation', 'SDXE1S2A2RA1000-1'],
  ])('a VIN with %s', async (_name, vin) => {
    const res = await h.get(`/v1/vehicles/${vin}/status`);
    const body = expectProblem(res, 400, ERROR_TYPES.validation);
    expect(body.violations![0]).toMatchObject({ field: 'vin', rejectedValue: vin });
  });
  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['sort=bogus,asc', 'sort'],
    ['sort=raisedAt,up', 'sort'],
    ['severity=urgent', 'severity'],
    ['active=yes', 'active'],
    ['foo=1', 'foo'],
    ['page=1&page=2', 'page'],
  ])('alerts ?%s flags %s', async (query, field) => {
    expect(fields(await h.get(`/v1/vehicles/${V}/alerts?${query}`))).toEqual([field]);
  });
  it.each([
    ['from=yesterday', 'from'],
    ['to=2026-13-01T00:00:00Z', 'to'],
    ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'from'],
    ['severity=info', 'severity'],
  ])('journeys ?%s flags %s', async (query, field) => {
    expect(fields(await h.get(`/v1/vehicles/${V}/journeys?${query}`))).toEqual([field]);
  });
  it('lists every violation at once (VIN and query together)', async () => {
    const res = await h.get('/v1/vehicles/SHRT/alerts?size=0&active=maybe&x=1');
    expect(fields(res).sort()).toEqual(['active', 'size', 'vin', 'x']);
  });
  it('endpoints without parameters refuse unknown ones', async () => {
    expect(fields(await h.get(`/v1/vehicles/${V}/status?verbose=1`))).toEqual(['verbose']);
  });
  it('validation comes before authentication: a bad VIN without credentials is 400', async () => {
    expectProblem(await h.inject({ url: '/v1/vehicles/SHORT' }), 400, ERROR_TYPES.validation);
  });
});

describe('401 before anything that leaks existence; 403 and 404 by consent (DESIGN §3)', () => {
  it('an unknown but well-formed VIN without credentials is 401, not 404', async () => {
    expectProblem(await h.inject({ url: '/v1/vehicles/SDXE1S2A2RA999999' }), 401, ERROR_TYPES.unauthorized);
  });
  it('an unknown VIN is 404', async () => {
    expectProblem(await h.get('/v1/vehicles/SDXE1S2A2RA999999'), 404, ERROR_TYPES.notFound);
  });
  it('a VIN of another owner is 404, exactly like an unknown one', async () => {
    const res = await h.get(`/v1/vehicles/${VINS.phev}/status`);
    expectProblem(res, 404, ERROR_TYPES.notFound);
    expect(res.json().detail).toBe(`No vehicle ${VINS.phev} is accessible to the caller.`);
  });
  it.each(['/ev', '/ev/hv-battery'])('%s of a car without ev-charging is 404', async (suffix) => {
    expectProblem(await h.get(`/v1/vehicles/${VINS.petrol}${suffix}`), 404, ERROR_TYPES.notFound);
  });
  it('support on a car without an active support grant: 403 saying so', async () => {
    const body = expectProblem(
      await h.get(`/v1/vehicles/${VINS.petrol}/status`, { tokenOptions: SUPPORT }),
      403,
      ERROR_TYPES.forbidden,
    );
    expect(body.detail).toMatch(/^No active support grant/);
  });
  it('support may see a customer’s car under the owner’s grant, location included where the grant shares it', async () => {
    expect((await h.get(`/v1/vehicles/${V}/location`, { tokenOptions: SUPPORT })).statusCode).toBe(200);
  });
  it.each(['/location', '/journeys'])(
    '%s of a car without location sharing: 403 naming the category, status still 200',
    async (suffix) => {
      const body = expectProblem(
        await h.get(`/v1/vehicles/${VINS.noLocation}${suffix}`, { tokenOptions: OWNER2 }),
        403,
        ERROR_TYPES.forbidden,
      );
      expect(body.detail).toContain(suffix.slice(1));
      expect(body.detail).toMatch(/location sharing/);
      expect((await h.get(`/v1/vehicles/${VINS.noLocation}/status`, { tokenOptions: OWNER2 })).statusCode).toBe(200);
    },
  );
  it('a charging session’s place is withheld (null) where location is withheld, and shown where it is allowed', async () => {
    const hidden = EvBody.parse((await h.get(`/v1/vehicles/${VINS.noLocation}/ev`, { tokenOptions: OWNER2 })).json());
    expect(hidden.chargingSession).not.toBeNull();
    expect(hidden.chargingSession?.location).toBeNull();
    const shown = EvBody.parse((await h.get(`/v1/vehicles/${V}/ev`)).json());
    expect(shown.chargingSession?.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });
  it('a client-credentials token (no sub) is the fleet client: its fleet 200, other cars 404', async () => {
    expect((await h.get(`/v1/vehicles/${VINS.dieselVan}/status`, { tokenOptions: FLEET })).statusCode).toBe(200);
    expectProblem(await h.get(`/v1/vehicles/${V}/status`, { tokenOptions: FLEET }), 404, ERROR_TYPES.notFound);
  });
  it('a client-credentials token whose sub is the client id is the client too', async () => {
    const tokenOptions = { claims: { sub: 'fleet-demo', client_id: 'fleet-demo' } };
    expect((await h.get(`/v1/vehicles/${VINS.phev}`, { tokenOptions })).statusCode).toBe(200);
  });
  it('a 403 for missing scope comes before the 404 of an unknown VIN', async () => {
    expectProblem(
      await h.get('/v1/vehicles/SDXE1S2A2RA999999', { tokenOptions: { claims: { scope: 'charger:read' } } }),
      403,
      ERROR_TYPES.forbidden,
    );
  });
});

describe('public endpoints (SPEC §4.3)', () => {
  it('GET /health is {status: "UP"} without credentials', async () => {
    const res = await h.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(Health.parse(res.json())).toEqual({ status: 'UP' });
  });
  it('GET /v1/categories lists every category with its scope and endpoints', async () => {
    const res = await h.inject({ url: '/v1/categories' });
    const list = Categories.parse(res.json());
    expect(list.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(list.find((c) => c.id === 'hv-battery')).toMatchObject({
      scope: 'vehicle:read',
      endpoints: ['/v1/vehicles/{vin}/ev/hv-battery'],
    });
    expect(list.every((c) => c.name && c.description && c.endpoints.length === 1)).toBe(true);
  });
  it('GET /openapi.json is public', async () => {
    const res = await h.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});

describe('problem details, correlation ids and CORS on every response', () => {
  it('an unknown route is a 404 problem', async () => {
    const body = expectProblem(await h.inject({ url: '/v2/nothing?x=1' }), 404, ERROR_TYPES.notFound);
    expect(body.detail).toContain('/v2/nothing');
  });
  it('a valid incoming X-Correlation-ID is echoed, on success and on errors', async () => {
    const id = randomUUID();
    expect((await h.inject({ url: '/health', headers: { 'x-correlation-id': id } })).headers['x-correlation-id']).toBe(
      id,
    );
    const err = await h.inject({ url: '/v1/vehicles/x', headers: { 'x-correlation-id': id } });
    expect(err.headers['x-correlation-id']).toBe(id);
    expect(err.json().correlationId).toBe(id);
  });
  it('an invalid incoming correlation id is replaced by a new UUID', async () => {
    const res = await h.inject({ url: '/health', headers: { 'x-correlation-id': 'not-a-uuid<script>' } });
    expect(res.headers['x-correlation-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
  it('a preflight from the dashboard allows Authorization and DPoP and carries a correlation id', async () => {
    const res = await h.inject({
      method: 'OPTIONS',
      url: `/v1/vehicles/${V}/status`,
      headers: {
        origin: DASHBOARD,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,dpop',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization.*DPoP/);
    expect(res.headers['x-correlation-id']).toBeDefined();
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
  it('responses expose the correlation, rate-limit, challenge and nonce headers to the dashboard', async () => {
    const res = await h.inject({ url: `/v1/vehicles/${V}`, headers: { origin: DASHBOARD } });
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    const exposed = String(res.headers['access-control-expose-headers']);
    for (const name of [
      'X-Correlation-ID',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Retry-After',
      'WWW-Authenticate',
      'DPoP-Nonce',
    ])
      expect(exposed).toContain(name);
  });
  it('another origin gets no Access-Control-Allow-Origin', async () => {
    const res = await h.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
  it('a 500 is a problem that leaks nothing', async () => {
    const broken = await harness((clock) => {
      const sim = createSimulator({ clock });
      return {
        ...sim,
        status: () => {
          throw new Error('secret database password');
        },
      } satisfies Simulator;
    });
    const res = await broken.get(`/v1/vehicles/${V}/status`);
    const body = expectProblem(res, 500, ERROR_TYPES.internal);
    expect(res.body).not.toContain('secret');
    expect(body.detail).toMatch(/correlation id/);
  });
});

describe('rate limit (SPEC §8, DESIGN §3)', () => {
  it('X-RateLimit-* on every response, 429 with Retry-After in seconds, keyed per client and subject', async () => {
    const limited = await harness(simulator, { rateLimit: { max: 3, windowMs: 60_000 } });
    const token = await limited.token();
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await limited.get(`/v1/vehicles/${V}/status`, { token }));
    expect(seen.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(
      seen.every((r) => r.headers['x-ratelimit-limit'] === '3' && Number(r.headers['x-ratelimit-reset']) <= 60),
    ).toBe(true);
    const over = await limited.get(`/v1/vehicles/${V}/status`, { token });
    expectProblem(over, 429, ERROR_TYPES.rateLimited);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another subject of the same client has its own window.
    expect((await limited.get(`/v1/vehicles/${VINS.phev}/status`, { tokenOptions: OWNER2 })).statusCode).toBe(200);
  });
  it('every kind of response carries X-RateLimit-* and X-Correlation-ID', async () => {
    const responses = [
      await h.get(`/v1/vehicles/${V}`),
      await h.get('/v1/vehicles/SHRT'),
      await h.inject({ url: `/v1/vehicles/${V}` }),
      await h.get(`/v1/vehicles/${VINS.phev}`),
      await h.inject({ url: '/nowhere' }),
      await h.inject({ url: '/health' }),
      await h.inject({ url: '/control/clock' }),
      await h.inject({
        method: 'OPTIONS',
        url: '/health',
        headers: { origin: DASHBOARD, 'access-control-request-method': 'GET' },
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 400, 401, 404, 404, 200, 200, 204]);
    for (const r of responses) {
      expect(r.headers['x-correlation-id']).toBeDefined();
      for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
        expect(Number(r.headers[name]), `${r.statusCode} ${name}`).toBeGreaterThanOrEqual(0);
    }
  });
  it('public endpoints are limited per IP', async () => {
    const limited = await harness(simulator, { rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await limited.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await limited.inject({ url: '/v1/categories' })).statusCode).toBe(200);
    expectProblem(await limited.inject({ url: '/health' }), 429, ERROR_TYPES.rateLimited);
    expect((await limited.inject({ url: '/health', remoteAddress: '127.0.0.2' })).statusCode).toBe(200);
  });
});

describe('control interface', () => {
  const post = (hh: Harness, url: string, payload: unknown) =>
    hh.inject({ method: 'POST', url, payload: payload as object });

  it('is 404 when control is off', async () => {
    const off = await harness(simulator, { control: false });
    expectProblem(await post(off, '/control/scenarios', { kind: 'reset' }), 404, ERROR_TYPES.notFound);
    expectProblem(await post(off, '/control/clock', { advanceMs: 1 }), 404, ERROR_TYPES.notFound);
  });
  it('lists the scenario kinds and simulated VINs', async () => {
    const res = await h.inject({ url: '/control/scenarios' });
    expect(res.statusCode).toBe(200);
    expect(res.json().kinds).toEqual([
      'tyre-losing-pressure',
      'charge-start',
      'charge-stop',
      'alert-raise',
      'alert-clear',
      'drive',
      'park',
      'door-open',
      'door-close',
      'hostile-strings',
      'reset',
    ]);
    expect(res.json().vins).toContain(V);
  });
  it('a raised alert shows in the alerts endpoint', async () => {
    const raised = await post(h, '/control/scenarios', {
      kind: 'alert-raise',
      vin: V,
      code: 'TEST-42',
      severity: 'critical',
      title: 'Test alert',
    });
    expect(raised.statusCode).toBe(200);
    const page = AlertPage.parse(
      (await h.get(`/v1/vehicles/${V}/alerts?active=true&severity=critical&size=100`)).json(),
    );
    expect(page.content.map((a) => a.code)).toContain('TEST-42');
  });
  it('applies a valid scenario', async () => {
    const res = await post(h, '/control/scenarios', { kind: 'charge-start', vin: V, powerKW: 11 });
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toEqual({ kind: 'charge-start', vin: V, powerKW: 11 });
  });
  it.each([
    [{ kind: 'explode', vin: V }, 'kind'],
    [{ kind: 'tyre-losing-pressure', vin: V, wheel: 'Row9.Left' }, 'wheel'],
    [{ kind: 'alert-raise', vin: V, code: 'X', severity: 'urgent' }, 'severity'],
    [{ kind: 'reset', extra: 1 }, 'body'],
  ])('a malformed scenario is 400 with violations (%j)', async (payload, field) => {
    const body = expectProblem(await post(h, '/control/scenarios', payload), 400, ERROR_TYPES.validation);
    expect(body.violations!.map((v) => v.field)).toContain(field);
  });
  it('a scenario the simulator rejects (ScenarioError) is 422', async () => {
    expectProblem(
      await post(h, '/control/scenarios', { kind: 'park', vin: 'SDXE1S2A2RA999999' }),
      422,
      '/errors/scenario-rejected',
    );
  });
  it('malformed JSON is a 400 problem, another media type a 415 problem', async () => {
    expectProblem(
      await h.inject({
        method: 'POST',
        url: '/control/scenarios',
        headers: { 'content-type': 'application/json' },
        payload: '{"kind":',
      }),
      400,
      ERROR_TYPES.validation,
    );
    expectProblem(
      await h.inject({
        method: 'POST',
        url: '/control/scenarios',
        headers: { 'content-type': 'application/xml' },
        payload: '<reset/>',
      }),
      415,
      ERROR_TYPES.validation,
    );
  });
  it('moves a manual clock (advance and set)', async () => {
    const start = h.clock.now();
    const advanced = await post(h, '/control/clock', { advanceMs: 60_000 });
    expect(advanced.statusCode).toBe(200);
    expect(h.clock.now()).toBe(start + 60_000);
    const set = await post(h, '/control/clock', { set: '2026-12-24T18:00:00.000Z' });
    expect(set.json()).toEqual({ now: '2026-12-24T18:00:00.000Z', adjustable: true });
    expect((await h.inject({ url: '/control/clock' })).json().now).toBe('2026-12-24T18:00:00.000Z');
  });
  it('refuses to move a clock that cannot move (409) and validates the command (400)', async () => {
    const fixed = await harness(simulator, { clock: { now: () => Date.now() } });
    expectProblem(await post(fixed, '/control/clock', { advanceMs: 1000 }), 409, '/errors/conflict');
    expectProblem(await post(h, '/control/clock', { advanceMs: -5 }), 400, ERROR_TYPES.validation);
  });
});
