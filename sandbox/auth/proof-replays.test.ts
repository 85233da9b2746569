/** Issue 10, fault 4: the token endpoint's replay store is bounded per key and in all, and sweeps by expiry. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProofReplays } from './store/proof-replays';
import { Agent, dpopKey, proof, testServer, tokenRequest } from './testing';

describe('ProofReplays', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a key past its own bound while other keys go on', () => {
    const replays = new ProofReplays({ max: 100, perKey: 3 });
    const until = Date.now() + 60_000;
    for (let i = 0; i < 3; i++) expect(replays.add('flooder', `f${i}`, until)).toBe('fresh');
    expect(replays.add('flooder', 'f3', until)).toBe('busy');
    expect(replays.add('someone-else', 's0', until)).toBe('fresh');
    expect(replays.add('flooder', 'f0', until)).toBe('replayed');
  });

  it('holds at most max entries, pushing out the one nearest to expiry, never refusing a new key', () => {
    const replays = new ProofReplays({ max: 1_000, perKey: 1 });
    const base = Date.now() + 60_000;
    for (let i = 0; i < 5_000; i++) expect(replays.add(`key${i}`, `jti${i}`, base + (i % 1_000))).toBe('fresh');
    expect(replays.size).toBe(1_000);
    // The survivors are the latest to expire: offsets 800–999 of every round.
    expect(replays.add('key4999', 'jti4999', base)).toBe('replayed');
    expect(replays.add('key4000', 'jti4000', base)).toBe('fresh');
  });

  it('forgets entries as they expire, and frees the key’s share with them', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const replays = new ProofReplays({ max: 100, perKey: 2 });
    replays.add('k', 'a', Date.now() + 10_000);
    replays.add('k', 'b', Date.now() + 70_000);
    expect(replays.add('k', 'c', Date.now() + 70_000)).toBe('busy');
    vi.advanceTimersByTime(10_001);
    expect(replays.add('k', 'a', Date.now() + 70_000)).toBe('fresh');
    expect(replays.size).toBe(2);
  });
});

describe('the bound per key at the token endpoint', () => {
  it('answers a key past its bound with 429 slow_down and Retry-After, and serves another key', async () => {
    const agent = new Agent(testServer({ limits: { replay: { perKey: 2 } } }));
    const form = {
      grant_type: 'client_credentials',
      client_id: 'fleet-demo',
      client_secret: 'fleet-demo-secret',
      scope: 'vehicle:read',
    };
    const flooder = await dpopKey('ES256');
    for (let i = 0; i < 2; i++) expect((await tokenRequest(agent, form, await proof(flooder))).statusCode).toBe(200);
    const refused = await tokenRequest(agent, form, await proof(flooder));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('slow_down');
    expect(refused.headers['retry-after']).toBe('61');
    expect((await tokenRequest(agent, form, await proof(await dpopKey('ES256')))).statusCode).toBe(200);
  });
});
