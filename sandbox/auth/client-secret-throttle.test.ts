/** Issue 10, fault 8: client-secret guesses are throttled per client and address, never locking the client out for good. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, testServer } from './testing';

const ATTACKER = '203.0.113.66';
const FLEET = '198.51.100.10';

describe('throttling of client authentication', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const server = () =>
    testServer({ limits: { clientAuth: { windowMs: 60_000, perPair: 3, perSubject: 6, perAddress: 10 } } });
  const credentials = (agent: Agent, remoteAddress: string, secret: string, url = '/auth/token') =>
    agent.request({
      method: 'POST',
      url,
      remoteAddress,
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'fleet-demo',
        client_secret: secret,
        scope: 'vehicle:read',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('refuses the guesser after 3 wrong secrets with 429 invalid_client and Retry-After, even with the right one', async () => {
    const agent = new Agent(server());
    for (let i = 0; i < 3; i++) {
      const wrong = await credentials(agent, ATTACKER, `guess-${i}`);
      expect({ status: wrong.statusCode, error: wrong.json().error }).toEqual({ status: 401, error: 'invalid_client' });
    }
    const refused = await credentials(agent, ATTACKER, 'fleet-demo-secret');
    expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
      status: 429,
      error: 'invalid_client',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same applies wherever the client authenticates.
    expect((await credentials(agent, ATTACKER, 'x', '/auth/revoke')).statusCode).toBe(429);
    // The real client, from its own address, is served meanwhile.
    expect((await credentials(agent, FLEET, 'fleet-demo-secret')).statusCode).toBe(200);
  });

  it('lets the guesser’s address try again once the window has passed', async () => {
    const agent = new Agent(server());
    for (let i = 0; i < 3; i++) await credentials(agent, ATTACKER, `guess-${i}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await credentials(agent, ATTACKER, 'fleet-demo-secret')).statusCode).toBe(200);
  });

  it('keeps serving the client’s known address while guesses come from many addresses', async () => {
    const agent = new Agent(server());
    expect((await credentials(agent, FLEET, 'fleet-demo-secret')).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await credentials(agent, `203.0.113.${i}`, 'guess')).statusCode).toBe(401);
    // Six failures for the client: a new address waits out the window, the address that succeeded before does not.
    expect((await credentials(agent, '192.0.2.1', 'fleet-demo-secret')).statusCode).toBe(429);
    expect((await credentials(agent, FLEET, 'fleet-demo-secret')).statusCode).toBe(200);
  });
});
