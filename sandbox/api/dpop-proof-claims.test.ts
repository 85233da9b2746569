/** RFC 9449 §4.3 and §7.1 proof claims, replay and nonces at the resource server (notes §6.2 C1–C11). */
import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { VINS } from '../fleet';
import { createSimulator } from '../sim';
import type { Clock } from '../sim/types';
import { accessTokenHash } from './dpop/dpop-proof';
import { eachHarness, expect401, now, PATH } from './dpop-test-helpers';
import { API, dpopKey, dpopProof, harness, ISSUER, type Harness } from './testing';

const simulator = (clock: Clock) => createSimulator({ clock });

let h: Harness;
const send = eachHarness(simulator, (fresh) => (h = fresh));

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
    ['tampered', (nonce: string) => `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`],
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
