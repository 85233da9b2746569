/** Issue 10, fault 2: endpoints that store something for anonymous callers are rate-limited per address. */
import { describe, expect, it } from 'vitest';
import { Agent, authorizeUrl, dpopKey, proof, testServer } from './testing';

const A = '203.0.113.1';
const B = '203.0.113.2';

describe('rate limits per caller address', () => {
  const server = testServer({
    limits: { rate: { authorization: 3, deviceAuthorization: 2, codeVerification: 2, token: 2 } },
  });
  const agent = new Agent(server);
  const from = (remoteAddress: string, o: Parameters<Agent['request']>[0]) => agent.request({ ...o, remoteAddress });

  it('answers the flooder of GET /auth with a 429 page and Retry-After, and serves another address', async () => {
    for (let i = 0; i < 3; i++) expect((await from(A, { method: 'GET', url: authorizeUrl() })).statusCode).toBe(303);
    const refused = await from(A, { method: 'GET', url: authorizeUrl() });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.payload).toContain('slow_down');
    expect((await from(B, { method: 'GET', url: authorizeUrl() })).statusCode).toBe(303);
  });

  it('answers the flooder of POST /auth/device with 429 slow_down and Retry-After, and serves another address', async () => {
    const start = (remoteAddress: string) =>
      from(remoteAddress, {
        method: 'POST',
        url: '/auth/device',
        payload: 'client_id=vehicle-cli&scope=vehicle%3Aread',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < 2; i++) expect((await start(A)).statusCode).toBe(200);
    const refused = await start(A);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'slow_down',
      error_description: expect.stringMatching(/Try again in \d+ s/),
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await start(B)).statusCode).toBe(200);
  });

  it('limits the device page (a session per visit) and the token endpoint the same way', async () => {
    for (let i = 0; i < 2; i++) expect((await from(A, { method: 'GET', url: '/device' })).statusCode).toBe(200);
    expect((await from(A, { method: 'GET', url: '/device' })).statusCode).toBe(429);
    expect((await from(B, { method: 'GET', url: '/device' })).statusCode).toBe(200);

    const key = await dpopKey();
    const token = async (remoteAddress: string) =>
      from(remoteAddress, {
        method: 'POST',
        url: '/AUTH/TOKEN/',
        payload: 'grant_type=client_credentials&client_id=fleet-demo&client_secret=fleet-demo-secret',
        headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: await proof(key) },
      });
    for (let i = 0; i < 2; i++) expect((await token(A)).statusCode).toBe(200);
    expect((await token(A)).statusCode).toBe(429);
    expect((await token(B)).statusCode).toBe(200);
  });

  it('counts an IPv6 caller by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const v6 = testServer({ limits: { rate: { authorization: 1 } } });
    const get = (remoteAddress: string) => new Agent(v6).request({ method: 'GET', url: authorizeUrl(), remoteAddress });
    expect((await get('2001:db8:1:2::1')).statusCode).toBe(303);
    expect((await get('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await get('2001:db8:1:3::1')).statusCode).toBe(303);
    expect((await get('198.51.100.7')).statusCode).toBe(303);
    expect((await get('::ffff:198.51.100.7')).statusCode).toBe(429);
  });
});
