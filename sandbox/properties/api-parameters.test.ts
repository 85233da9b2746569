/**
 * Property (issue 10): whatever path parameters, query parameters, methods and bodies a client sends the data API,
 * the answer is the documented body or a well-formed problem: never a 5xx, a crash or a hang.
 */
import { METHODS } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ENDPOINTS } from '../../contract/endpoints';
import { NO_QUERY, type QueryDescription } from '../../contract/query';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import { DASHBOARD, harness, type Harness } from '../api/testing';
import { apiChecker, type ApiChecker } from './api-answers';
import { credentialHeaders, pathOf, queryOf, vinSegment } from './api-requests';
import { headerText, requestTarget, SEED, unicode } from './arbitraries';

const RUNS = { paths: 1000, queries: 1000, methods: 300, bodies: 500, targets: 500 };

let h: Harness;
let api: ApiChecker;
beforeAll(async () => {
  h = await harness((clock) => createSimulator({ clock }), {
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    stream: { disconnect: () => 0, maxPacketBytes: 20 * 1024 },
  });
  api = await apiChecker(h);
});

const VALID = { authorization: { kind: 'valid' }, proof: { kind: 'valid' } } as const;
const get = async (url: string, extra: Record<string, string> = {}) =>
  api.send({ method: 'GET', url, headers: { ...(await credentialHeaders(h, VALID, url)), ...extra } });
const seen = (status: number) => api.statuses.get(status) ?? 0;

describe('property: any parameter gets a documented body or a problem, never a 5xx or a hang', () => {
  it('any {vin} in any operation’s path, bent or not', async () => {
    await fc.assert(
      fc.asyncProperty(pathOf(api.templates.get), async (path) => {
        await get(path);
      }),
      { seed: SEED, numRuns: RUNS.paths },
    );
    for (const status of [200, 400, 404]) expect(seen(status), `status ${status} reached`).toBeGreaterThan(5);
  });

  it('any list query (every parameter of contract/list-queries.ts, unknown, repeated, empty, huge)', async () => {
    const endpoints: { path: string; query: QueryDescription }[] = [
      ...DATA_ENDPOINTS,
      { path: '/v1/vehicles/{vin}/support-grant', query: NO_QUERY },
      ...['/health', '/v1/categories', '/openapi.json', '/asyncapi.json'].map((path) => ({ path, query: NO_QUERY })),
    ];
    const request = fc.constantFrom(...endpoints).chain(({ path, query }) =>
      fc.record({
        path: fc.oneof({ weight: 5, arbitrary: fc.constant(path) }, pathOf([path])),
        vin: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...Object.values(VINS)) }, vinSegment),
        query: queryOf(query),
      }),
    );
    const before = seen(200);
    await fc.assert(
      fc.asyncProperty(request, async ({ path, vin, query }) => {
        const url = path.replace('{vin}', vin);
        await get(query ? `${url}?${query}` : url);
      }),
      { seed: SEED, numRuns: RUNS.queries },
    );
    expect(seen(200) - before, 'valid queries reached').toBeGreaterThan(RUNS.queries / 10);
  });

  it('any method on any operation’s path, as a preflight or not', async () => {
    const request = fc.record({
      method: fc.constantFrom(...METHODS.filter((m) => m !== 'CONNECT')),
      path: pathOf([...api.templates.get, ...api.templates.post]),
      preflight: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, preflight }) => {
        const cors = preflight ? { origin: DASHBOARD, 'access-control-request-method': 'GET' } : {};
        const headers = { ...(await credentialHeaders(h, VALID, path)), ...cors };
        await api.send({ method, url: path, headers });
      }),
      { seed: SEED, numRuns: RUNS.methods },
    );
  });

  it('any request target, as Node’s parser hands it over (`//`, `http://[`, absolute and asterisk forms)', async () => {
    await fc.assert(
      fc.asyncProperty(requestTarget, fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'), async (target, method) => {
        await api.send({ method, url: '/', headers: await credentialHeaders(h, VALID, '/') }, target);
      }),
      { seed: SEED, numRuns: RUNS.targets },
    );
  });

  it('any body of any media type to every control operation', async () => {
    const deep = fc.integer({ min: 1, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);
    const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null');
    const request = fc.record({
      path: fc.constantFrom(...api.templates.post),
      body: fc.oneof(json, deep, headerText(200), unicode(50), fc.constantFrom('', '{', '{"kind":"reset"}')),
      type: fc.oneof(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
        headerText(30),
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, body, type }) => {
        await api.send({ method: 'POST', url: path, payload: body, headers: { 'content-type': type } });
      }),
      { seed: SEED, numRuns: RUNS.bodies },
    );
  });
});
