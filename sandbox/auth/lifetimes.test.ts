import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, proof, signedIn, testServer, tokenRequest } from './testing';

const refresh = async (agent: Agent, s: Awaited<ReturnType<typeof signedIn>>, rt: string) =>
  tokenRequest(agent, { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: rt }, await proof(s.key));

describe('refresh-token lifetime: idle window capped by an absolute maximum', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shortens the idle window as the chain nears its absolute maximum, then refuses it', async () => {
    const server = testServer({ refreshTokenTtl: 1800, refreshTokenMaxTtl: 3600 });
    const agent = new Agent(server);
    const s = await signedIn(agent);
    expect(s.body.refresh_expires_in).toBe(1800);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    vi.setSystemTime(start + 1000_000);
    const r2 = await refresh(agent, s, String(s.body.refresh_token));
    expect(r2.json().refresh_expires_in).toBe(1800);

    vi.setSystemTime(start + 2500_000);
    const r3 = await refresh(agent, s, r2.json().refresh_token);
    expect(r3.json().refresh_expires_in).toBeGreaterThanOrEqual(1099);
    expect(r3.json().refresh_expires_in).toBeLessThanOrEqual(1100);

    vi.setSystemTime(start + 3500_000);
    const r4 = await refresh(agent, s, r3.json().refresh_token);
    expect(r4.json().refresh_expires_in).toBeGreaterThanOrEqual(99);
    expect(r4.json().refresh_expires_in).toBeLessThanOrEqual(100);

    vi.setSystemTime(start + 3602_000);
    const dead = await refresh(agent, s, r4.json().refresh_token);
    expect({ status: dead.statusCode, error: dead.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('refuses a refresh token once its idle window has passed', async () => {
    const server = testServer({ refreshTokenTtl: 60 });
    const agent = new Agent(server);
    const s = await signedIn(agent);
    expect(s.body.refresh_expires_in).toBe(60);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 62_000 });
    const res = await refresh(agent, s, String(s.body.refresh_token));
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('takes access-token lifetimes from the options', async () => {
    const { body } = await signedIn(new Agent(testServer({ accessTokenTtl: 5 })));
    expect(body.expires_in).toBe(5);
  });
});
