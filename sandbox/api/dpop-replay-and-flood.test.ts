/** The replay cache's bounds and the cost of bad credentials: a flood costs little and locks no one else out. */
import { createLocalJWKSet } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { expect401, now, PATH } from './dpop-test-helpers';
import { API, dpopKey, dpopProof, harness, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

describe('the replay cache at its cap', () => {
  it('refuses new proofs while full of unexpired entries (401), and accepts again once they expire', async () => {
    const small = await harness(simulator, { replayCacheMax: 3 });
    const token = await small.token();
    for (let i = 0; i < 3; i++) expect((await small.get(PATH, { token })).statusCode).toBe(200);
    const full = await small.get(PATH, { token });
    expect401(full, 'invalid_dpop_proof');
    expect(full.json().detail).toMatch(/cannot accept more DPoP proofs/);
    expect(small.app.authenticator.replayCache.size).toBe(3);
    small.clock.advance(61_001);
    expect((await small.get(PATH, { token: await small.token() })).statusCode).toBe(200);
    expect(small.app.authenticator.replayCache.size).toBe(1);
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
