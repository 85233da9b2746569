import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_REASONS,
  OwnerSupportGrantsBody,
  Problem,
  SupportAuthorizationDetail,
  SupportGrantBody,
} from '../../contract';
import { VINS } from '../fleet';
import { formFields, formHtml, grantFormOf } from '../auth/account/testing';
import { startSandbox, type Sandbox } from '../server';
import { testClock } from '../test-clock';
import { Browser } from './browser';
import { authorizationUrl, REDIRECT_URI, signInOnPages } from './sign-in';

/**
 * Support access across the running sandbox: the owner grants and revokes on the real account page in one
 * "browser", the agent reads through a standard client (oauth4webapi) with DPoP in another; the clock is moved
 * through the control interface for expiry. Each change shows on the agent's next request.
 */
const insecure = { [oauth.allowInsecureRequests]: true } as const;
const DAY = 24 * 3600 * 1000;

let sandbox: Sandbox;
let read: (path: string) => Promise<Response>;
let readAsOwner: (path: string) => Promise<Response>;
const owner = new Browser();
let accountPage: () => Promise<string>;

/** An agent or an owner signs in through the real pages and gets DPoP-bound tokens, as the dashboard does. */
async function signInDashboard(email: string) {
  const issuer = new URL(sandbox.authUrl);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  const client: oauth.Client = { client_id: 'dashboard' };
  const dpop = oauth.DPoP(client, await oauth.generateKeyPair('PS256'));
  const verifier = oauth.generateRandomCodeVerifier();
  const authUrl = authorizationUrl(as.authorization_endpoint!, {
    scope: 'vehicle:read',
    state: 'st',
    codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
  });
  const { redirect } = await signInOnPages(authUrl, email);
  const params = oauth.validateAuthResponse(as, client, redirect, 'st');
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT_URI, verifier, {
      DPoP: dpop,
      ...insecure,
    }),
  );
  return { tokens, dpop };
}

/** GETs on the data API; a 403 carries a DPoP challenge, which oauth4webapi raises as an error holding the response. */
const reader = (accessToken: string, dpop: oauth.DPoPHandle) => async (path: string) => {
  const url = new URL(`${sandbox.apiUrl}${path}`);
  try {
    return await oauth.protectedResourceRequest(accessToken, 'GET', url, new Headers(), null, {
      DPoP: dpop,
      ...insecure,
    });
  } catch (err) {
    if (err instanceof oauth.WWWAuthenticateChallengeError) return err.response;
    throw err;
  }
};

/** The cases of the grants active on the owner's car, as the owner's dashboard reads them. */
const ownerSees = async (vin: string) =>
  OwnerSupportGrantsBody.parse(await (await readAsOwner(`/v1/vehicles/${vin}/support-grants`)).json()).active.map(
    (g) => g.caseReference,
  );

async function ownerPost(action: string, fields: URLSearchParams) {
  const res = await owner.request(new URL(action, sandbox.authUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields,
  });
  expect(res.status).toBe(303);
}

beforeAll(async () => {
  sandbox = await startSandbox({ clock: testClock(), apiPort: 0, authPort: 0, control: true, env: {} });
  const { tokens, dpop } = await signInDashboard('support@example.com');
  expect(tokens.authorization_details).toEqual([
    SupportAuthorizationDetail.parse({
      type: 'vehicle_support',
      actions: ['read'],
      agentId: 'AGT-7Q4K2M',
      organisation: 'Voltara Support',
    }),
  ]);
  read = reader(tokens.access_token, dpop);
  const ownerSession = await signInDashboard('owner@example.com');
  readAsOwner = reader(ownerSession.tokens.access_token, ownerSession.dpop);
  // The owner opens the account page: sign-in page, then back to /account.
  const start = new URL(`${sandbox.authUrl}/account`);
  const loginPage = (await owner.follow(await owner.request(start), start, 'about:')).page!;
  const login = await owner.submit(loginPage, { email: 'owner@example.com', password: 'demo' });
  const page = (await owner.follow(login.res, login.url, 'about:')).page!;
  expect(page.url.pathname).toBe('/account');
  accountPage = async () => (await owner.request(start)).text();
});

afterAll(async () => {
  await sandbox?.close();
});

const reason = async (res: Response) => Problem.parse(await res.json()).reason;

describe('support access end to end (DESIGN §3)', () => {
  it('a grant, then its revocation, each take effect on the agent’s and the owner’s next request', async () => {
    const before = await read(`/v1/vehicles/${VINS.petrol}/status`);
    expect(before.status).toBe(403);
    expect(await reason(before)).toBe(CONSENT_REASONS.noGrant);

    const fields = formFields(grantFormOf(await accountPage(), VINS.petrol));
    fields.set('caseReference', 'CASE-31337');
    fields.set('purpose', 'Central locking fails');
    expect(await ownerSees(VINS.petrol)).toEqual([]);
    await ownerPost('/account/grants', fields);

    expect(await ownerSees(VINS.petrol)).toEqual(['CASE-31337']);
    expect((await read(`/v1/vehicles/${VINS.petrol}/status`)).status).toBe(200);
    const location = await read(`/v1/vehicles/${VINS.petrol}/location`);
    expect(location.status).toBe(403);
    expect(await reason(location)).toBe(CONSENT_REASONS.notShared);
    const grant = SupportGrantBody.parse(await (await read(`/v1/vehicles/${VINS.petrol}/support-grant`)).json());
    expect(grant).toMatchObject({ caseReference: 'CASE-31337', notShared: ['journeys', 'location'] });

    const page = await accountPage();
    const revoke = formHtml(page.slice(page.indexOf(`id="car-${VINS.petrol}"`)), /\/revoke$/);
    await ownerPost(/action="([^"]+)"/.exec(revoke)![1]!, formFields(revoke));

    const after = await read(`/v1/vehicles/${VINS.petrol}/status`);
    expect(after.status).toBe(403);
    expect(await reason(after)).toBe(CONSENT_REASONS.grantRevoked);
    expect(await ownerSees(VINS.petrol)).toEqual([]);
    expect((await read(`/v1/vehicles/${VINS.evSedan}/status`)).status).toBe(200);
  });

  it('the owner’s page lists the agent’s accesses with date, case and category', async () => {
    const page = await accountPage();
    const section = page.slice(page.indexOf(`id="car-${VINS.petrol}"`), page.indexOf(`id="shares-${VINS.petrol}"`));
    expect(section).toMatch(/<td><time datetime="[^"]+">[^<]+ UTC<\/time><\/td><td><span class="mono">CASE-31337/);
    expect(section).toMatch(/Status<\/td><td>Viewed<\/td>\s*<td class="mono">AGT-7Q4K2M<\/td><td>Voltara Support/);
    expect(section).toMatch(/Precise location<\/td><td>Refused: not shared<\/td>/);
  });

  it('an expiry takes effect on the agent’s and the owner’s next request once the sandbox clock passes it', async () => {
    expect((await read(`/v1/vehicles/${VINS.evSedan}/status`)).status).toBe(200);
    const moved = await fetch(`${sandbox.apiUrl}/control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 7 * DAY }),
    });
    expect(moved.status).toBe(200);
    const res = await read(`/v1/vehicles/${VINS.evSedan}/status`);
    expect(res.status).toBe(403);
    expect(await reason(res)).toBe(CONSENT_REASONS.grantExpired);
    expect(await ownerSees(VINS.evSedan)).toEqual([]);
    expect(await ownerSees(VINS.evSuv)).toEqual(['CASE-20433']);
    // The SUV's 14-day grant is still running.
    expect((await read(`/v1/vehicles/${VINS.evSuv}/status`)).status).toBe(200);
  });
});
