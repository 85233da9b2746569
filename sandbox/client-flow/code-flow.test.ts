import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  AlertPage,
  EvBody,
  JourneyPage,
  SignalsBody,
  DiagnosticsBody,
  Vehicle,
  VehicleAuthorizationDetail,
  type CategoryId,
} from '../../contract';
import { ChargerPage, ChargerSessionPage } from '../../contract/chargers';
import { DATA_ENDPOINTS } from '../../contract/endpoints';
import { FLEET_CLIENT_VINS } from '../accounts';
import { startSandbox, type Sandbox } from '../server';
import { testClock } from '../test-clock';
import { inputLabelled } from './browser';
import { authorizationUrl, REDIRECT_URI, signInOnPages } from './sign-in';

/**
 * An independent standard client (oauth4webapi in Node) against the running sandbox on ephemeral ports:
 * the code flow through the real sign-in and consent pages, DPoP-bound tokens, refresh, every data endpoint.
 */
const insecure = { [oauth.allowInsecureRequests]: true } as const;
const SCHEMAS: Record<CategoryId, { safeParse(v: unknown): { success: boolean } }> = {
  vehicle: Vehicle,
  status: SignalsBody,
  alerts: AlertPage,
  journeys: JourneyPage,
  location: SignalsBody,
  ev: EvBody,
  'hv-battery': SignalsBody,
  diagnostics: DiagnosticsBody,
};

let nonceChallenges = 0;

/** RFC 9449 §8/§9: a client retries once when a server asks for a DPoP nonce (oauth4webapi keeps the nonce). */
async function withNonceRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!oauth.isDPoPNonceError(err)) throw err;
    nonceChallenges++;
    return attempt();
  }
}

/** Calls every data endpoint for every vehicle the grant names; a granted category must answer 200 and parse. */
async function callEveryEndpoint(
  apiUrl: string,
  accessToken: string,
  dpop: oauth.DPoPHandle,
  details: VehicleAuthorizationDetail[],
) {
  const results: string[] = [];
  for (const detail of details) {
    for (const endpoint of DATA_ENDPOINTS) {
      const url = new URL(`${apiUrl}${endpoint.path.replace('{vin}', detail.vin)}`);
      const res = await withNonceRetry(() =>
        oauth.protectedResourceRequest(accessToken, 'GET', url, new Headers(), null, { DPoP: dpop, ...insecure }),
      ).catch((err: unknown) => {
        // A refusal (403 with its DPoP challenge, RFC 9449 §7.1) is an answer to check, not a failure of the flow.
        if (err instanceof oauth.WWWAuthenticateChallengeError) return err.response;
        throw err;
      });
      const granted = detail.categories.includes(endpoint.category);
      if (granted) {
        expect(res.status, `${url.pathname}`).toBe(200);
        expect(SCHEMAS[endpoint.category].safeParse(await res.json()).success, `${url.pathname} body`).toBe(true);
      } else {
        expect([403, 404], `${url.pathname}`).toContain(res.status);
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      }
      results.push(`${res.status} ${url.pathname}`);
    }
  }
  return results;
}

/** The caller's chargers and each one's sessions (scope `charger:read`): their ids. */
async function readChargers(apiUrl: string, accessToken: string, dpop: oauth.DPoPHandle): Promise<string[]> {
  const get = async (path: string) => {
    const res = await withNonceRetry(() =>
      oauth.protectedResourceRequest(accessToken, 'GET', new URL(`${apiUrl}${path}`), new Headers(), null, {
        DPoP: dpop,
        ...insecure,
      }),
    );
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const list = ChargerPage.parse(await get('/v1/chargers'));
  for (const c of list.content) ChargerSessionPage.parse(await get(`/v1/chargers/${c.id}/sessions`));
  return list.content.map((c) => c.id);
}

describe.each([false, true])('e2e with a standard client (DPoP nonces %s)', (dpopNonce) => {
  let sandbox: Sandbox;
  let as: oauth.AuthorizationServer;

  beforeAll(async () => {
    nonceChallenges = 0;
    sandbox = await startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, dpopNonce, env: {} });
    const issuer = new URL(sandbox.authUrl);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  });

  afterAll(async () => {
    await sandbox?.close();
    // With nonces on, each test's DPoP handle is challenged once by the AS and once by the API; never otherwise.
    expect(nonceChallenges).toBe(dpopNonce ? 4 : 0);
  });

  it('signs in through the real pages, exchanges the code with DPoP, refreshes and reads every endpoint', async () => {
    const client: oauth.Client = { client_id: 'dashboard' };
    const clientAuth = oauth.None();
    const dpop = oauth.DPoP(client, await oauth.generateKeyPair('PS256'));
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authUrl = authorizationUrl(as.authorization_endpoint!, {
      scope: 'vehicle:read charger:read',
      state,
      codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
    });

    const { loginPage, consentPage, redirect } = await signInOnPages(authUrl, 'owner@example.com');
    expect(inputLabelled(loginPage.html, 'Email')).toBe('email');
    expect(inputLabelled(loginPage.html, 'Password')).toBe('password');
    expect(consentPage.html).toContain('Allow access?');

    const params = oauth.validateAuthResponse(as, client, redirect, state);
    const tokens = await withNonceRetry(async () =>
      oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, REDIRECT_URI, verifier, {
          DPoP: dpop,
          ...insecure,
        }),
      ),
    );
    expect(tokens.token_type).toBe('dpop');
    expect(tokens.expires_in).toBe(sandbox.config.accessTokenTtl);
    expect(tokens.refresh_expires_in).toBe(sandbox.config.refreshTokenTtl);
    const details = z.array(VehicleAuthorizationDetail).parse(tokens.authorization_details);
    expect(details.length).toBeGreaterThan(0);

    const refreshed = await withNonceRetry(async () =>
      oauth.processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, {
          DPoP: dpop,
          ...insecure,
        }),
      ),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.token_type).toBe('dpop');

    const results = await callEveryEndpoint(sandbox.apiUrl, refreshed.access_token, dpop, details);
    expect(results).toHaveLength(details.length * DATA_ENDPOINTS.length);
    expect(results.filter((r) => r.startsWith('200')).length).toBeGreaterThan(details.length * 3);
    // The demo owner is granted charger:read as the dashboard asks, and reads her wallbox with it.
    expect(refreshed.scope?.split(' ')).toContain('charger:read');
    expect(await readChargers(sandbox.apiUrl, refreshed.access_token, dpop)).toEqual(['VWB-22-0417-A']);
  });

  it('gets a fleet token with client credentials and reads the fleet cars', async () => {
    const client: oauth.Client = { client_id: 'fleet-demo' };
    const dpop = oauth.DPoP(client, await oauth.generateKeyPair('PS256'));
    const tokens = await withNonceRetry(async () =>
      oauth.processClientCredentialsResponse(
        as,
        client,
        await oauth.clientCredentialsGrantRequest(
          as,
          client,
          oauth.ClientSecretPost('fleet-demo-secret'),
          { scope: 'vehicle:read charger:read' },
          { DPoP: dpop, ...insecure },
        ),
      ),
    );
    expect(tokens.token_type).toBe('dpop');
    expect(tokens.refresh_token).toBeUndefined();
    const details = z.array(VehicleAuthorizationDetail).parse(tokens.authorization_details);
    expect(details.map((d) => d.vin).sort()).toEqual([...FLEET_CLIENT_VINS].sort());
    await callEveryEndpoint(sandbox.apiUrl, tokens.access_token, dpop, details);
    expect(await readChargers(sandbox.apiUrl, tokens.access_token, dpop)).toEqual(['DEPOT-FRA-07']);
  });
});
