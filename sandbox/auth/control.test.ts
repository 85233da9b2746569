import { describe, expect, it } from 'vitest';
import { Agent, decodeJwt, proof, signedIn, testServer, tokenRequest } from './testing';

const postJson = (agent: Agent, url: string, body: unknown) =>
  agent.request({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('test control routes', () => {
  it('sets the access-token lifetime for tokens issued from then on', async () => {
    const server = testServer();
    const agent = new Agent(server);
    const set = await postJson(agent, '/control/token-lifetimes', { accessTokenTtl: 5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ accessTokenTtl: 5, refreshTokenTtl: 1800 });
    expect((await agent.get('/control/token-lifetimes')).json()).toEqual({ accessTokenTtl: 5, refreshTokenTtl: 1800 });

    const { body } = await signedIn(new Agent(server));
    expect(body.expires_in).toBe(5);
    const { payload } = decodeJwt(String(body.access_token));
    expect(Number(payload.exp) - Number(payload.iat)).toBe(5);
  });

  it('sets the refresh-token idle window', async () => {
    const server = testServer();
    await postJson(new Agent(server), '/control/token-lifetimes', { refreshTokenTtl: 20 });
    const { body } = await signedIn(new Agent(server));
    expect(body.refresh_expires_in).toBe(20);
  });

  it.each([{ accessTokenTtl: 0 }, { accessTokenTtl: 1.5 }, { accessTokenTtl: '5' }, { refreshTokenTtl: -1 }])(
    'rejects %j with 400',
    async (body) => {
      const res = await postJson(new Agent(testServer()), '/control/token-lifetimes', body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(res.json()).toMatchObject({ status: 400, type: '/errors/validation-failed' });
    },
  );

  it("revokes an account's refresh tokens so the next refresh fails with invalid_grant", async () => {
    const server = testServer();
    const agent = new Agent(server);
    const owner = await signedIn(new Agent(server));
    const other = await signedIn(new Agent(server), undefined, 'owner2@example.com');
    const res = await postJson(agent, '/control/revoke-refresh-tokens', { email: 'owner@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revokedGrants: 1 });

    const refresh = async (s: typeof owner) =>
      tokenRequest(
        agent,
        { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: String(s.body.refresh_token) },
        await proof(s.key),
      );
    const failed = await refresh(owner);
    expect({ status: failed.statusCode, error: failed.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
    expect((await refresh(other)).statusCode).toBe(200);
  });

  it('answers an unknown email with 404 and a malformed body with 415/400', async () => {
    const agent = new Agent(testServer());
    expect((await postJson(agent, '/control/revoke-refresh-tokens', { email: 'nobody@example.com' })).statusCode).toBe(
      404,
    );
    expect((await agent.postForm('/control/revoke-refresh-tokens', { email: 'owner@example.com' })).statusCode).toBe(
      415,
    );
    expect(
      (
        await agent.request({
          method: 'POST',
          url: '/control/revoke-refresh-tokens',
          payload: '[1',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('does not exist without the control option', async () => {
    const agent = new Agent(testServer({ control: false }));
    const res = await postJson(agent, '/control/revoke-refresh-tokens', { email: 'owner@example.com' });
    expect(res.statusCode).toBe(404);
  });
});
