import { describe, expect, it } from 'vitest';
import {
  Agent,
  authorize,
  authorizeUrl,
  DASHBOARD,
  follow,
  formOf,
  proof,
  signedIn,
  testServer,
  tokenRequest,
} from './testing';

describe('the sign-in session at the authorization server', () => {
  it('skips sign-in and consent for a second authorization in the same browser, unless prompt=login', async () => {
    const agent = new Agent(testServer());
    await authorize(agent);
    const again = await follow(agent, await agent.get(authorizeUrl({ state: 'second' })));
    expect(again.statusCode).toBe(303);
    const callback = new URL(String(again.headers.location));
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('second');
    const forced = await follow(agent, await agent.get(authorizeUrl({ prompt: 'login' })));
    expect(forced.statusCode).toBe(200);
    expect(forced.payload).toContain('<button type="submit">Sign in</button>');
  });

  it('signs out through /auth/logout and returns to the dashboard', async () => {
    const agent = new Agent(testServer());
    await authorize(agent);
    const page = await agent.get(
      `/auth/logout?client_id=dashboard&post_logout_redirect_uri=${encodeURIComponent(`${DASHBOARD}/`)}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.payload).toContain('<button type="submit" name="logout" value="yes">Sign out</button>');
    const { action, csrf } = formOf(page.payload);
    const done = await agent.postForm(action, { xsrf: csrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${DASHBOARD}/`);
    const after = await follow(agent, await agent.get(authorizeUrl()));
    expect(after.statusCode).toBe(200);
    expect(after.payload).toContain('<button type="submit">Sign in</button>');
  });

  it('rejects the sign-out confirmation without its CSRF value', async () => {
    const agent = new Agent(testServer());
    await authorize(agent);
    const page = await agent.get('/auth/logout?client_id=dashboard');
    const { action } = formOf(page.payload);
    const res = await agent.postForm(action, { logout: 'yes' });
    expect(res.statusCode).toBe(400);
  });

  it('revokes a refresh token at sign-out (RFC 7009), only for the client it was issued to', async () => {
    const server = testServer();
    const agent = new Agent(server);
    const s = await signedIn(agent);
    const rt = String(s.body.refresh_token);
    const refresh = async () =>
      tokenRequest(
        agent,
        { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: rt },
        await proof(s.key),
      );

    const foreign = await agent.postForm('/auth/revoke', {
      token: rt,
      client_id: 'vehicle-cli',
      token_type_hint: 'refresh_token',
    });
    expect(foreign.statusCode).toBe(200);
    const stillAlive = await refresh();
    expect(stillAlive.statusCode).toBe(200);

    const own = await agent.postForm(
      '/auth/revoke',
      { token: stillAlive.json().refresh_token, client_id: 'dashboard', token_type_hint: 'refresh_token' },
      { origin: DASHBOARD },
    );
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(DASHBOARD);
    const dead = await tokenRequest(
      agent,
      { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: stillAlive.json().refresh_token },
      await proof(s.key),
    );
    expect({ status: dead.statusCode, error: dead.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });
});
