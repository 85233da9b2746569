/** The replay cache's bounds and the cost of bad credentials: a flood costs little and locks no one else out. */
import type { LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES, Problem } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { expect401, now, PATH } from './dpop-test-helpers';
import { FLEET, OWNER2, SUPPORT } from './endpoint-test-helpers';
import { API, dpopKey, dpopProof, harness, signingKey, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

/** A 429 problem with Retry-After in seconds (at most the 70 s an entry can live), and its detail. */
function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = Problem.parse(res.json());
  expect(body).toMatchObject({ type: ERROR_TYPES.rateLimited, status: 429, title: 'Too Many Requests' });
  expect(body.correlationId).toBe(res.headers['x-correlation-id']);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(70);
  return body.detail!;
}

const statuses = (list: LightMyRequestResponse[]) =>
  list.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});

describe('one caller never locks out another (the replay cache is partitioned per client and subject)', () => {
  it('a flood past the rate limit stores no proof: the flooder gets 429s with Retry-After, another caller 200', async () => {
    // The old order (proofs recorded before the rate limit, in one shared cache of 40) refused everyone after 40.
    const api = await harness(simulator, {
      rateLimit: { max: 5, windowMs: 60_000 },
      replayCache: { total: 40, perCaller: 10 },
    });
    const token = await api.token();
    const flood = [];
    for (let i = 0; i < 60; i++) flood.push(await api.get(PATH, { token }));
    expect(statuses(flood)).toEqual({ 200: 5, 429: 55 });
    expect(expect429(flood[59]!)).toMatch(/^Rate limit exceeded/);
    expect(api.app.authenticator.replayCache.size).toBe(5);
    const other = await api.get(`/v1/vehicles/${VINS.phev}/status`, { tokenOptions: OWNER2 });
    expect(other.statusCode).toBe(200);
  });
  it('a caller at its own partition bound gets 429 with Retry-After, while every other caller is served', async () => {
    const api = await harness(simulator, { replayCache: { total: 20, perCaller: 5 } });
    const token = await api.token();
    const flood = [];
    for (let i = 0; i < 30; i++) flood.push(await api.get(PATH, { token }));
    expect(statuses(flood)).toEqual({ 200: 5, 429: 25 });
    expect(expect429(flood[29]!)).toMatch(/still within their replay window/);
    for (const [path, tokenOptions] of [
      [`/v1/vehicles/${VINS.phev}/status`, OWNER2],
      [`/v1/vehicles/${VINS.dieselVan}/status`, FLEET],
      [PATH, SUPPORT],
      [PATH, { claims: { client_id: 'vehicle-cli' } }],
    ] as const)
      expect((await api.get(path, { tokenOptions })).statusCode).toBe(200);
    expect(api.app.authenticator.replayCache.size).toBe(9);
    api.clock.advance(61_001);
    expect((await api.get(PATH, { token: await api.token() })).statusCode).toBe(200);
  });
  it('replaying a proof costs its caller nothing from the rate limit', async () => {
    const api = await harness(simulator, { rateLimit: { max: 3, windowMs: 60_000 } });
    const token = await api.token();
    const proof = await dpopProof(api.key, token, PATH, api.clock.now());
    const headers = { authorization: `DPoP ${token}`, dpop: proof };
    expect((await api.inject({ url: PATH, headers })).headers['x-ratelimit-remaining']).toBe('2');
    // From five addresses, as each refused request counts against its address's own limit.
    for (let i = 0; i < 5; i++)
      expect401(
        await api.inject({ url: PATH, headers, remoteAddress: `127.0.0.${i + 2}` }),
        'invalid_dpop_proof',
        /already/,
      );
    const next = await api.get(PATH, { token });
    expect([next.statusCode, next.headers['x-ratelimit-remaining']]).toEqual([200, '1']);
  });
  it('only proofs whose token and signature verified are recorded', async () => {
    const token = await h.token();
    const [a, b, sig] = (await dpopProof(h.key, token, PATH, h.clock.now())).split('.');
    const flipped = Buffer.from(sig!, 'base64url');
    flipped[7]! ^= 1;
    const forgedToken = await h.token({ key: { ...(await signingKey()), kid: h.as.kid } });
    const refused = [
      await h.inject({
        url: PATH,
        headers: { authorization: `DPoP ${token}`, dpop: `${a}.${b}.${flipped.toString('base64url')}` },
      }),
      await h.inject({
        url: PATH,
        headers: {
          authorization: `DPoP ${forgedToken}`,
          dpop: await dpopProof(h.key, forgedToken, PATH, h.clock.now()),
        },
      }),
    ];
    for (const res of refused) expect(res.statusCode).toBe(401);
    expect(h.app.authenticator.replayCache.size).toBe(0);
    expect((await h.get(PATH, { token })).statusCode).toBe(200);
    expect(h.app.authenticator.replayCache.size).toBe(1);
  });
});

describe('bad credentials are refused before any signature work (a flood costs little)', () => {
  it('expired, foreign-audience, unbound or wrongly bound tokens and malformed proofs never reach the key set', async () => {
    let keyLookups = 0;
    const counted = await harness(simulator, {
      getKey: async (header, token) => {
        keyLookups++;
        return createLocalJWKSet({ keys: [h.as.publicJwk] })(header, token);
      },
    });
    const t = now(counted);
    const other = await dpopKey('ES256');
    const cases: [string, Promise<string>, (token: string) => Promise<string>][] = [
      ['expired', counted.token({ claims: { exp: t - 60 } }), (k) => dpopProof(counted.key, k, PATH, t * 1000)],
      [
        'other audience',
        counted.token({ claims: { aud: 'http://x.example' } }),
        (k) => dpopProof(counted.key, k, PATH, t * 1000),
      ],
      ['unbound', counted.token({ omit: ['cnf'] }), (k) => dpopProof(counted.key, k, PATH, t * 1000)],
      ['another key’s proof', counted.token(), (k) => dpopProof(other, k, PATH, t * 1000)],
      ['proof for another URL', counted.token(), (k) => dpopProof(counted.key, k, PATH, t * 1000, { htu: `${API}/x` })],
      ['stale proof', counted.token(), (k) => dpopProof(counted.key, k, PATH, t * 1000, { iat: t - 600 })],
    ];
    for (const [name, tokenPromise, proofFor] of cases) {
      const token = await tokenPromise;
      const res = await counted.inject({
        url: PATH,
        headers: { authorization: `DPoP ${token}`, dpop: await proofFor(token) },
      });
      expect(res.statusCode, name).toBe(401);
    }
    expect(keyLookups).toBe(0);
    expect((await counted.get(PATH)).statusCode).toBe(200);
    expect(keyLookups).toBe(1);
  });
});
