/** The resource-server part of the negative security catalogue (notes §6.1–6.3), each with its exact status and error. */
import {
  constants,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomUUID,
  sign as nodeSign,
} from 'node:crypto';
import { base64url, createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_TYPES } from '../../contract';
import { VINS } from '../fleet';
import { accessTokenHash } from './dpop/dpop-proof';
import { accessToken, API, dpopKey, dpopProof, harness, ISSUER, signingKey, type Harness } from './testing';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';

const simulator = (clock: Clock) => createSimulator({ clock });

const PATH = `/v1/vehicles/${VINS.evSedan}/status`;
const now = (h: Harness) => Math.floor(h.clock.now() / 1000);

function expect401(
  res: LightMyRequestResponse,
  error?: 'invalid_token' | 'invalid_dpop_proof' | 'use_dpop_nonce',
  detail?: RegExp,
) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json().type).toBe(ERROR_TYPES.unauthorized);
  const challenge = String(res.headers['www-authenticate']);
  expect(challenge).toMatch(/^DPoP /);
  expect(challenge).toContain('algs="PS256 ES256"');
  if (error) expect(challenge).toContain(`error="${error}"`);
  else expect(challenge).not.toContain('error=');
  if (detail) expect(res.json().detail).toMatch(detail);
}

/** A compact JWS signed by hand (for what jose refuses to produce). */
function rawJws(header: unknown, payload: unknown, signer: (input: Buffer) => Buffer = () => Buffer.alloc(0)) {
  const input = `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(payload))}`;
  return `${input}.${base64url.encode(signer(Buffer.from(input)))}`;
}

let h: Harness;
beforeEach(async () => {
  h = await harness(simulator);
});

const send = (token: string, proof: string | string[] | undefined, extra: Record<string, string | string[]> = {}) =>
  h.inject({
    method: 'GET',
    url: PATH,
    headers: { authorization: `DPoP ${token}`, ...(proof === undefined ? {} : { dpop: proof }), ...extra },
  });

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
    expect401(
      await h.inject({
        url: PATH,
        headers: { authorization: `DPoP  ${token}`, dpop: await dpopProof(h.key, token, PATH, h.clock.now()) },
      }),
      'invalid_token',
    );
  });
  it('T1 a token in the query string is refused (400, unknown parameter), never read', async () => {
    const token = await h.token();
    const res = await h.inject({ url: `${PATH}?access_token=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations.map((v: { field: string }) => v.field)).toEqual(['access_token']);
  });
  it('T2 a DPoP-bound token presented as Bearer with a proof: 401 invalid_token', async () => {
    const token = await h.token();
    expect401(
      await h.inject({
        url: PATH,
        headers: { authorization: `Bearer ${token}`, dpop: await dpopProof(h.key, token, PATH, h.clock.now()) },
      }),
      'invalid_token',
    );
  });
  it('T2 a DPoP-bound token presented as Bearer without a proof: 401 invalid_token', async () => {
    expect401(await h.inject({ url: PATH, headers: { authorization: `Bearer ${await h.token()}` } }), 'invalid_token');
  });
  it('T3 an unbound token (no cnf) with the DPoP scheme: 401 invalid_token', async () => {
    const token = await h.token({ omit: ['cnf'] });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token', /not DPoP-bound/);
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
    const token = rawJws(
      { alg: 'none', typ: 'at+jwt' },
      {
        iss: ISSUER,
        aud: API,
        sub: 'acct-owner-1',
        client_id: 'dashboard',
        scope: 'vehicle:read',
        iat: now(h),
        exp: now(h) + 300,
        jti: randomUUID(),
        cnf: { jkt: h.key.thumbprint },
      },
    );
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T5 HS256 signed with the AS public key as the HMAC secret (key confusion): 401 invalid_token', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(h.as.publicJwk));
    const token = await new SignJWT({
      iss: ISSUER,
      aud: API,
      sub: 'acct-owner-1',
      client_id: 'dashboard',
      scope: 'vehicle:read',
      iat: now(h),
      exp: now(h) + 300,
      jti: randomUUID(),
      cnf: { jkt: h.key.thumbprint },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: h.as.kid })
      .sign(secret);
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T5 an algorithm other than the pinned PS256 (RS256 with the AS key): 401 invalid_token', async () => {
    const asKey = createPrivateKey({ key: await exportJWK(h.as.privateKey), format: 'jwk' });
    const token = rawJws(
      { alg: 'RS256', typ: 'at+jwt', kid: h.as.kid },
      {
        iss: ISSUER,
        aud: API,
        sub: 'acct-owner-1',
        client_id: 'dashboard',
        scope: 'vehicle:read',
        iat: now(h),
        exp: now(h) + 300,
        jti: randomUUID(),
        cnf: { jkt: h.key.thumbprint },
      },
      (input) => nodeSign('sha256', input, asKey),
    );
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T6 signed by an unknown key under the AS kid: 401 invalid_token', async () => {
    const other = await signingKey();
    const token = await h.token({ key: { ...other, kid: h.as.kid } });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T6 a tampered payload (scope escalated): 401 invalid_token', async () => {
    const [head, payload, sig] = (await h.token({ claims: { scope: 'charger:read' } })).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const token = `${head}.${base64url.encode(JSON.stringify({ ...claims, scope: 'vehicle:read' }))}.${sig}`;
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T7 expired beyond the 5 s leeway: 401 invalid_token; within it: 200', async () => {
    const expired = await h.token({ claims: { iat: now(h) - 400, exp: now(h) - 6 } });
    expect401(await send(expired, await dpopProof(h.key, expired, PATH, h.clock.now())), 'invalid_token', /expired/);
    const edge = await h.token({ claims: { iat: now(h) - 400, exp: now(h) - 4 } });
    expect((await send(edge, await dpopProof(h.key, edge, PATH, h.clock.now()))).statusCode).toBe(200);
  });
  it('T7 expiry follows the injected clock: valid now, 401 after advancing 306 s', async () => {
    const token = await h.token();
    expect((await send(token, await dpopProof(h.key, token, PATH, h.clock.now()))).statusCode).toBe(200);
    h.clock.advance(306_000);
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T7 missing exp: 401 invalid_token', async () => {
    const token = await h.token({ omit: ['exp'] });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T7 iat in the future: 401 invalid_token', async () => {
    const token = await h.token({ claims: { iat: now(h) + 60 } });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
  });
  it('T8 a mix-up issuer: 401 invalid_token', async () => {
    const token = await h.token({ claims: { iss: 'http://evil.example' } });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token', /iss claim/);
  });
  it('T8 a token for another resource server: 401 invalid_token', async () => {
    const token = await h.token({ claims: { aud: 'http://other.example' } });
    expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token', /aud claim/);
  });
  it('T8 an aud array without us: 401; with us: 200', async () => {
    const without = await h.token({ claims: { aud: ['http://a.example', 'http://b.example'] } });
    expect401(await send(without, await dpopProof(h.key, without, PATH, h.clock.now())), 'invalid_token');
    const withUs = await h.token({ claims: { aud: ['http://a.example', API] } });
    expect((await send(withUs, await dpopProof(h.key, withUs, PATH, h.clock.now()))).statusCode).toBe(200);
  });
  it.each([['JWT'], ['at+JWT-not'], [undefined]])(
    'T9 typ %s (an ID or refresh token presented as an access token): 401 invalid_token',
    async (typ) => {
      const token = await h.token({ header: { typ } });
      expect401(await send(token, await dpopProof(h.key, token, PATH, h.clock.now())), 'invalid_token');
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

describe('6.1 proof structure, algorithm and key', () => {
  let token: string;
  beforeEach(async () => {
    token = await h.token();
  });
  const header = (extra: Record<string, unknown> = {}) => ({
    typ: 'dpop+jwt',
    alg: 'PS256',
    jwk: h.key.publicJwk,
    ...extra,
  });
  const claims = (extra: Record<string, unknown> = {}) => ({
    htm: 'GET',
    htu: `${API}${PATH}`,
    iat: now(h),
    jti: randomUUID(),
    ath: accessTokenHash(token),
    ...extra,
  });

  it('D1 no DPoP header: 401 invalid_dpop_proof', async () => {
    expect401(await send(token, undefined), 'invalid_dpop_proof');
  });
  it('D2 two DPoP headers: 401 invalid_dpop_proof', async () => {
    const a = await dpopProof(h.key, token, PATH, h.clock.now());
    const b = await dpopProof(h.key, token, PATH, h.clock.now());
    expect401(await send(token, [a, b]), 'invalid_dpop_proof');
  });
  it('D2 two proofs joined with ", " in one header: 401 invalid_dpop_proof', async () => {
    const a = await dpopProof(h.key, token, PATH, h.clock.now());
    const b = await dpopProof(h.key, token, PATH, h.clock.now());
    expect401(await send(token, `${a}, ${b}`), 'invalid_dpop_proof');
  });
  it.each([
    ['two parts', (p: string) => p.split('.').slice(0, 2).join('.')],
    ['four parts', (p: string) => `${p}.abc`],
    ['five parts (JWE)', (p: string) => `${p}.abc.def`],
    ['bad base64url', (p: string) => `${p.slice(0, 10)}*${p.slice(11)}`],
    ['an empty value', () => ''],
    ['a non-JSON header', (p: string) => `${base64url.encode('not json')}.${p.split('.')[1]}.${p.split('.')[2]}`],
    ['more than 8 KB', (p: string) => `${p}${'A'.repeat(9000)}`],
  ])('D3 not a JWT (%s): 401 invalid_dpop_proof', async (_name, mangle) => {
    expect401(await send(token, mangle(await dpopProof(h.key, token, PATH, h.clock.now()))), 'invalid_dpop_proof');
  });
  it.each([[undefined], ['JWT'], ['at+jwt']])('D4 typ %s: 401 invalid_dpop_proof', async (typ) => {
    expect401(
      await send(token, await dpopProof(h.key, token, PATH, h.clock.now(), { header: { typ } })),
      'invalid_dpop_proof',
      /typ/,
    );
  });
  it('D4 typ application/dpop+jwt is the same media type (RFC 7515 §4.1.9): accepted, as jose and oidc-provider do', async () => {
    expect(
      (
        await send(
          token,
          await dpopProof(h.key, token, PATH, h.clock.now(), { header: { typ: 'application/dpop+jwt' } }),
        )
      ).statusCode,
    ).toBe(200);
  });
  it('D5 alg none with an empty signature: 401 invalid_dpop_proof', async () => {
    expect401(await send(token, rawJws(header({ alg: 'none' }), claims())), 'invalid_dpop_proof');
  });
  it('D5 HS256 keyed with the public JWK (key confusion): 401 invalid_dpop_proof', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(h.key.publicJwk));
    const proof = await new SignJWT(claims())
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'HS256', jwk: h.key.publicJwk })
      .sign(secret);
    expect401(await send(token, proof), 'invalid_dpop_proof');
  });
  it('D5 alg absent: 401 invalid_dpop_proof', async () => {
    expect401(
      await send(
        token,
        rawJws({ typ: 'dpop+jwt', jwk: h.key.publicJwk }, claims(), () => Buffer.alloc(256)),
      ),
      'invalid_dpop_proof',
    );
  });
  it('D6 a valid RS256 proof (not on the allowlist): 401 invalid_dpop_proof', async () => {
    const rs = await dpopKey('RS256');
    const bound = await accessToken(h.as, rs, h.clock.now());
    expect401(
      await send(bound, await dpopProof(rs, bound, PATH, h.clock.now())),
      'invalid_dpop_proof',
      /alg must be one of PS256, ES256/,
    );
  });
  it('D7 alg PS256 with an EC jwk: 401 invalid_dpop_proof', async () => {
    const es = await dpopKey('ES256');
    expect401(
      await send(token, await dpopProof(h.key, token, PATH, h.clock.now(), { header: { jwk: es.publicJwk } })),
      'invalid_dpop_proof',
      /kty does not fit/,
    );
  });
  it('D7 a 1024-bit RSA key: 401 invalid_dpop_proof', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const jwk = publicKey.export({ format: 'jwk' });
    const proof = rawJws(header({ jwk }), claims(), (input) =>
      nodeSign('sha256', input, { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }),
    );
    expect401(await send(token, proof), 'invalid_dpop_proof', /2048 bits/);
  });
  it.each([
    ['missing', undefined],
    ['a string', 'key'],
    ['null', null],
    ['an array', [1]],
  ])('D8 jwk %s: 401 invalid_dpop_proof', async (_name, jwk) => {
    expect401(
      await send(token, await dpopProof(h.key, token, PATH, h.clock.now(), { header: { jwk } })),
      'invalid_dpop_proof',
    );
  });
  it('D8 jwk with private members: 401 invalid_dpop_proof', async () => {
    const { privateKey, publicKey } = await generateKeyPair('PS256', { extractable: true });
    const priv = await exportJWK(privateKey);
    expect(priv.d).toBeDefined();
    const proof = await new SignJWT(claims())
      .setProtectedHeader({
        typ: 'dpop+jwt',
        alg: 'PS256',
        jwk: { ...(await exportJWK(publicKey)), d: priv.d } as never,
      })
      .sign(privateKey);
    expect401(await send(token, proof), 'invalid_dpop_proof', /private key material/);
  });
  it('D8 a symmetric jwk (kty oct): 401 invalid_dpop_proof', async () => {
    expect401(
      await send(
        token,
        rawJws(header({ jwk: { kty: 'oct', k: 'c2VjcmV0' } }), claims(), () => Buffer.alloc(256)),
      ),
      'invalid_dpop_proof',
    );
  });
  it('D9 kid and jku pointing elsewhere are ignored: the embedded jwk decides (200)', async () => {
    const res = await send(
      token,
      await dpopProof(h.key, token, PATH, h.clock.now(), {
        header: { kid: 'elsewhere', jku: 'http://evil.example/jwks' },
      }),
    );
    expect(res.statusCode).toBe(200);
  });
  it('D10 a flipped signature bit: 401 invalid_dpop_proof', async () => {
    const [a, b, sig] = (await dpopProof(h.key, token, PATH, h.clock.now())).split('.');
    const bytes = Buffer.from(sig!, 'base64url');
    bytes[5]! ^= 1;
    expect401(await send(token, `${a}.${b}.${bytes.toString('base64url')}`), 'invalid_dpop_proof');
  });
  it('D10 signed with a different key than the embedded jwk: 401 invalid_dpop_proof', async () => {
    const other = await dpopKey();
    expect401(
      await send(token, await dpopProof(h.key, token, PATH, h.clock.now(), { key: other.privateKey })),
      'invalid_dpop_proof',
    );
  });
  it.each([[0], [20]])('D11 PS256 with a PSS salt length of %i: 401 invalid_dpop_proof', async (saltLength) => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = publicKey.export({ format: 'jwk' });
    const bound = await accessToken(
      h.as,
      { ...h.key, thumbprint: await import('jose').then((j) => j.calculateJwkThumbprint(jwk)) },
      h.clock.now(),
    );
    const proof = rawJws(header({ jwk }), { ...claims(), ath: accessTokenHash(bound) }, (input) =>
      nodeSign('sha256', input, { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength }),
    );
    expect401(await send(bound, proof), 'invalid_dpop_proof', /signature does not verify/);
    const good = rawJws(header({ jwk }), { ...claims(), ath: accessTokenHash(bound) }, (input) =>
      nodeSign('sha256', input, { key: privateKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }),
    );
    expect((await send(bound, good)).statusCode).toBe(200);
  });
  it('D12 extra jwk members (alg, ext, key_ops): thumbprint over the required members still matches (200)', async () => {
    const res = await send(
      token,
      await dpopProof(h.key, token, PATH, h.clock.now(), {
        header: { jwk: { ...h.key.publicJwk, alg: 'PS256', ext: true, key_ops: ['verify'] } },
      }),
    );
    expect(res.statusCode).toBe(200);
  });
  it('D12 jwk use "enc": 401 invalid_dpop_proof', async () => {
    expect401(
      await send(
        token,
        await dpopProof(h.key, token, PATH, h.clock.now(), { header: { jwk: { ...h.key.publicJwk, use: 'enc' } } }),
      ),
      'invalid_dpop_proof',
    );
  });
});

describe('6.2 proof claims', () => {
  let token: string;
  beforeEach(async () => {
    token = await h.token();
  });
  const proofWith = (o: Parameters<typeof dpopProof>[4]) => dpopProof(h.key, token, PATH, h.clock.now(), o);

  it.each(['jti', 'htm', 'htu', 'iat'])('C1 missing %s: 401 invalid_dpop_proof', async (claim) => {
    const payload = {
      htm: 'GET',
      htu: `${API}${PATH}`,
      iat: now(h),
      jti: randomUUID(),
      ath: accessTokenHash(token),
    } as Record<string, unknown>;
    delete payload[claim];
    const proof = await new SignJWT(payload)
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'PS256', jwk: h.key.publicJwk })
      .sign(h.key.privateKey);
    expect401(await send(token, proof), 'invalid_dpop_proof');
  });
  it('C1 missing ath at the resource server: 401 invalid_dpop_proof', async () => {
    expect401(await send(token, await proofWith({ ath: null })), 'invalid_dpop_proof');
  });
  it.each([
    ['iat as a string', { iat: String(Math.floor(Date.UTC(2026, 10, 20, 12) / 1000)) }],
    ['jti as a number', { jti: 12345 }],
    ['htu as an object', { htu: { href: `${API}${PATH}` } }],
  ])('C2 %s: 401 invalid_dpop_proof', async (_name, claims) => {
    expect401(await send(token, await proofWith({ claims })), 'invalid_dpop_proof');
  });
  it.each([['POST'], ['get']])('C3 htm %s on a GET: 401 invalid_dpop_proof', async (htm) => {
    expect401(await send(token, await proofWith({ htm })), 'invalid_dpop_proof', /htm/);
  });
  it.each([
    ['another path', `${API}/v1/vehicles/${VINS.evSedan}/location`],
    ['another host', `http://evil.example:4000${PATH}`],
    ['https instead of http', `https://localhost:4000${PATH}`],
    ['another port', `http://localhost:4001${PATH}`],
    ['a trailing slash', `${API}${PATH}/`],
    ['the authorization server token endpoint', `${ISSUER}/auth/token`],
    ['a relative URL', PATH],
  ])('C4 htu with %s: 401 invalid_dpop_proof', async (_name, htu) => {
    expect401(await send(token, await proofWith({ htu })), 'invalid_dpop_proof', /htu/);
  });
  it.each([
    ['upper-case scheme and host', `HTTP://LOCALHOST:4000${PATH}`],
    ['percent-encoded unreserved characters', `${API}/v1/vehicles/%53%44X${VINS.evSedan.slice(3)}/status`],
    ['a query', `${API}${PATH}?x=1`],
    ['a fragment', `${API}${PATH}#frag`],
  ])('C5 htu with %s normalises to the same URI (RFC 3986 §6.2.2): 200', async (_name, htu) => {
    expect((await send(token, await proofWith({ htu }))).statusCode).toBe(200);
  });
  it('C5 a request with a query is matched by an htu without it: 200', async () => {
    const path = `/v1/vehicles/${VINS.evSedan}/alerts?page=0&size=5`;
    const proof = await dpopProof(h.key, token, path, h.clock.now());
    const res = await h.inject({ url: path, headers: { authorization: `DPoP ${token}`, dpop: proof } });
    expect(res.statusCode).toBe(200);
  });
  it.each([
    ['61 s old', -61],
    ['11 s in the future', 11],
  ])('C6 iat %s: 401 invalid_dpop_proof', async (_name, offset) => {
    expect401(await send(token, await proofWith({ iat: now(h) + offset })), 'invalid_dpop_proof', /iat/);
  });
  it.each([
    ['0', 0],
    ['huge', 1e12],
  ])('C6 iat %s: 401 invalid_dpop_proof', async (_name, iat) => {
    expect401(await send(token, await proofWith({ iat })), 'invalid_dpop_proof');
  });
  it.each([
    ['exactly 60 s old', -60],
    ['10 s in the future', 10],
  ])('C6 iat %s is inside the window: 200', async (_name, offset) => {
    expect((await send(token, await proofWith({ iat: now(h) + offset }))).statusCode).toBe(200);
  });
  it('C7 the identical proof twice: 200 then 401 invalid_dpop_proof', async () => {
    const proof = await proofWith({});
    expect((await send(token, proof)).statusCode).toBe(200);
    expect401(await send(token, proof), 'invalid_dpop_proof', /already been used/);
  });
  it('C7 the same jti for another URL with the same key: 401 (the cache keys on key and jti, not on htu)', async () => {
    const jti = randomUUID();
    expect((await send(token, await proofWith({ jti }))).statusCode).toBe(200);
    const other = `/v1/vehicles/${VINS.evSedan}/location`;
    const res = await h.inject({
      url: other,
      headers: { authorization: `DPoP ${token}`, dpop: await dpopProof(h.key, token, other, h.clock.now(), { jti }) },
    });
    expect401(res, 'invalid_dpop_proof', /already been used/);
  });
  it('C7 the same jti after the window has passed (RFC vector #3 idea): accepted again', async () => {
    const jti = randomUUID();
    expect((await send(token, await proofWith({ jti }))).statusCode).toBe(200);
    h.clock.advance(61_000);
    expect((await send(token, await proofWith({ jti }))).statusCode).toBe(200);
  });
  it('C8 a 10 KB jti: 401 invalid_dpop_proof', async () => {
    expect401(await send(token, await proofWith({ jti: 'x'.repeat(10_000) })), 'invalid_dpop_proof');
  });
  it('C8 a 300-character jti (over the 256 cap): 401 invalid_dpop_proof', async () => {
    expect401(await send(token, await proofWith({ jti: 'x'.repeat(300) })), 'invalid_dpop_proof', /jti is longer/);
  });
  it('C9 token substitution: a proof made for another token: 401 invalid_dpop_proof', async () => {
    const other = await h.token();
    expect401(await send(token, await dpopProof(h.key, other, PATH, h.clock.now())), 'invalid_dpop_proof', /ath/);
  });
  it.each([
    ['with padding', (t: string) => `${accessTokenHash(t)}=`],
    ['in standard base64', (t: string) => createHash('sha256').update(t).digest('base64')],
    ['over "DPoP <token>"', (t: string) => accessTokenHash(`DPoP ${t}`)],
  ])('C9 ath %s: 401 invalid_dpop_proof', async (_name, ath) => {
    const hash = ath(token);
    if (hash === accessTokenHash(token)) return expect.unreachable('the variant must differ');
    expect401(await send(token, await proofWith({ ath: hash })), 'invalid_dpop_proof', /ath/);
  });
  it('C10 a stolen token used with the attacker’s own key and a valid proof: 401 invalid_token', async () => {
    const attacker = await dpopKey();
    expect401(await send(token, await dpopProof(attacker, token, PATH, h.clock.now())), 'invalid_token', /key binding/);
  });
});

describe('6.2 C11 nonces (dpopNonce on)', () => {
  let n: Harness;
  beforeEach(async () => {
    n = await harness(simulator, { dpopNonce: true });
  });
  const nonceFrom = (res: LightMyRequestResponse) => String(res.headers['dpop-nonce']);

  it('a proof without a nonce: 401 use_dpop_nonce with a DPoP-Nonce; the retry with it succeeds and gets a nonce too', async () => {
    const token = await n.token();
    const first = await n.get(PATH, { token });
    expect401(first, 'use_dpop_nonce');
    expect(nonceFrom(first)).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);
    const retry = await n.get(PATH, { token, proof: { nonce: nonceFrom(first) } });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['dpop-nonce']).toBeDefined();
  });
  it.each([
    ['tampered', (nonce: string) => `${nonce.slice(0, -2)}xx`],
    ['a number', () => 12345],
    ['from another server', () => 'eyJ7S_zG.eyJH0-Z.HX4w-7v'],
  ])('a nonce that is %s: 401 use_dpop_nonce', async (_name, mangle) => {
    const token = await n.token();
    const nonce = nonceFrom(await n.get(PATH, { token }));
    expect401(await n.get(PATH, { token, proof: { nonce: mangle(nonce) } }), 'use_dpop_nonce');
  });
  it('an expired nonce (three minutes later): 401 use_dpop_nonce with a new one', async () => {
    const token = await n.token();
    const nonce = nonceFrom(await n.get(PATH, { token }));
    n.clock.advance(180_000);
    const fresh = await n.token();
    const res = await n.get(PATH, { token: fresh, proof: { nonce } });
    expect401(res, 'use_dpop_nonce');
    expect(nonceFrom(res)).not.toBe(nonce);
  });
});

describe('the replay cache at its cap', () => {
  it('refuses new proofs while full of unexpired entries (401), and accepts again once they expire', async () => {
    const small = await harness(simulator, { replayCacheMax: 3 });
    const token = await small.token();
    for (let i = 0; i < 3; i++) expect((await small.get(PATH, { token })).statusCode).toBe(200);
    const full = await small.get(PATH, { token });
    expect401(full, 'invalid_dpop_proof');
    expect(full.json().detail).toMatch(/cannot accept more DPoP proofs/);
    expect(small.app.authenticator.replayCache.size).toBe(3);
    small.clock.advance(61_001);
    expect((await small.get(PATH, { token: await small.token() })).statusCode).toBe(200);
    expect(small.app.authenticator.replayCache.size).toBe(1);
  });
});

describe('bad credentials are refused before any signature work (a flood costs little)', () => {
  it('expired, foreign-audience, unbound or wrongly bound tokens and malformed proofs never reach the key set', async () => {
    let keyLookups = 0;
    const counted = await harness(simulator, {
      getKey: async (header, token) => {
        keyLookups++;
        return createLocalJWKSet({ keys: [h.as.publicJwk] })(header, token);
      },
    });
    const t = now(counted);
    const other = await dpopKey('ES256');
    const cases: [string, Promise<string>, (token: string) => Promise<string>][] = [
      ['expired', counted.token({ claims: { exp: t - 60 } }), (k) => dpopProof(counted.key, k, PATH, t * 1000)],
      [
        'other audience',
        counted.token({ claims: { aud: 'http://x.example' } }),
        (k) => dpopProof(counted.key, k, PATH, t * 1000),
      ],
      ['unbound', counted.token({ omit: ['cnf'] }), (k) => dpopProof(counted.key, k, PATH, t * 1000)],
      ['another key’s proof', counted.token(), (k) => dpopProof(other, k, PATH, t * 1000)],
      ['proof for another URL', counted.token(), (k) => dpopProof(counted.key, k, PATH, t * 1000, { htu: `${API}/x` })],
      ['stale proof', counted.token(), (k) => dpopProof(counted.key, k, PATH, t * 1000, { iat: t - 600 })],
    ];
    for (const [name, tokenPromise, proofFor] of cases) {
      const token = await tokenPromise;
      const res = await counted.inject({
        url: PATH,
        headers: { authorization: `DPoP ${token}`, dpop: await proofFor(token) },
      });
      expect(res.statusCode, name).toBe(401);
    }
    expect(keyLookups).toBe(0);
    expect((await counted.get(PATH)).statusCode).toBe(200);
    expect(keyLookups).toBe(1);
  });
});
