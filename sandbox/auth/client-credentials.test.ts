import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { authorizationDetailsFor } from '../permissions';
import { FLEET_CLIENT_VINS } from '../accounts';
import { Agent, API, dpopKey, ISSUER, proof, testServer, tokenRequest } from './testing';

describe('client_credentials for the confidential fleet client', () => {
  const server = testServer();
  const agent = new Agent(server);
  const form = {
    grant_type: 'client_credentials',
    client_id: 'fleet-demo',
    client_secret: 'fleet-demo-secret',
    scope: 'vehicle:read',
  };

  it('issues a DPoP-bound JWT access token for the API when a proof is sent, and no refresh token', async () => {
    const key = await dpopKey();
    const res = await tokenRequest(agent, form, await proof(key));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'DPoP', expires_in: 300, scope: 'vehicle:read' });
    expect(body.refresh_token).toBeUndefined();
    expect(body.refresh_expires_in).toBeUndefined();
    expect(body.authorization_details).toEqual(authorizationDetailsFor({ kind: 'client', clientId: 'fleet-demo' }));
    expect(body.authorization_details.map((d: { vin: string }) => d.vin).sort()).toEqual([...FLEET_CLIENT_VINS].sort());
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(server.publicJwks()), {
      issuer: ISSUER,
      audience: API,
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('PS256');
    expect(payload).toMatchObject({ client_id: 'fleet-demo', scope: 'vehicle:read', cnf: { jkt: key.thumbprint } });
    expect(payload.sub).toBe('fleet-demo');
    expect(payload.role).toBeUndefined();
  });

  it('issues a Bearer token without a proof (RFC 9449 §5: DPoP is optional for confidential clients)', async () => {
    const res = await tokenRequest(agent, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('Bearer');
  });

  it('grants only known scopes: unknown ones are dropped (RFC 6749 §3.3) and the response names what was granted', async () => {
    const res = await tokenRequest(agent, { ...form, scope: 'vehicle:read charger:read' });
    expect(res.json().scope).toBe('vehicle:read charger:read');
    const unknown = await tokenRequest(agent, { ...form, scope: 'vehicle:read vehicle:write' });
    expect(unknown.json().scope).toBe('vehicle:read');
    const none = await tokenRequest(agent, { ...form, scope: 'vehicle:write' });
    expect(none.statusCode).toBe(200);
    expect(none.json().scope).toBeUndefined();
    const notAllowed = await tokenRequest(agent, { ...form, scope: 'vehicle:read openid' });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().error).toBe('invalid_scope');
  });

  it('accepts the secret in HTTP Basic as well', async () => {
    const basic = `Basic ${Buffer.from('fleet-demo:fleet-demo-secret').toString('base64')}`;
    const res = await tokenRequest(agent, { grant_type: 'client_credentials', scope: 'vehicle:read' }, undefined, {
      authorization: basic,
    });
    expect(res.statusCode).toBe(200);
    const wrong = `Basic ${Buffer.from('fleet-demo:nope').toString('base64')}`;
    const refused = await tokenRequest(agent, { grant_type: 'client_credentials', scope: 'vehicle:read' }, undefined, {
      authorization: wrong,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('invalid_client');
  });
});
