import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, compactVerify, decodeJwt, decodeProtectedHeader, exportJWK, importJWK } from 'jose';
import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { generateDpopKeyPair, toDpopKey } from './dpop-key';
import { createProof } from './dpop-proof';

const client: oauth.Client = { client_id: 'dashboard' };
const AT = 'eyJhbGciOiJQUzI1NiJ9.eyJzdWIiOiJvd25lci0xIn0.c2ln';

describe('the DPoP key', () => {
  it('is RSA-PSS 2048 with SHA-256, and its private half cannot be exported', async () => {
    const pair = await generateDpopKeyPair();
    expect(pair.privateKey.extractable).toBe(false);
    expect(pair.privateKey.algorithm).toMatchObject({
      name: 'RSA-PSS',
      modulusLength: 2048,
      hash: { name: 'SHA-256' },
    });
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('survives a structured clone (what IndexedDB does) and still signs', async () => {
    const key = await toDpopKey(client, structuredClone(await generateDpopKeyPair()));
    expect(await createProof(key, 'GET', 'https://api.example/v1/x')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('has the RFC 7638 thumbprint that oauth4webapi and jose compute (cnf.jkt of the tokens)', async () => {
    for (const pair of [
      await generateDpopKeyPair(),
      await oauth.generateKeyPair('ES256'),
      await oauth.generateKeyPair('EdDSA'),
    ]) {
      const key = await toDpopKey(client, pair);
      expect(key.jkt).toBe(await oauth.DPoP(client, pair).calculateThumbprint());
      expect(key.jkt).toBe(await calculateJwkThumbprint(await exportJWK(pair.publicKey), 'sha256'));
      expect((await toDpopKey(client, structuredClone(pair))).jkt).toBe(key.jkt);
    }
  });

  it('makes one oauth4webapi handle per key (it holds the DPoP nonces)', async () => {
    const key = await toDpopKey(client, await generateDpopKeyPair());
    expect(await key.handle()).toBe(await key.handle());
  });
});

describe('DPoP proofs (RFC 9449 §4.2)', () => {
  it('carry typ, PS256, the public JWK only, htm, htu without query and fragment, iat, jti and ath, signed by the key', async () => {
    const pair = await generateDpopKeyPair();
    const key = await toDpopKey(client, pair);
    const proof = await createProof(
      key,
      'get',
      'http://localhost:4000/v1/vehicles/WVWZZZ1JZXW000001/alerts?page=2&size=5#top',
      AT,
    );

    const header = decodeProtectedHeader(proof);
    expect(header).toMatchObject({ typ: 'dpop+jwt', alg: 'PS256' });
    expect(Object.keys(header.jwk!).sort()).toEqual(['e', 'kty', 'n']);
    expect(header.jwk).toEqual({ kty: 'RSA', n: expect.any(String), e: 'AQAB' });

    // The signature verifies against the real public key (not just the embedded one).
    const publicJwk = await exportJWK(pair.publicKey);
    expect(header.jwk!.n).toBe(publicJwk.n);
    await expect(compactVerify(proof, await importJWK(publicJwk, 'PS256'))).resolves.toBeDefined();
    const other = await generateDpopKeyPair();
    await expect(compactVerify(proof, await importJWK(await exportJWK(other.publicKey), 'PS256'))).rejects.toThrow();

    const claims = decodeJwt(proof);
    expect(claims.htm).toBe('GET');
    expect(claims.htu).toBe('http://localhost:4000/v1/vehicles/WVWZZZ1JZXW000001/alerts');
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(claims.jti).toMatch(/^[\w-]{22,}$/);
    expect(claims.ath).toBe(createHash('sha256').update(AT).digest('base64url'));
    expect(claims.nonce).toBeUndefined();
  });

  it('omit ath without an access token (token requests)', async () => {
    const key = await toDpopKey(client, await generateDpopKeyPair());
    expect(decodeJwt(await createProof(key, 'POST', 'http://localhost:4001/auth/token')).ath).toBeUndefined();
  });

  it('never repeat a jti (500 proofs of one key; `npm run bench:proofs` makes 10,000 and times them)', async () => {
    const key = await toDpopKey(client, await generateDpopKeyPair());
    const jtis = new Set<string>();
    for (let i = 0; i < 500; i++)
      jtis.add(decodeJwt(await createProof(key, 'GET', 'http://localhost:4000/v1/vehicles', AT)).jti!);
    expect(jtis.size).toBe(500);
  });
});
