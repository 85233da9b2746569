import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  Agent,
  b64json,
  dpopKey,
  proof,
  signedIn,
  testServer,
  tokenRequest,
  TOKEN_URL,
  type DpopKey,
  codeGrantForm,
} from './testing';

/** Notes §6.1, §6.2 and §6.5 at the token endpoint: each case asserts the status and the `error`. */
const server = testServer();
const agent = new Agent(server);
let key: DpopKey;
beforeAll(async () => {
  key = await dpopKey();
});

const now = () => Math.floor(Date.now() / 1000);

async function codeGrant(over: Record<string, string> = {}) {
  const form = { ...(await codeGrantForm(new Agent(server))), ...over };
  for (const [k, v] of Object.entries(over)) if (v === '') delete form[k];
  return form;
}

async function expectError(res: Awaited<ReturnType<typeof tokenRequest>>, status: number, error: string) {
  expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('DPoP proof structure, algorithm and key (§6.1)', () => {
  const unsigned = (header: object, payload: object) => `${b64json(header)}.${b64json(payload)}.`;
  const claims = () => ({ htm: 'POST', htu: TOKEN_URL, jti: crypto.randomUUID(), iat: now() });

  it.each<[string, () => Promise<string>]>([
    ['not a JWT (D3)', async () => 'abc.def'],
    ['two proofs joined with a comma (D2)', async () => `${await proof(key)}, ${await proof(key)}`],
    ['typ JWT (D4)', () => proof(key, { header: { typ: 'JWT' } })],
    ['typ at+jwt (D4)', () => proof(key, { header: { typ: 'at+jwt' } })],
    ['alg none (D5)', async () => unsigned({ typ: 'dpop+jwt', alg: 'none', jwk: key.publicJwk }, claims())],
    [
      'alg HS256 keyed with the public key (D5)',
      async () =>
        new SignJWT(claims())
          .setProtectedHeader({ typ: 'dpop+jwt', alg: 'HS256', jwk: key.publicJwk })
          .sign(new TextEncoder().encode(JSON.stringify(key.publicJwk))),
    ],
    ['alg RS256, not on the allowlist (D6)', async () => proof(await dpopKey('RS256'))],
    [
      'alg PS256 with an EC key (D7)',
      async () => {
        const ec = await dpopKey('ES256');
        return new SignJWT(claims())
          .setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256', jwk: ec.publicJwk })
          .sign(key.privateKey);
      },
    ],
    [
      'private key members in jwk (D8)',
      async () => {
        const { privateKey } = await generateKeyPair('PS256', { extractable: true });
        return new SignJWT(claims())
          .setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256', jwk: await exportJWK(privateKey) })
          .sign(privateKey);
      },
    ],
    [
      'no jwk (D8)',
      async () => new SignJWT(claims()).setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256' }).sign(key.privateKey),
    ],
    [
      'signed by another key than jwk (D10)',
      async () => {
        const other = await dpopKey();
        return new SignJWT(claims())
          .setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256', jwk: key.publicJwk })
          .sign(other.privateKey);
      },
    ],
    [
      'tampered payload (D10)',
      async () => {
        const [h, , s] = (await proof(key)).split('.');
        return `${h}.${b64json({ ...claims(), htu: 'http://localhost:4001/auth/token' })}.${s}`;
      },
    ],
  ])('%s → 400 invalid_dpop_proof', async (_name, make) => {
    await expectError(await tokenRequest(agent, await codeGrant(), await make()), 400, 'invalid_dpop_proof');
  });

  it('accepts ES256 too (the allowlist is PS256 and ES256)', async () => {
    const res = await tokenRequest(agent, await codeGrant(), await proof(await dpopKey('ES256')));
    expect(res.statusCode).toBe(200);
  });
});

describe('DPoP claims (§6.2)', () => {
  it.each<[string, () => Promise<string>]>([
    ['htm GET on a POST (C3)', () => proof(key, { htm: 'GET' })],
    ['htm lowercase post (C3)', () => proof(key, { htm: 'post' })],
    ['htu of another path (C4)', () => proof(key, { htu: 'http://localhost:4001/token' })],
    ['htu of the API (C4)', () => proof(key, { htu: 'http://localhost:4000/auth/token' })],
    ['htu https instead of http (C4)', () => proof(key, { htu: 'https://localhost:4001/auth/token' })],
    ['htu with a trailing slash (C4)', () => proof(key, { htu: `${TOKEN_URL}/` })],
    ['missing jti (C1)', () => proof(key, { claims: { jti: undefined } })],
    ['missing iat (C1)', () => proof(key, { claims: { iat: undefined } })],
    ['iat as a string (C2)', () => proof(key, { claims: { iat: String(now()) } })],
  ])('%s → 400 invalid_dpop_proof', async (_name, make) => {
    await expectError(await tokenRequest(agent, await codeGrant(), await make()), 400, 'invalid_dpop_proof');
  });

  // The iat window (C6) is in dpop-replay-guard.test.ts.
  it('rejects a replayed proof, without consuming the code (C7, A8)', async () => {
    const first = await proof(key);
    expect((await tokenRequest(agent, await codeGrant(), first)).statusCode).toBe(200);
    const form = await codeGrant();
    await expectError(await tokenRequest(agent, form, first), 400, 'invalid_dpop_proof');
    expect((await tokenRequest(agent, form, await proof(key))).statusCode).toBe(200);
  });

  it('rejects a missing proof for the public client, which needs DPoP (D1, RFC 9449 §5.2)', async () => {
    await expectError(await tokenRequest(agent, await codeGrant()), 400, 'invalid_grant');
    await expectError(await tokenRequest(agent, await codeGrant(), ''), 400, 'invalid_grant');
  });

  it('rejects a proof replayed on a refresh, keeping the refresh token usable (C7, A8)', async () => {
    const { body } = await signedIn(new Agent(server), key);
    const form = { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: String(body.refresh_token) };
    const used = await proof(key);
    await tokenRequest(agent, await codeGrant(), used);
    await expectError(await tokenRequest(agent, form, used), 400, 'invalid_dpop_proof');
    expect((await tokenRequest(agent, form, await proof(key))).statusCode).toBe(200);
  });
});

describe('authorization_code grant (§6.5)', () => {
  it.each([
    ['missing code_verifier (TK2)', 'invalid_grant', { code_verifier: '' }],
    ['wrong code_verifier (TK2)', 'invalid_grant', { code_verifier: 'a'.repeat(43) }],
    ['code_verifier of 42 characters (TK2)', 'invalid_request', { code_verifier: 'a'.repeat(42) }],
    ['code_verifier of 129 characters (TK2)', 'invalid_request', { code_verifier: 'a'.repeat(129) }],
    ['another redirect_uri (TK5)', 'invalid_grant', { redirect_uri: 'http://localhost:5173/other' }],
    ['omitted redirect_uri (TK5)', 'invalid_request', { redirect_uri: '' }],
    // oidc-provider answers a grant type the client is not registered for with invalid_request.
    ['another client (TK4)', 'invalid_request', { client_id: 'vehicle-cli' }],
    ['unknown code (TK4)', 'invalid_grant', { code: 'not-a-code' }],
  ])('%s → 400 %s', async (_name, error, over) => {
    await expectError(await tokenRequest(agent, await codeGrant(over), await proof(key)), 400, error);
  });

  it('rejects a verifier of another code (TK2)', async () => {
    const a = await codeGrant();
    const b = await codeGrant();
    await expectError(
      await tokenRequest(agent, { ...a, code_verifier: String(b.code_verifier) }, await proof(key)),
      400,
      'invalid_grant',
    );
  });

  it('rejects a reused code and revokes what the first redemption issued (TK3)', async () => {
    const form = await codeGrant();
    const first = await tokenRequest(agent, form, await proof(key));
    expect(first.statusCode).toBe(200);
    await expectError(await tokenRequest(agent, form, await proof(key)), 400, 'invalid_grant');
    const refresh = await tokenRequest(
      agent,
      { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: first.json().refresh_token },
      await proof(key),
    );
    await expectError(refresh, 400, 'invalid_grant');
  });

  it('binds the code to dpop_jkt when the authorization request sent one (TK6)', async () => {
    const other = await dpopKey();
    const form = await codeGrantForm(new Agent(server), { dpop_jkt: other.thumbprint });
    await expectError(await tokenRequest(agent, form, await proof(key)), 400, 'invalid_grant');
  });
});

describe('refresh_token grant (§6.5 TK7)', () => {
  it('rejects a refresh without a proof, with another key, or with an escalated scope', async () => {
    const { body } = await signedIn(new Agent(server), key);
    const form = { grant_type: 'refresh_token', client_id: 'dashboard', refresh_token: String(body.refresh_token) };
    await expectError(await tokenRequest(agent, form), 400, 'invalid_grant');
    await expectError(await tokenRequest(agent, form, await proof(await dpopKey())), 400, 'invalid_grant');
    await expectError(
      await tokenRequest(agent, { ...form, scope: 'vehicle:read openid' }, await proof(key)),
      400,
      'invalid_scope',
    );
    expect((await tokenRequest(agent, form, await proof(key))).statusCode).toBe(200);
  });

  it('rejects a refresh token presented by another client', async () => {
    const { body } = await signedIn(new Agent(server), key);
    const res = await tokenRequest(
      agent,
      { grant_type: 'refresh_token', client_id: 'vehicle-cli', refresh_token: String(body.refresh_token) },
      await proof(key),
    );
    await expectError(res, 400, 'invalid_grant');
  });
});

describe('token endpoint request shape (TK1, TK9)', () => {
  it('answers GET with 405', async () => {
    const res = await agent.get('/auth/token');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().error).toBe('invalid_request');
  });

  it.each([
    ['missing grant_type', { client_id: 'dashboard' }, 400, 'invalid_request'],
    ['unknown grant_type', { grant_type: 'password', client_id: 'dashboard' }, 400, 'unsupported_grant_type'],
    [
      'client_credentials by the public client',
      { grant_type: 'client_credentials', client_id: 'dashboard', scope: 'vehicle:read' },
      400,
      'invalid_request',
    ],
    [
      'client_credentials with a wrong secret',
      { grant_type: 'client_credentials', client_id: 'fleet-demo', client_secret: 'wrong', scope: 'vehicle:read' },
      401,
      'invalid_client',
    ],
    [
      'an unknown client',
      { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
      401,
      'invalid_client',
    ],
  ])('%s → %s %s', async (_name, form, status, error) => {
    await expectError(await tokenRequest(agent, form, await proof(key)), status, error);
  });

  it('rejects a JSON body', async () => {
    const res = await agent.request({
      method: 'POST',
      url: '/auth/token',
      payload: JSON.stringify({ grant_type: 'client_credentials' }),
      headers: { 'content-type': 'application/json' },
    });
    await expectError(res, 400, 'invalid_request');
  });
});
