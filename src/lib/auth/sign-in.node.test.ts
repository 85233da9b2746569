import * as oauth from 'oauth4webapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH, TEST_CONFIG } from './testing/fake-services';
import { freshBrowser, openTab, signIn, type Tab } from './testing/tabs';

const tabs: Tab[] = [];
async function tab() {
  const t = await openTab();
  tabs.push(t);
  return t;
}
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
  vi.unstubAllGlobals();
});

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC 7636 appendix B vector', async () => {
    expect(await oauth.calculatePKCECodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('sends an S256 challenge, a random state and the configured client, redirect URI and scopes', async () => {
    freshBrowser();
    const t = await tab();
    const url = await t.auth.buildAuthorizationUrl('/vehicles');
    expect(`${url.origin}${url.pathname}`).toBe(`${AUTH}/auth`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('dashboard');
    expect(q.get('redirect_uri')).toBe(TEST_CONFIG.redirectUri);
    expect(q.get('scope')).toBe('vehicle:read charger:read');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('ui_locales')).toBe('en');
    const pending = JSON.parse(sessionStorage.getItem('vds-sign-in')!) as { state: string; codeVerifier: string };
    expect(q.get('state')).toBe(pending.state);
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(q.get('code_challenge')).toBe(await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
    const again = await t.auth.buildAuthorizationUrl('/vehicles');
    expect(again.searchParams.get('state')).not.toBe(q.get('state'));
  });
});

describe('completeSignIn', () => {
  it('exchanges the code with a DPoP proof, stores key and tokens, and lands on the return path', async () => {
    const { services } = freshBrowser({ asNonce: true });
    const t = await tab();
    expect(await signIn(t, services, '/vehicles/WVWZZZ1JZXW000001/alerts?page=2')).toBe(
      '/vehicles/WVWZZZ1JZXW000001/alerts?page=2',
    );
    // AS nonce challenge answered by exactly one retry with a fresh proof.
    const codeRequests = services.tokenRequests;
    expect(codeRequests).toHaveLength(2);
    expect(codeRequests[0]!.proof!.nonce).toBeUndefined();
    expect(codeRequests[1]!.proof!.nonce).toBe(services.asNonceValue);
    expect(codeRequests[1]!.proof!.jti).not.toBe(codeRequests[0]!.proof!.jti);
    const session = await t.auth.getSession();
    expect(session).toMatchObject({
      accountId: 'owner-1',
      sub: 'owner-1',
      role: 'owner',
      scope: ['vehicle:read', 'charger:read'],
    });
    expect(session!.authorizationDetails).toEqual([
      {
        type: 'vehicle_data',
        vin: 'WVWZZZ1JZXW000001',
        categories: ['status', 'location'],
        actions: ['read'],
        relation: 'owner',
      },
    ]);
    expect(sessionStorage.getItem('vds-sign-in')).toBeNull();

    // A reload (a new instance of every module) finds the session in IndexedDB and can call the API with the stored key.
    const reloaded = await tab();
    expect((await reloaded.auth.getSession())?.accountId).toBe('owner-1');
    const body = await reloaded.api.apiGet('/v1/vehicles/WVWZZZ1JZXW000001', z.object({ sub: z.string() }));
    expect(body.sub).toBe('owner-1');
  });

  it('refuses a callback whose state does not match, and sends no token request', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    const url = await t.auth.buildAuthorizationUrl('/vehicles');
    await expect(t.auth.completeSignIn(services.authorize(url, { state: 'forged' }))).rejects.toMatchObject({
      name: 'SignInError',
    });
    expect(services.tokenRequests).toHaveLength(0);
    expect(await t.auth.getSession()).toBeNull();
  });

  it('refuses a callback without state', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    const url = await t.auth.buildAuthorizationUrl('/vehicles');
    await expect(t.auth.completeSignIn(services.authorize(url, { state: null }))).rejects.toMatchObject({
      name: 'SignInError',
    });
    expect(services.tokenRequests).toHaveLength(0);
  });

  it('refuses a replayed callback (state is one-time)', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    const url = await t.auth.buildAuthorizationUrl('/vehicles');
    const callback = services.authorize(url);
    await t.auth.completeSignIn(callback);
    const before = services.tokenRequests.length;
    await expect(t.auth.completeSignIn(callback)).rejects.toMatchObject({ code: 'invalid_state' });
    expect(services.tokenRequests).toHaveLength(before);
  });

  it('refuses a response from another issuer (mix-up, RFC 9207) and one without iss', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    let url = await t.auth.buildAuthorizationUrl('/vehicles');
    await expect(t.auth.completeSignIn(services.authorize(url, { iss: 'https://evil.example' }))).rejects.toMatchObject(
      { name: 'SignInError' },
    );
    url = await t.auth.buildAuthorizationUrl('/vehicles');
    await expect(t.auth.completeSignIn(services.authorize(url, { iss: null }))).rejects.toMatchObject({
      name: 'SignInError',
    });
    expect(services.tokenRequests).toHaveLength(0);
  });

  it('reports denied consent for the sign-in page, without a token request', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    const url = await t.auth.buildAuthorizationUrl('/vehicles/WVWZZZ1JZXW000001');
    const denied = services.authorize(url, {
      code: null,
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
    await expect(t.auth.completeSignIn(denied)).rejects.toMatchObject({
      code: 'access_denied',
      title: 'Access was not granted',
    });
    expect(services.tokenRequests).toHaveLength(0);
    expect(t.auth.takeSignInError()).toMatchObject({ code: 'access_denied', returnTo: '/vehicles/WVWZZZ1JZXW000001' });
    expect(t.auth.takeSignInError()).toBeNull();
  });

  it('discards a token response whose token_type is not DPoP', async () => {
    const { services } = freshBrowser({ tokenType: 'Bearer' });
    const t = await tab();
    await expect(signIn(t, services)).rejects.toMatchObject({ code: 'unbound_token' });
    expect(await t.auth.getSession()).toBeNull();
    expect(await t.storage.storageGet('tokens')).toBeUndefined();
  });

  it('uses a new DPoP key for every sign-in', async () => {
    const { services } = freshBrowser();
    const t = await tab();
    await signIn(t, services);
    await signIn(t, services);
    const [first, second] = services.tokenRequests;
    expect(first!.proofHeader!.jwk).not.toEqual(second!.proofHeader!.jwk);
  });
});

describe('where IndexedDB cannot store a CryptoKey', () => {
  it('keeps key and tokens in the tab, says so, and forgets them on reload', async () => {
    const { services } = freshBrowser();
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (value: unknown, key?: IDBValidKey) {
      const holdsKey =
        value instanceof CryptoKey ||
        (typeof value === 'object' && value !== null && Object.values(value).some((v) => v instanceof CryptoKey));
      if (holdsKey) throw new DOMException('CryptoKey cannot be cloned here', 'DataCloneError');
      return put.call(this, value, key);
    };
    try {
      const t = await tab();
      expect(await t.auth.probeKeyStorage()).toBe(false);
      expect(t.storage.isMemoryOnly()).toBe(true);
      await signIn(t, services);
      expect((await t.auth.getSession())?.accountId).toBe('owner-1');
      const reloaded = await tab();
      expect(await reloaded.auth.getSession()).toBeNull();
    } finally {
      IDBObjectStore.prototype.put = put;
    }
  });

  it('probes successfully where it can', async () => {
    freshBrowser();
    const t = await tab();
    expect(await t.auth.probeKeyStorage()).toBe(true);
    expect(t.storage.isMemoryOnly()).toBe(false);
  });
});
