/** RFC 9068 access-token checks at the resource server (notes §6.3 T1–T11), each with its exact status and error. */
import { createPrivateKey, randomUUID, sign as nodeSign } from 'node:crypto';
import { base64url, exportJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { eachHarness, expect401, now, PATH, rawJws } from './dpop-test-helpers';
import { accessToken, API, dpopKey, dpopProof, ISSUER, signingKey, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

/** An access token's claims as the authorization server issues them, for tokens signed by hand. */
const claimsOf = (h: Harness) => ({
  iss: ISSUER,
  aud: API,
  sub: 'acct-owner-1',
  client_id: 'dashboard',
  scope: 'vehicle:read',
  iat: now(h),
  exp: now(h) + 300,
  jti: randomUUID(),
  cnf: { jkt: h.key.thumbprint },
});

let h: Harness;
const send = eachHarness(simulator, (fresh) => (h = fresh));

describe('the happy path', () => {
  it('accepts a PS256-bound token with a fresh PS256 proof', async () => {
    const res = await h.get(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json().vin).toBe(VINS.evSedan);
  });
  it('accepts an ES256 key too (RFC 9449 example algorithm)', async () => {
    const es = await dpopKey('ES256');
    const token = await accessToken(h.as, es, h.clock.now());
    const res = await send(token, await dpopProof(es, token, PATH, h.clock.now()));
    expect(res.statusCode).toBe(200);
  });
});

describe('6.3 access token', () => {
  it('T1 no Authorization header: 401 challenge without error', async () => {
    expect401(await h.inject({ url: PATH }));
  });
  it('T1 an empty Authorization header: 401 without error', async () => {
    expect401(await h.inject({ url: PATH, headers: { authorization: '' } }));
  });
  it('T1 DPoP scheme without a token: 401 invalid_token', async () => {
    expect401(await h.inject({ url: PATH, headers: { authorization: 'DPoP' } }), 'invalid_token');
  });
  it('T1 extra spaces between scheme and token: 401 invalid_token', async () => {
    const token = await h.token();
    expect401(await h.get(PATH, { token, headers: { authorization: `DPoP  ${token}` } }), 'invalid_token');
  });
  it('T1 a token in the query string is refused (400, unknown parameter), never read', async () => {
    const token = await h.token();
    const res = await h.inject({ url: `${PATH}?access_token=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations.map((v: { field: string }) => v.field)).toEqual(['access_token']);
  });
  it('T2 a DPoP-bound token presented as Bearer with a proof: 401 invalid_token', async () => {
    const token = await h.token();
    expect401(await h.get(PATH, { token, headers: { authorization: `Bearer ${token}` } }), 'invalid_token');
  });
  it('T2 a DPoP-bound token presented as Bearer without a proof: 401 invalid_token', async () => {
    expect401(await h.inject({ url: PATH, headers: { authorization: `Bearer ${await h.token()}` } }), 'invalid_token');
  });
  it('T3 an unbound token (no cnf) with the DPoP scheme: 401 invalid_token', async () => {
    const token = await h.token({ omit: ['cnf'] });
    expect401(await h.get(PATH, { token: token }), 'invalid_token', /not DPoP-bound/);
  });
  it('T4 two Authorization headers: 400 invalid_request', async () => {
    const token = await h.token();
    const res = await send(token, await dpopProof(h.key, token, PATH, h.clock.now()), {
      authorization: [`DPoP ${token}`, `Bearer ${token}`],
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['www-authenticate']).toContain('error="invalid_request"');
    expect(res.json().type).toBe(ERROR_TYPES.validation);
  });
  it('T5 alg none: 401 invalid_token', async () => {
    const token = rawJws({ alg: 'none', typ: 'at+jwt' }, claimsOf(h));
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T5 HS256 signed with the AS public key as the HMAC secret (key confusion): 401 invalid_token', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(h.as.publicJwk));
    const token = await new SignJWT(claimsOf(h))
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: h.as.kid })
      .sign(secret);
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T5 an algorithm other than the pinned PS256 (RS256 with the AS key): 401 invalid_token', async () => {
    const asKey = createPrivateKey({ key: await exportJWK(h.as.privateKey), format: 'jwk' });
    const token = rawJws({ alg: 'RS256', typ: 'at+jwt', kid: h.as.kid }, claimsOf(h), (input) =>
      nodeSign('sha256', input, asKey),
    );
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T6 signed by an unknown key under the AS kid: 401 invalid_token', async () => {
    const other = await signingKey();
    const token = await h.token({ key: { ...other, kid: h.as.kid } });
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T6 a tampered payload (scope escalated): 401 invalid_token', async () => {
    const [head, payload, sig] = (await h.token({ claims: { scope: 'charger:read' } })).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const token = `${head}.${base64url.encode(JSON.stringify({ ...claims, scope: 'vehicle:read' }))}.${sig}`;
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T7 expired beyond the 5 s leeway: 401 invalid_token; within it: 200', async () => {
    const expired = await h.token({ claims: { iat: now(h) - 400, exp: now(h) - 6 } });
    expect401(await h.get(PATH, { token: expired }), 'invalid_token', /expired/);
    const edge = await h.token({ claims: { iat: now(h) - 400, exp: now(h) - 4 } });
    expect((await h.get(PATH, { token: edge })).statusCode).toBe(200);
  });
  it('T7 expiry follows the injected clock: valid now, 401 after advancing 306 s', async () => {
    const token = await h.token();
    expect((await h.get(PATH, { token: token })).statusCode).toBe(200);
    h.clock.advance(306_000);
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T7 missing exp: 401 invalid_token', async () => {
    const token = await h.token({ omit: ['exp'] });
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T7 iat in the future: 401 invalid_token', async () => {
    const token = await h.token({ claims: { iat: now(h) + 60 } });
    expect401(await h.get(PATH, { token: token }), 'invalid_token');
  });
  it('T8 a mix-up issuer: 401 invalid_token', async () => {
    const token = await h.token({ claims: { iss: 'http://evil.example' } });
    expect401(await h.get(PATH, { token: token }), 'invalid_token', /iss claim/);
  });
  it('T8 a token for another resource server: 401 invalid_token', async () => {
    const token = await h.token({ claims: { aud: 'http://other.example' } });
    expect401(await h.get(PATH, { token: token }), 'invalid_token', /aud claim/);
  });
  it('T8 an aud array without us: 401; with us: 200', async () => {
    const without = await h.token({ claims: { aud: ['http://a.example', 'http://b.example'] } });
    expect401(await h.get(PATH, { token: without }), 'invalid_token');
    const withUs = await h.token({ claims: { aud: ['http://a.example', API] } });
    expect((await h.get(PATH, { token: withUs })).statusCode).toBe(200);
  });
  it.each([[1700000000], [{ [API]: true }], [null], [true]])(
    'T8 an aud that is neither a string nor an array (%j): 401 invalid_token, not a 500',
    async (aud) => {
      const token = await h.token({ claims: { aud } });
      expect401(await h.get(PATH, { token: token }), 'invalid_token', /aud claim/);
    },
  );
  it.each([['JWT'], ['at+JWT-not'], [undefined]])(
    'T9 typ %s (an ID or refresh token presented as an access token): 401 invalid_token',
    async (typ) => {
      const token = await h.token({ header: { typ } });
      expect401(await h.get(PATH, { token: token }), 'invalid_token');
    },
  );
  it('T10 a valid token without vehicle:read: 403 insufficient_scope naming the scope', async () => {
    const res = await h.get(PATH, { tokenOptions: { claims: { scope: 'charger:read' } } });
    expect(res.statusCode).toBe(403);
    expect(res.json().type).toBe(ERROR_TYPES.forbidden);
    expect(res.json().detail).toContain('vehicle:read');
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(res.headers['www-authenticate']).toContain('scope="vehicle:read"');
  });
  it('T11 a 401 never echoes the token or the proof', async () => {
    const token = await h.token({ claims: { aud: 'http://other.example' } });
    const proof = await dpopProof(h.key, token, PATH, h.clock.now());
    const res = await send(token, proof);
    expect(res.body).not.toContain(token.slice(0, 40));
    expect(res.body).not.toContain(proof.slice(0, 40));
  });
});
