/** The fault control (`/control/faults`) through `app.inject`: each fault, its counters, its scope, and no way in with control off. */
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import type { FaultsCommand, FaultsState } from '../../contract/control';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { DASHBOARD, harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });
const STATUS = `/v1/vehicles/${VINS.evSedan}/status`;
const ALERTS = `/v1/vehicles/${VINS.evSedan}/alerts`;

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

async function setFaults(command: FaultsCommand | Record<string, unknown>): Promise<LightMyRequestResponse> {
  return h.inject({ method: 'PUT', url: '/control/faults', payload: command });
}
const faults = async () => (await h.inject({ url: '/control/faults' })).json() as FaultsState;

function expectProblem(res: LightMyRequestResponse, status: number, type: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type, status });
  expect(body.correlationId).toBe(res.headers['x-correlation-id']);
}

describe('/control/faults', () => {
  it('does not exist with control off, and no request is ever faulted', async () => {
    const off = await harness(simulator, { control: false });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await off.inject({ method, url: '/control/faults', payload: { serverError: { next: 1 } } });
      expectProblem(res, 404, ERROR_TYPES.notFound);
    }
    expect((await off.get(STATUS)).statusCode).toBe(200);
  });

  it('refuses a malformed command with every violation, and leaves the faults as they were', async () => {
    expect((await setFaults({ serverError: { next: 1 } })).statusCode).toBe(200);
    const res = await setFaults({ serverError: { next: 0 }, latencyMs: -1, surprise: true, path: 'no-slash' });
    expectProblem(res, 400, ERROR_TYPES.validation);
    expect(res.json().violations.length).toBeGreaterThanOrEqual(3);
    expect((await faults()).active).toEqual({ serverError: { next: 1 } });
  });

  it('answers the next N requests with 500 problem details carrying the correlation id, then the API again', async () => {
    await setFaults({ serverError: { next: 2 } });
    for (let i = 0; i < 2; i++) {
      const res = await h.get(STATUS);
      expectProblem(res, 500, ERROR_TYPES.internal);
      expect(res.json().detail).toMatch(/injected/);
    }
    expect((await h.get(STATUS)).statusCode).toBe(200);
    expect(await faults()).toMatchObject({ matched: 3, applied: { serverError: 2 }, remaining: { serverError: 0 } });
  });

  it('a seeded share strikes the same requests on every run', async () => {
    const run = async () => {
      await setFaults({ serverError: { share: 0.5, seed: 42 } });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await h.get(STATUS)).statusCode);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect((await faults()).applied.serverError).toBe(first.filter((s) => s === 500).length);
  });

  it('is scoped to a path pattern: one endpoint fails while the others answer', async () => {
    await setFaults({ path: '/v1/vehicles/*/alerts', serverError: { share: 1 } });
    expect((await h.get(ALERTS)).statusCode).toBe(500);
    expect((await h.get(STATUS)).statusCode).toBe(200);
    expect((await h.inject({ url: '/health' })).statusCode).toBe(200);
    expect(await faults()).toMatchObject({ matched: 1, applied: { serverError: 1 } });
  });

  it('sends a 429 burst with Retry-After in seconds, then lets requests through', async () => {
    await setFaults({ rateLimit: { next: 3, retryAfterSeconds: 7 } });
    for (let i = 0; i < 3; i++) {
      const res = await h.get(STATUS);
      expectProblem(res, 429, ERROR_TYPES.rateLimited);
      expect(res.headers['retry-after']).toBe('7');
    }
    expect((await h.get(STATUS)).statusCode).toBe(200);
  });

  it('faults are readable by the dashboard (CORS), and neither preflights nor control calls are faulted', async () => {
    await setFaults({ path: '/**', serverError: { share: 1 } });
    const res = await h.get(STATUS, { headers: { origin: DASHBOARD } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(res.headers['access-control-expose-headers']).toMatch(/X-Correlation-ID/);
    const preflight = await h.inject({
      method: 'OPTIONS',
      url: STATUS,
      headers: { origin: DASHBOARD, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect((await h.inject({ url: '/control/clock' })).statusCode).toBe(200);
  });

  it('adds latency to every matching request, counted', async () => {
    await setFaults({ latencyMs: 5 });
    expect((await h.get(STATUS)).statusCode).toBe(200);
    expect((await h.get(ALERTS)).statusCode).toBe(200);
    expect((await faults()).applied.latency).toBe(2);
  });

  it('spoils the body of a successful answer: not JSON, under a JSON media type', async () => {
    await setFaults({ malformedBody: { next: 1 } });
    const res = await h.get(STATUS);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(res.body)).toThrow();
    const next = await h.get(STATUS);
    expect(() => next.json()).not.toThrow();
  });

  it('RFC 9449 §9: demands a fresh nonce (401 use_dpop_nonce + DPoP-Nonce) until a proof carries it', async () => {
    await setFaults({ nonceChallenge: { next: 5 } });
    const challenged = await h.get(STATUS);
    expectProblem(challenged, 401, ERROR_TYPES.unauthorized);
    expect(challenged.headers['www-authenticate']).toMatch(/^DPoP error="use_dpop_nonce"/);
    const nonce = challenged.headers['dpop-nonce'] as string;
    expect(nonce).toMatch(/^[\w-]{16,}$/);
    expect((await h.get(STATUS, { proof: { nonce } })).statusCode).toBe(200);
    expect((await h.get(STATUS, { proof: { nonce: 'stale' } })).statusCode).toBe(401);
    expect(await faults()).toMatchObject({ applied: { nonceChallenge: 2 }, remaining: { nonceChallenge: 3 } });
  });

  it('expires every token issued before the answer: the old one is refused as expired, a new one works', async () => {
    h.clock.advance(999); // the answer waits for the next whole second of the token clock (1 ms here)
    const old = await h.token();
    const set = await setFaults({ expireTokens: {} });
    expect(set.json().tokensIssuedBefore).toBe(new Date(h.clock.now() + 1).toISOString());
    const refused = await h.get(STATUS, { token: old });
    expectProblem(refused, 401, ERROR_TYPES.unauthorized);
    expect(refused.headers['www-authenticate']).toMatch(
      /error="invalid_token", error_description="The access token has expired."/,
    );
    h.clock.advance(1);
    expect((await h.get(STATUS)).statusCode).toBe(200);
    expect((await faults()).applied.expiredToken).toBe(1);
  });

  it('expires one subject’s tokens only, when asked to', async () => {
    h.clock.advance(999);
    await setFaults({ expireTokens: { subject: 'acct-owner-2' } });
    expect((await h.get(STATUS)).statusCode).toBe(200);
    const other = await h.get(`/v1/vehicles/${VINS.dieselVan}/status`, {
      tokenOptions: { claims: { sub: 'acct-owner-2' } },
    });
    expect(other.statusCode).toBe(401);
  });

  it('DELETE clears every fault and keeps the last counters readable', async () => {
    await setFaults({ serverError: { share: 1 } });
    await h.get(STATUS);
    const cleared = (await h.inject({ method: 'DELETE', url: '/control/faults' })).json() as FaultsState;
    expect(cleared).toMatchObject({ active: null, applied: { serverError: 1 }, remaining: {} });
    expect((await h.get(STATUS)).statusCode).toBe(200);
  });
});
