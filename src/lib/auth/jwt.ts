/**
 * The two JOSE helpers the first route needs, without a JOSE library on it (the DPoP proofs themselves are made by
 * oauth4webapi, loaded with the first request).
 */

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The claims of a JWT, unverified: only what the UI shows (the service verifies the token on every request). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new TypeError('not a JWT');
  const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0))));
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims))
    throw new TypeError('JWT claims are not an object');
  return claims as Record<string, unknown>;
}

/** RFC 7638 §3: SHA-256 of the key's required public members, in lexicographic order, base64url. */
export async function jwkThumbprint(publicKey: CryptoKey): Promise<string> {
  const jwk = await crypto.subtle.exportKey('jwk', publicKey);
  const members =
    jwk.kty === 'RSA'
      ? { e: jwk.e, kty: jwk.kty, n: jwk.n }
      : jwk.kty === 'EC'
        ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }
        : jwk.kty === 'OKP' // RFC 8037 §2
          ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x }
          : undefined;
  if (!members) throw new TypeError(`no thumbprint for key type ${String(jwk.kty)}`);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(members)));
  return base64url(new Uint8Array(digest));
}
