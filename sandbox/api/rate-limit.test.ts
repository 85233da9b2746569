/** The rate limit (SPEC §8, DESIGN §3): per client and subject for token holders, per IP otherwise. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { expectProblem, OWNER2, V } from './endpoint-test-helpers';
import { DASHBOARD, harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
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

  it('an IPv6 caller is counted by its /64: another address of it shares the limit, another /64 does not', async () => {
    const limited = await harness(simulator, { rateLimit: { max: 2, windowMs: 60_000 } });
    const from = (remoteAddress: string) => limited.inject({ url: '/health', remoteAddress });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::2')).statusCode).toBe(200);
    expectProblem(await from('2001:db8:1:2:ffff::9'), 429, ERROR_TYPES.rateLimited);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });
});
