import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JWK } from 'jose';

/**
 * A fresh 2048-bit RSA signing key (PS256-capable) for each server start, with a unique kid. No `alg` pin on
 * the JWK: oidc-provider's client defaults (id_token RS256) would otherwise reject every client (notes §4.1).
 */
export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: `sandbox-${randomUUID()}`, use: 'sig' };
}

/** The public half of a private RSA JWK. */
export function publicJwk({ kty, n, e, kid, use }: JWK): JWK {
  return { kty, n, e, kid, use };
}
