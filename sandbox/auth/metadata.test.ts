import { describe, expect, it } from 'vitest';
import { Agent, DASHBOARD, ISSUER, testServer } from './testing';

describe('discovery and JWKS', () => {
  const server = testServer();
  const agent = new Agent(server);

  it.each(['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server'])(
    'publishes the metadata at %s',
    async (path) => {
      const res = await agent.get(path);
      expect(res.statusCode).toBe(200);
      const meta = res.json();
      expect(meta).toMatchObject({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/auth/token`,
        jwks_uri: `${ISSUER}/auth/jwks`,
        revocation_endpoint: `${ISSUER}/auth/revoke`,
        device_authorization_endpoint: `${ISSUER}/auth/device`,
        code_challenge_methods_supported: ['S256'],
        dpop_signing_alg_values_supported: ['PS256', 'ES256'],
        authorization_response_iss_parameter_supported: true,
        response_types_supported: ['code'],
      });
      expect(meta.grant_types_supported).toEqual(
        expect.arrayContaining([
          'authorization_code',
          'refresh_token',
          'client_credentials',
          'urn:ietf:params:oauth:grant-type:device_code',
        ]),
      );
      expect(meta.grant_types_supported).not.toContain('implicit');
      expect(meta.scopes_supported).toEqual(expect.arrayContaining(['vehicle:read', 'charger:read']));
      expect(meta.token_endpoint_auth_methods_supported).toEqual(
        expect.arrayContaining(['none', 'client_secret_post']),
      );
    },
  );

  it('serves one public RSA signing key with a unique kid and no private members', async () => {
    const res = await agent.get('/auth/jwks');
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    const [key] = keys;
    expect(key).toMatchObject({ kty: 'RSA', e: 'AQAB', use: 'sig' });
    expect(key?.kid).toMatch(/^sandbox-[0-9a-f-]{36}$/);
    expect(key?.alg).toBeUndefined();
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(member);
    expect(Buffer.from(String(key?.n), 'base64url').length).toBe(256);
    expect(server.publicJwks()).toEqual({ keys: [{ kty: 'RSA', n: key?.n, e: 'AQAB', kid: key?.kid, use: 'sig' }] });
    expect(testServer().publicJwks().keys[0]?.kid).not.toBe(key?.kid);
  });
});

describe('CORS for the dashboard (notes §4.3, TK12)', () => {
  const agent = new Agent(testServer());
  const refresh = { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: 'unknown' };

  it('answers the preflight of /auth/token allowing the DPoP header', async () => {
    const res = await agent.request({
      method: 'OPTIONS',
      url: '/auth/token',
      headers: {
        origin: DASHBOARD,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'dpop,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(String(res.headers['access-control-allow-headers']).split(',')).toEqual(
      expect.arrayContaining(['dpop', 'content-type']),
    );
  });

  it('lets the dashboard read token responses, DPoP-Nonce and WWW-Authenticate', async () => {
    const res = await agent.postForm('/auth/token', refresh, { origin: DASHBOARD });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(DASHBOARD);
    expect(String(res.headers['access-control-expose-headers']).split(',')).toEqual(
      expect.arrayContaining(['DPoP-Nonce', 'WWW-Authenticate']),
    );
  });

  it('refuses another origin without an Access-Control-Allow-Origin', async () => {
    const res = await agent.postForm('/auth/token', refresh, { origin: 'http://evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
