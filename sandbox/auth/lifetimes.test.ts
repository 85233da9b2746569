import { describe, expect, it } from 'vitest';
import { Agent, proof, signedIn, testServer, tokenRequest } from './testing';

const refresh = async (agent: Agent, s: Awaited<ReturnType<typeof signedIn>>, rt: string) =>
  tokenRequest(agent, { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: rt }, await proof(s.key));

describe('refresh-token lifetime: idle window capped by an absolute maximum', () => {
  it('shortens the idle window as the chain nears its absolute maximum', async () => {
    let offsetMs = 0;
    const server = testServer({ refreshTokenTtl: 1800, refreshTokenMaxTtl: 3600, clock: { now: () => Date.now() + offsetMs } });
    const agent = new Agent(server);
    const s = await signedIn(agent);
    expect(s.body.refresh_expires_in).toBe(1800);

    offsetMs = 3000 * 1000;
    const near = await refresh(agent, s, String(s.body.refresh_token));
    expect(near.statusCode).toBe(200);
    expect(near.json().refresh_expires_in).toBeGreaterThanOrEqual(598);
    expect(near.json().refresh_expires_in).toBeLessThanOrEqual(600);

    offsetMs = 4000 * 1000;
    const past = await refresh(agent, s, near.json().refresh_token);
    expect(past.statusCode).toBe(200);
    expect(past.json().refresh_expires_in).toBeLessThanOrEqual(1);
  });

  it('refuses a refresh token once its idle window has passed', async () => {
    const server = testServer({ refreshTokenTtl: 1 });
    const agent = new Agent(server);
    const s = await signedIn(agent);
    expect(s.body.refresh_expires_in).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await refresh(agent, s, String(s.body.refresh_token));
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });

  it('takes access-token lifetimes from the options', async () => {
    const { body } = await signedIn(new Agent(testServer({ accessTokenTtl: 5 })));
    expect(body.expires_in).toBe(5);
  });
});
