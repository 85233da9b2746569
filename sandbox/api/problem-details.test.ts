/** Problem details (RFC 9457), correlation ids and CORS on every response of the data API. */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { createSimulator } from '../sim';
import type { Clock, Simulator } from '../sim/types';
import { expectProblem, V } from './endpoint-test-helpers';
import { DASHBOARD, harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('problem details, correlation ids and CORS on every response', () => {
  it('an unknown route is a 404 problem', async () => {
    const body = expectProblem(await h.inject({ url: '/v2/nothing?x=1' }), 404, ERROR_TYPES.notFound);
    expect(body.detail).toContain('/v2/nothing');
  });
  it.each([
    ['a truncated percent-encoding in a path parameter', '/v1/vehicles/%E0%A4%A'],
    ['a truncated percent-encoding before a route segment', '/v1/vehicles/%E0%A4%A/status'],
    ['a lone percent sign', '/%'],
    ['a percent sign in a public route', '/health%'],
  ])('a malformed URL (%s) is a 400 problem, not fastify’s own body', async (_name, url) => {
    const res = await h.inject({ url, headers: { origin: DASHBOARD } });
    const body = expectProblem(res, 400, ERROR_TYPES.validation);
    expect(res.json().title).toBe('Bad Request');
    expect(body.detail).toMatch(/not a valid URL path/);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
  });
  it.each([`/v1/vehicles/${'A'.repeat(1001)}`, `/v1/vehicles/${'A'.repeat(5000)}/status`])(
    'a path parameter over 1,000 characters is a 414 problem (%#)',
    async (url) => {
      const id = randomUUID();
      const res = await h.inject({ url, headers: { 'x-correlation-id': id } });
      const body = expectProblem(res, 414, ERROR_TYPES.validation);
      expect(res.json().title).toBe('URI Too Long');
      expect(body.detail).toBe('A path parameter is longer than 1000 characters.');
      expect(res.headers['x-correlation-id']).toBe(id);
    },
  );
  it('a path parameter of exactly 1,000 characters is routed and validated (400 naming the VIN)', async () => {
    const res = await h.inject({ url: `/v1/vehicles/${'A'.repeat(1000)}` });
    expect(expectProblem(res, 400, ERROR_TYPES.validation).violations![0]!.field).toBe('vin');
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
  it.each([
    ['without Origin', { 'access-control-request-method': 'GET' }],
    ['without Access-Control-Request-Method', { origin: DASHBOARD }],
    ['without either', {}],
  ])(
    'an OPTIONS request that is no preflight (%s) is a 400 problem, not the CORS plugin’s text',
    async (_, headers) => {
      const res = await h.inject({ method: 'OPTIONS', url: `/v1/vehicles/${V}/status`, headers });
      expect(expectProblem(res, 400, ERROR_TYPES.validation).detail).toMatch(/preflight/);
    },
  );
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
