import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { AuthorizationDetail } from '../../contract';
import { authorizationDetailsFor } from '../permissions';
import {
  Agent,
  API,
  authorize,
  authorizeUrl,
  decodeJwt,
  dpopKey,
  follow,
  formOf,
  ISSUER,
  proof,
  REDIRECT_URI,
  signedIn,
  signInToConsent,
  testServer,
  tokenRequest,
  codeGrantForm,
} from './testing';

describe('authorization code flow through the real pages', () => {
  it('shows an accessible, unframeable sign-in page listing the demo accounts', async () => {
    const agent = new Agent(testServer());
    const res = await follow(agent, await agent.get(authorizeUrl()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.payload).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(res.payload).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(res.payload).toContain('<button type="submit">Sign in</button>');
    for (const email of ['owner@example.com', 'owner2@example.com', 'support@example.com', 'support2@example.com'])
      expect(res.payload).toContain(email);
    for (const agentId of ['AGT-7Q4K2M', 'AGT-R9X3VD']) expect(res.payload).toContain(agentId);
    expect(res.payload).toContain('without location and journeys');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/default-src 'none'/);
    expect(res.payload).not.toMatch(/<script|\son\w+=/i);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves its stylesheet from its own origin', async () => {
    const res = await new Agent(testServer()).get('/static/auth.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
  });

  it('rejects a sign-in POST without or with a wrong CSRF token (403)', async () => {
    const agent = new Agent(testServer());
    const page = await follow(agent, await agent.get(authorizeUrl()));
    const { action, csrf } = formOf(page.payload);
    const missing = await agent.postForm(action, { email: 'owner@example.com', password: 'demo' });
    expect(missing.statusCode).toBe(403);
    expect(missing.payload).toContain('forbidden');
    const wrong = await agent.postForm(action, {
      csrf: `${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}`,
      email: 'owner@example.com',
      password: 'demo',
    });
    expect(wrong.statusCode).toBe(403);
    const otherInteraction = await agent.postForm(action, {
      csrf: 'x'.repeat(csrf.length),
      email: 'owner@example.com',
      password: 'demo',
    });
    expect(otherInteraction.statusCode).toBe(403);
  });

  it('shows an error on a wrong password and lets the user retry', async () => {
    const agent = new Agent(testServer());
    const page = await follow(agent, await agent.get(authorizeUrl()));
    const first = formOf(page.payload);
    const wrong = await agent.postForm(first.action, {
      csrf: first.csrf,
      email: 'owner@example.com',
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.payload).toMatch(/role="alert">The email or password is not right/);
    expect(wrong.payload).toContain('value="owner@example.com"');
    const unknown = await agent.postForm(first.action, {
      csrf: first.csrf,
      email: 'nobody@example.com',
      password: 'demo',
    });
    expect(unknown.payload).toMatch(/role="alert"/);
    const retry = formOf(wrong.payload);
    const ok = await agent.postForm(retry.action, { csrf: retry.csrf, email: 'owner@example.com', password: 'demo' });
    expect(ok.statusCode).toBe(303);
    const consent = await follow(agent, ok);
    expect(consent.payload).toContain('Allow access?');
  });

  it('refuses an interaction page in a browser without its cookie, and a form of a finished step', async () => {
    const server = testServer();
    const agent = new Agent(server);
    const page = await follow(agent, await agent.get(authorizeUrl()));
    const login = formOf(page.payload);
    const elsewhere = await new Agent(server).get(login.action.replace(/\/login$/, ''));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.payload).toContain('invalid_request');
    await follow(
      agent,
      await agent.postForm(login.action, { csrf: login.csrf, email: 'owner@example.com', password: 'demo' }),
    );
    const again = await agent.postForm(login.action, {
      csrf: login.csrf,
      email: 'owner@example.com',
      password: 'demo',
    });
    expect(again.statusCode).toBe(400);
    expect(again.payload).toContain('This sign-in is no longer current.');
  });

  it('lists client, scopes and vehicles on the consent page', async () => {
    const agent = new Agent(testServer());
    const page = await signInToConsent(agent, {}, 'owner2@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('Vehicle Dashboard');
    expect(page.payload).toContain('<code>vehicle:read</code>');
    expect(page.payload).toContain('<code>charger:read</code>');
    for (const d of authorizationDetailsFor({ kind: 'account', accountId: 'acct-owner-2' }))
      if (d.type === 'vehicle_data') expect(page.payload).toContain(d.vin);
    expect(page.payload).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(page.payload).toMatch(/<button type="submit" name="decision" value="deny"[^>]*>Deny<\/button>/);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('rejects a consent POST without the CSRF token (403)', async () => {
    const agent = new Agent(testServer());
    const page = await signInToConsent(agent);
    const { action } = formOf(page.payload);
    const res = await agent.postForm(action, { decision: 'allow' });
    expect(res.statusCode).toBe(403);
  });

  it('Deny sends access_denied back to the client with state and iss', async () => {
    const agent = new Agent(testServer());
    const page = await signInToConsent(agent, { state: 'deny-state' });
    const { action, csrf } = formOf(page.payload);
    const res = await follow(agent, await agent.postForm(action, { csrf, decision: 'deny' }));
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('deny-state');
    expect(location.searchParams.get('iss')).toBe(ISSUER);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('Allow redirects with code, state and iss', async () => {
    const agent = new Agent(testServer());
    const { callback } = await authorize(agent, { state: 'allow-state' });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    expect(callback.searchParams.get('state')).toBe('allow-state');
    expect(callback.searchParams.get('iss')).toBe(ISSUER);
  });

  it('exchanges the code with a PS256 DPoP proof for the token response of SPEC §5.3', async () => {
    const server = testServer();
    const { key, res, body } = await signedIn(new Agent(server));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body.token_type).toBe('DPoP');
    expect(body.expires_in).toBe(300);
    expect(body.refresh_expires_in).toBe(1800);
    expect(body.scope).toBe('vehicle:read charger:read');
    expect(typeof body.refresh_token).toBe('string');
    expect(body.authorization_details).toEqual(authorizationDetailsFor({ kind: 'account', accountId: 'acct-owner-1' }));

    const at = String(body.access_token);
    const { payload, protectedHeader } = await jwtVerify(at, createLocalJWKSet(server.publicJwks()), {
      issuer: ISSUER,
      audience: API,
      typ: 'at+jwt',
      algorithms: ['PS256'],
    });
    expect(protectedHeader.kid).toBe(server.publicJwks().keys[0]?.kid);
    expect(payload).toMatchObject({
      sub: 'acct-owner-1',
      client_id: 'dashboard',
      scope: 'vehicle:read charger:read',
      role: 'owner',
      cnf: { jkt: key.thumbprint },
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(typeof payload.jti).toBe('string');
  });

  it('tells a support agent on the consent page that cars come only under an owner’s grant, listing none', async () => {
    const page = await signInToConsent(new Agent(testServer()), {}, 'support@example.com');
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('only while its owner’s support grant is active');
    expect(page.payload).toContain('AGT-7Q4K2M');
    expect(page.payload).not.toMatch(/SDX[A-Z0-9]{14}/);
  });

  it.each([
    ['support@example.com', 'AGT-7Q4K2M'],
    ['support2@example.com', 'AGT-R9X3VD'],
  ])(
    'gives a staff account (%s) role support and one vehicle_support detail, no list of cars (DESIGN §3)',
    async (email, agentId) => {
      const { body } = await signedIn(new Agent(testServer()), undefined, email);
      expect(decodeJwt(String(body.access_token)).payload.role).toBe('support');
      expect(body.authorization_details).toEqual([
        { type: 'vehicle_support', actions: ['read'], agentId, organisation: 'Voltara Support' },
      ]);
      expect(AuthorizationDetail.parse((body.authorization_details as unknown[])[0])).toMatchObject({
        type: 'vehicle_support',
      });
      expect(JSON.stringify(body)).not.toMatch(/SDX[A-Z0-9]{14}/);
    },
  );

  it('refreshes with rotation, and a reused refresh token revokes the grant', async () => {
    const agent = new Agent(testServer());
    const { key, body } = await signedIn(agent);
    const rt1 = String(body.refresh_token);
    const refresh = async (rt: string) =>
      tokenRequest(agent, { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: rt }, await proof(key));

    const second = await refresh(rt1);
    expect(second.statusCode).toBe(200);
    const b2 = second.json();
    expect(b2.token_type).toBe('DPoP');
    expect(b2.refresh_token).not.toBe(rt1);
    expect(b2.refresh_expires_in).toBeGreaterThan(1790);
    expect(b2.refresh_expires_in).toBeLessThanOrEqual(1800);
    expect(b2.authorization_details).toEqual(body.authorization_details);
    expect(decodeJwt(b2.access_token).payload.cnf).toEqual({ jkt: key.thumbprint });

    const reuse = await refresh(rt1);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    const newest = await refresh(b2.refresh_token);
    expect(newest.statusCode).toBe(400);
    expect(newest.json().error).toBe('invalid_grant');
  });

  it('accepts openid as well', async () => {
    const agent = new Agent(testServer());
    const form = await codeGrantForm(agent, { scope: 'openid vehicle:read' });
    const res = await tokenRequest(agent, form, await proof(await dpopKey()));
    expect(res.statusCode).toBe(200);
    expect(res.json().scope).toBe('vehicle:read');
    expect(decodeJwt(res.json().access_token).payload.aud).toBe(API);
  });
});
