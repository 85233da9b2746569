import { calculateJwkThumbprint, decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { jwkThumbprint, jwtClaims } from './jwt';

describe('the JOSE helpers of the first route agree with jose', () => {
  it('RFC 7638 thumbprints of RSA, EC and OKP public keys are the ones jose computes', async () => {
    const rsa = await crypto.subtle.generateKey(
      { name: 'RSA-PSS', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
    const ec = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const okp = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    for (const { publicKey } of [rsa, ec, okp])
      expect(await jwkThumbprint(publicKey)).toBe(await calculateJwkThumbprint(publicKey, 'sha256'));
  });

  it('reads the claims of a JWT as jose does, Unicode included, and refuses what is not one', async () => {
    const key = new TextEncoder().encode('a secret of thirty-two bytes, ok');
    const token = await new SignJWT({ sub: 'owner-1', role: 'support', name: 'Zoë ✓' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect(jwtClaims(token)).toEqual(decodeJwt(token));
    expect(() => jwtClaims('opaque')).toThrow();
    expect(() => jwtClaims('a.bnVsbA.c')).toThrow();
  });
});
