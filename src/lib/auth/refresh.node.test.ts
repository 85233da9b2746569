import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { freshBrowser, openTab, signIn, type Tab } from './testing/tabs';

const Echo = z.object({ path: z.string() });
const tabs: Tab[] = [];
async function tab() {
  const t = await openTab();
  tabs.push(t);
  t.retry.setRetryPolicy({ baseDelayMs: 1, maxDelayMs: 5 });
  return t;
}
const invalidToken = () =>
  new Response(JSON.stringify({ type: '/errors/unauthorized', title: 'Unauthorized', status: 401 }), {
    status: 401,
    headers: {
      'content-type': 'application/problem+json',
      'www-authenticate': 'DPoP error="invalid_token", algs="PS256"',
    },
  });

afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('token refresh across tabs', () => {
  it('ten concurrent 401s in each of two tabs cause one token request; both tabs adopt the new tokens', async () => {
    const { services } = freshBrowser();
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    expect(await b.auth.getSession()).not.toBeNull();
    const before = services.refreshRequests.length;
    for (let i = 0; i < 20; i++) services.rsScript.push(invalidToken);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => a.api.apiGet('/v1/vehicles/a', Echo)),
      ...Array.from({ length: 10 }, () => b.api.apiGet('/v1/vehicles/b', Echo)),
    ]);
    expect(results).toHaveLength(20);
    expect(services.refreshRequests.length - before).toBe(1);
    const tokensUsed = new Set(
      services
        .dataRequests()
        .slice(-20)
        .map((r) => r.headers.get('authorization')),
    );
    expect(tokensUsed.size).toBe(1);
  });

  it('refreshes shortly before expiry, once per expiry, across two tabs', async () => {
    const { services } = freshBrowser({ expiresIn: 5 });
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    await b.auth.getSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let expiry = 1; expiry <= 3; expiry++) {
      vi.setSystemTime(Date.now() + 4_500); // inside the last fifth of a 5 s lifetime
      await Promise.all([a.api.apiGet('/v1/x', Echo), b.api.apiGet('/v1/y', Echo), a.api.apiGet('/v1/z', Echo)]);
      expect(services.refreshRequests).toHaveLength(expiry);
    }
  });

  it('a refresh token the AS refuses (invalid_grant) ends the session in every tab and removes tokens and key', async () => {
    const { services } = freshBrowser();
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    await b.auth.getSession();
    const signedOutInB = vi.fn();
    b.auth.onSessionEnd(signedOutInB);
    services.revokeAll();
    services.rsScript.push(invalidToken);
    await expect(a.api.apiGet('/v1/x', Echo)).rejects.toMatchObject({
      name: 'SignInRequiredError',
      reason: 'session-ended',
    });
    expect(await a.storage.storageGet('tokens')).toBeUndefined();
    expect(await a.storage.storageGet('dpop-key')).toBeUndefined();
    await vi.waitFor(() => expect(signedOutInB).toHaveBeenCalledWith('session-ended'));
    expect(await b.auth.getSession()).toBeNull();
  });

  it('a rotated refresh token is never replayed, even by a tab holding the old one', async () => {
    const { services } = freshBrowser();
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    await b.auth.getSession();
    services.rsScript.push(invalidToken);
    await a.api.apiGet('/v1/x', Echo);
    // Tab b still has the old access token in memory; its 401 must make it adopt a's tokens, not reuse the old refresh token.
    services.rsScript.push(invalidToken);
    await b.api.apiGet('/v1/y', Echo);
    const refreshTokensSent = services.refreshRequests.map((r) => new URLSearchParams(r.body).get('refresh_token'));
    expect(new Set(refreshTokensSent).size).toBe(refreshTokensSent.length);
    expect(await b.auth.getSession()).not.toBeNull();
  });
});

describe('signOut', () => {
  it('revokes the refresh token, removes tokens and key, and signs out the other tab', async () => {
    const { services } = freshBrowser();
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    await b.auth.getSession();
    const inA = vi.fn();
    const inB = vi.fn();
    a.auth.onSessionEnd(inA);
    b.auth.onSessionEnd(inB);
    await a.auth.signOut();
    expect(services.requests.some((r) => r.url.endsWith('/auth/revoke'))).toBe(true);
    expect(await a.storage.storageGet('tokens')).toBeUndefined();
    expect(await a.storage.storageGet('dpop-key')).toBeUndefined();
    expect(inA).toHaveBeenCalledWith('signed-out');
    await vi.waitFor(() => expect(inB).toHaveBeenCalledWith('signed-out'));
    expect(await b.auth.getSession()).toBeNull();
    await expect(b.api.apiGet('/v1/x', Echo)).rejects.toMatchObject({ name: 'SignInRequiredError' });
  });

  it('another account signing in in one tab ends the previous account’s session in the other', async () => {
    const { services } = freshBrowser();
    const a = await tab();
    await signIn(a, services);
    const b = await tab();
    expect(await b.auth.getSession()).toMatchObject({ sub: 'owner-1' });
    const inB = vi.fn();
    b.auth.onSessionEnd(inB);
    services.subject = 'owner-2';
    await signIn(a, services);
    await vi.waitFor(() => expect(inB).toHaveBeenCalledWith('account-changed'));
    expect(await b.auth.getSession()).toMatchObject({ sub: 'owner-2' });
  });
});
