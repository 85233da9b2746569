/** The account page `{auth_url}/account` (DESIGN §3): sign-in through the provider session, CSRF, grant and revoke. */
import { describe, expect, it } from 'vitest';
import { SUPPORT_ORGANISATION } from '../accounts';
import { VINS } from '../fleet';
import { ManualClock } from '../sim/clock';
import { createSupportStores } from '../support';
import { formFields, formHtml, grantFormOf } from './account/testing';
import { Agent, authorize, DASHBOARD, follow, formOf, ISSUER, testServer } from './testing';

const DAY = 24 * 3600 * 1000;

function setup() {
  const clock = new ManualClock(Date.now());
  const support = createSupportStores({ now: () => clock.now() });
  const agent = new Agent(testServer({ support, clock }));
  return { clock, support, agent };
}

/** Opens /account without a session and signs in on the sign-in page it leads to; returns the account page. */
async function signInAtAccount(agent: Agent, email = 'owner@example.com') {
  const loginPage = await follow(agent, await agent.get('/account'));
  const login = formOf(loginPage.payload);
  let res = await agent.postForm(login.action, { csrf: login.csrf, email, password: 'demo' });
  for (let hops = 0; hops < 6 && res.statusCode >= 300 && res.statusCode < 400; hops++)
    res = await agent.get(String(res.headers.location));
  return res;
}

function post(agent: Agent, action: string, fields: URLSearchParams) {
  return agent.request({
    method: 'POST',
    url: action,
    payload: fields.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('signing in to the account page', () => {
  it('without a session redirects to an authorization request that comes back to /account', async () => {
    const { agent } = setup();
    const res = await agent.get('/account');
    expect(res.statusCode).toBe(303);
    const to = new URL(String(res.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: 'account',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${ISSUER}/account/callback`,
      code_challenge_method: 'S256',
    });
    expect(String(res.headers['set-cookie'])).toMatch(/account_state=[\w-]+; Max-Age=600; Path=\/account; HttpOnly/);
    const page = await follow(agent, res);
    expect(page.payload).toContain('<button type="submit">Sign in</button>');
  });

  it('signs in on the usual sign-in page, asks no consent, and shows the owner’s page', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent);
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<h1>Sharing and support access</h1>');
    expect(page.payload).toContain('Signed in as <strong>owner@example.com</strong>');
    expect(page.payload).toContain(`<a href="${DASHBOARD}">Back to dashboard</a>`);
    for (const vin of [VINS.evSedan, VINS.evSuv, VINS.petrol]) expect(page.payload).toContain(`id="car-${vin}"`);
    expect(page.payload).not.toContain(VINS.phev);
  });

  it('uses the session the dashboard’s sign-in at /auth left behind: no second sign-in', async () => {
    const { agent } = setup();
    await authorize(agent);
    const page = await agent.get('/account');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('Signed in as <strong>owner@example.com</strong>');
  });

  it('sends the sign-in pages’ security headers, and no script', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(page.payload).not.toMatch(/<script|\son\w+=/i);
  });

  it('refuses a callback whose state this browser was not given, or from another issuer', async () => {
    const { agent } = setup();
    await agent.get('/account');
    const forged = await agent.get(`/account/callback?code=x&state=forged&iss=${encodeURIComponent(ISSUER)}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.payload).toContain('did not start from this browser');
    const fresh = new Agent(testServer());
    const start = new URL(String((await fresh.get('/account')).headers.location));
    const state = start.searchParams.get('state')!;
    expect((await fresh.get(`/account/callback?code=x&state=${state}&iss=http%3A%2F%2Fevil`)).statusCode).toBe(400);
  });

  it('shows a support agent who they are to owners (agent id and organisation), with no forms', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent, 'support2@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('AGT-R9X3VD');
    expect(page.payload).toContain(SUPPORT_ORGANISATION);
    expect(page.payload).not.toContain('<form');
  });
});

describe('granting and revoking on the account page', () => {
  it('a POST without the CSRF token, with another’s, or without a session is 403 and changes nothing', async () => {
    const { agent, support } = setup();
    const page = await signInAtAccount(agent);
    const fields = formFields(grantFormOf(page.payload, VINS.petrol));
    fields.set('caseReference', 'CASE-77777');
    fields.set('purpose', 'Brakes squeal');
    const without = new URLSearchParams(fields);
    without.delete('csrf');
    expect((await post(agent, '/account/grants', without)).statusCode).toBe(403);
    // The same owner in another browser has another session, so another token.
    const otherPage = await signInAtAccount(new Agent(agent.server));
    const wrong = new URLSearchParams(fields);
    wrong.set('csrf', formFields(grantFormOf(otherPage.payload, VINS.petrol)).get('csrf')!);
    expect((await post(agent, '/account/grants', wrong)).statusCode).toBe(403);
    const signedOut = new Agent(testServer({ support }));
    const res = await post(signedOut, '/account/grants', fields);
    expect(res.statusCode).toBe(403);
    expect(res.payload).toContain('You are signed out');
    expect(support.grants.active(VINS.petrol, SUPPORT_ORGANISATION)).toBeUndefined();
  });

  it('grants with one click: location and journeys off unless ticked, 7 days by default', async () => {
    const { agent, support, clock } = setup();
    const page = await signInAtAccount(agent);
    const form = grantFormOf(page.payload, VINS.petrol);
    // The form says how to revoke before anyone grants.
    expect(form.indexOf('You can revoke this access at any time')).toBeLessThan(form.indexOf('Grant access'));
    expect(form).toMatch(/<input type="checkbox" name="categories" value="location">/);
    expect(form).toMatch(/<input type="checkbox" name="categories" value="journeys">/);
    const fields = formFields(form);
    fields.set('caseReference', 'case-77777');
    fields.set('purpose', 'Brakes squeal');
    const res = await post(agent, '/account/grants', fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/account?done=granted#car-${VINS.petrol}`);
    const grant = support.grants.active(VINS.petrol, SUPPORT_ORGANISATION)!;
    expect(grant).toMatchObject({
      ownerId: 'acct-owner-1',
      caseReference: 'CASE-77777',
      purpose: 'Brakes squeal',
      categories: ['vehicle', 'diagnostics', 'status', 'alerts'],
      expiresAt: clock.now() + 7 * DAY,
    });
    const after = await agent.get(String(res.headers.location));
    expect(after.payload).toContain('Support access granted.');
    expect(after.payload).toContain(`action="/account/grants/${grant.id}/revoke"`);
  });

  it('revokes with one click; the grant ends at once', async () => {
    const { agent, support } = setup();
    const page = await signInAtAccount(agent);
    const grant = support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)!;
    const action = `/account/grants/${grant.id}/revoke`;
    const form = formHtml(page.payload, action);
    expect(form).toContain('<button type="submit">Revoke access</button>');
    const res = await post(agent, action, formFields(form));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/account?done=revoked#car-${VINS.evSedan}`);
    expect(support.grants.active(VINS.evSedan, SUPPORT_ORGANISATION)).toBeUndefined();
    const after = await agent.get(String(res.headers.location));
    expect(after.payload).toContain('Support access revoked.');
    expect(after.payload).toMatch(/Earlier grants.*CASE-20417.*revoked/s);
    expect(grantFormOf(after.payload, VINS.evSedan)).toContain('Grant access');
    // A second click (another tab) changes nothing and says so.
    const again = await post(agent, action, formFields(form));
    expect(again.headers.location).toBe('/account?done=gone');
  });

  it('an owner cannot grant on a car of someone else, nor revoke someone else’s grant', async () => {
    const { agent, support } = setup();
    const page = await signInAtAccount(agent);
    const fields = formFields(grantFormOf(page.payload, VINS.petrol));
    fields.set('vin', VINS.phev);
    fields.set('caseReference', 'CASE-77777');
    fields.set('purpose', 'x');
    expect((await post(agent, '/account/grants', fields)).statusCode).toBe(404);
    const vanGrant = support.grants.active(VINS.dieselVan, SUPPORT_ORGANISATION)!;
    const csrf = new URLSearchParams({ csrf: fields.get('csrf')! });
    const res = await post(agent, `/account/grants/${vanGrant.id}/revoke`, csrf);
    expect(res.headers.location).toBe('/account?done=gone');
    expect(support.grants.active(VINS.dieselVan, SUPPORT_ORGANISATION)?.id).toBe(vanGrant.id);
  });

  it('shows the form again with every problem marked and what was typed kept', async () => {
    const { agent, support } = setup();
    const page = await signInAtAccount(agent);
    const fields = formFields(grantFormOf(page.payload, VINS.petrol));
    fields.set('caseReference', 'TICKET-1');
    fields.set('purpose', 'Brakes <squeal>');
    fields.set('days', '45');
    fields.append('categories', 'location');
    const res = await post(agent, '/account/grants', fields);
    expect(res.statusCode).toBe(400);
    expect(res.payload).toContain(
      `<p class="error" role="alert">Support access was not granted: check the fields marked under the car. <a href="#car-${VINS.petrol}">Go to the car</a></p>`,
    );
    const form = grantFormOf(res.payload, VINS.petrol);
    expect(form).toContain('role="alert"');
    expect(form).toContain('value="TICKET-1" aria-invalid="true"');
    expect(form).toContain('value="Brakes &lt;squeal&gt;"');
    expect(form).toContain('Choose a whole number of days from 1 to 30.');
    expect(form).toMatch(/value="location" checked/);
    expect(support.grants.active(VINS.petrol, SUPPORT_ORGANISATION)).toBeUndefined();
  });

  it('a second grant from a stale tab is refused (409) and the page shows the grant already given', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent);
    const fields = formFields(grantFormOf(page.payload, VINS.petrol));
    fields.set('caseReference', 'CASE-77777');
    fields.set('purpose', 'Brakes squeal');
    expect((await post(agent, '/account/grants', fields)).statusCode).toBe(303);
    fields.set('caseReference', 'CASE-88888');
    const stale = await post(agent, '/account/grants', fields);
    expect(stale.statusCode).toBe(409);
    expect(stale.payload).toContain('already has an active grant (CASE-77777); revoke it first.');
  });

  it('limits changes to 30 a minute per account (429)', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent);
    const csrf = new URLSearchParams({ csrf: formFields(grantFormOf(page.payload, VINS.petrol)).get('csrf')! });
    for (let i = 0; i < 30; i++)
      expect((await post(agent, '/account/grants/grt_AAAAAAAAAAAAAAAA/revoke', csrf)).statusCode).toBe(303);
    const res = await post(agent, '/account/grants/grt_AAAAAAAAAAAAAAAA/revoke', csrf);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers other methods and paths with an error page, never a crash', async () => {
    const { agent } = setup();
    expect((await agent.request({ method: 'POST', url: '/account' })).statusCode).toBe(405);
    expect((await agent.get('/account/grants')).statusCode).toBe(405);
    expect((await agent.get('/account/nothing')).statusCode).toBe(404);
    const res = await agent.request({ method: 'POST', url: '/account/grants', payload: '{}' });
    expect(res.statusCode).toBe(403);
  });
});

describe('what the owner sees', () => {
  it('the access record lists each support access with date, case, purpose, data, agent id and organisation', async () => {
    const { agent, support, clock } = setup();
    const grant = support.grants.active(VINS.evSuv, SUPPORT_ORGANISATION)!;
    support.record.add({
      vin: VINS.evSuv,
      ownerId: 'acct-owner-1',
      grantId: grant.id,
      caseReference: grant.caseReference,
      purpose: grant.purpose,
      category: 'hv-battery',
      outcome: 'viewed',
      agentId: 'AGT-7Q4K2M',
      organisation: SUPPORT_ORGANISATION,
    });
    const page = await signInAtAccount(agent);
    const section = page.payload.slice(page.payload.indexOf(`id="car-${VINS.evSuv}"`));
    const row = /<tbody>\s*<tr>([\s\S]*?)<\/tr>/.exec(section.slice(section.indexOf('Access record')))![1]!;
    expect(row).toContain(`<time datetime="${new Date(clock.now()).toISOString()}">`);
    for (const text of [
      'CASE-20433',
      grant.purpose,
      'High-voltage battery',
      'Viewed',
      'AGT-7Q4K2M',
      SUPPORT_ORGANISATION,
    ])
      expect(row).toContain(text);
    expect(section).toContain('kept 90 days after the last request');
    clock.advance(91 * DAY);
    const later = await agent.get('/account');
    expect(later.payload).not.toContain('AGT-7Q4K2M');
  });

  it('"What this car shares" describes each category: what it holds, how often, how long, who receives it', async () => {
    const { agent } = setup();
    const page = await signInAtAccount(agent, 'owner2@example.com');
    const section = page.payload.slice(page.payload.indexOf(`id="shares-${VINS.noLocation}"`));
    const table = section.slice(0, section.indexOf('</table>'));
    for (const header of ['What it holds', 'How often it is collected', 'How long it is kept', 'Who receives it'])
      expect(table).toContain(header);
    for (const name of ['Identification', 'Trouble codes', 'Status', 'Charging', 'Precise location', 'Journeys'])
      expect(table).toContain(`<th scope="row">${name}</th>`);
    expect(table).toContain('No one: location sharing is off for this car.');
    expect(table).toContain('Voltara Support under case CASE-20466');
  });
});
