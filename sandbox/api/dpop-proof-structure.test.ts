/** RFC 9449 §4.3 proof structure, algorithm and key at the resource server (notes §6.1 D1–D12). */
import { constants, generateKeyPairSync, randomUUID, sign as nodeSign } from 'node:crypto';
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { accessTokenHash } from './dpop/dpop-proof';
import { eachHarness, expect401, now, PATH, rawJws } from './dpop-test-helpers';
import { accessToken, API, dpopKey, dpopProof, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
const send = eachHarness(simulator, (fresh) => (h = fresh));

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
  it.each([['!'], ['a'], ['é'], [42], [undefined]])(
    'D7 an RSA jwk whose n is not base64url (%j): 401 invalid_dpop_proof, not a 500',
    async (n) => {
      const jwk = { ...h.key.publicJwk, n };
      const proof = await dpopProof(h.key, token, PATH, h.clock.now(), { header: { jwk } });
      expect401(await send(token, proof), 'invalid_dpop_proof', /not a valid public key/);
    },
  );
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
