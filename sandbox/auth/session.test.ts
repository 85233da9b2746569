import { describe, expect, it } from 'vitest';
import { Agent, authorize, authorizeUrl, DASHBOARD, follow, formOf, testServer } from './testing';

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
    const page = await agent.get(`/auth/logout?client_id=dashboard&post_logout_redirect_uri=${encodeURIComponent(`${DASHBOARD}/`)}`);
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
});
