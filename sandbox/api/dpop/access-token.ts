import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Unauthorized } from '../errors';

/** The algorithm the authorization server signs access tokens with, pinned (RFC 8725 §3.1): no `none`, no HS*, no other. */
export const ACCESS_TOKEN_ALGORITHMS = ['PS256'];
const LEEWAY_S = 5;
/** Far above any token the authorization server issues; a bigger one is refused before it is even decoded. */
export const ACCESS_TOKEN_MAX_LENGTH = 8192;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type AccessClaims = JWTPayload & {
  client_id: string;
  scope: string;
  cnf: { jkt: string };
};

export type TokenVerifier = { getKey: JWTVerifyGetKey; issuer: string; audience: string; now: () => number };

const invalid = (detail: string) => new Unauthorized('invalid_token', detail);

/**
 * The cheap part of the checks below, on the unverified token (no key lookup, no signature): size, shape, algorithm,
 * issuer, audience, expiry and the binding claim. It never accepts what `verifyAccessToken` would refuse, it only
 * refuses earlier, so a flood of bad credentials costs no signature work. Returns the `cnf.jkt` the token claims.
 */
export function screenAccessToken(token: string, v: TokenVerifier): { jkt: string } {
  if (token.length > ACCESS_TOKEN_MAX_LENGTH || !COMPACT_JWS.test(token))
    throw invalid('The access token is malformed or not acceptable.');
  let alg: unknown;
  let payload: JWTPayload;
  try {
    alg = decodeProtectedHeader(token).alg;
    payload = decodeJwt(token);
  } catch {
    throw invalid('The access token is malformed or not acceptable.');
  }
  if (typeof alg !== 'string' || !ACCESS_TOKEN_ALGORITHMS.includes(alg))
    throw invalid('The access token algorithm is not allowed.');
  // As jose compares (RFC 7519 §4.1.4): expired when exp <= now - leeway, in whole seconds.
  if (typeof payload.exp === 'number' && payload.exp <= Math.floor(v.now() / 1000) - LEEWAY_S)
    throw invalid('The access token has expired.');
  if (payload.iss !== v.issuer) throw invalid('The access token iss claim is not acceptable.');
  const aud: unknown[] =
    typeof payload.aud === 'string' ? [payload.aud] : Array.isArray(payload.aud) ? payload.aud : [];
  if (!aud.includes(v.audience)) throw invalid('The access token aud claim is not acceptable.');
  const cnf = payload.cnf as { jkt?: unknown } | undefined;
  if (!cnf || typeof cnf !== 'object' || typeof cnf.jkt !== 'string' || !cnf.jkt)
    throw invalid('The access token is not DPoP-bound (no cnf.jkt).');
  return { jkt: cnf.jkt };
}

/** RFC 9068 JWT access token checks (notes §1.4 R7) plus the DPoP binding claim `cnf.jkt` (RFC 9449 §6.1). */
export async function verifyAccessToken(token: string, v: TokenVerifier): Promise<AccessClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, v.getKey, {
      issuer: v.issuer,
      audience: v.audience,
      typ: 'at+jwt',
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      currentDate: new Date(v.now()),
      clockTolerance: LEEWAY_S,
      requiredClaims: ['exp', 'iat', 'jti', 'client_id'],
    }));
  } catch (err) {
    throw invalid(describe(err));
  }
  if (typeof payload.client_id !== 'string' || !payload.client_id) throw invalid('The access token has no client_id.');
  if (payload.scope !== undefined && typeof payload.scope !== 'string')
    throw invalid('The access token scope is malformed.');
  const cnf = payload.cnf as { jkt?: unknown } | undefined;
  // RFC 9449 §7.2: the DPoP scheme with an unbound token is refused.
  if (!cnf || typeof cnf !== 'object' || typeof cnf.jkt !== 'string' || !cnf.jkt)
    throw invalid('The access token is not DPoP-bound (no cnf.jkt).');
  if (payload.iat !== undefined && payload.iat * 1000 > v.now() + LEEWAY_S * 1000)
    throw invalid('The access token was issued in the future.');
  return {
    ...payload,
    client_id: payload.client_id,
    scope: (payload.scope as string | undefined) ?? '',
    cnf: { jkt: cnf.jkt },
  };
}

function describe(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'The access token has expired.';
  if (err instanceof errors.JWTClaimValidationFailed) return `The access token ${err.claim} claim is not acceptable.`;
  if (err instanceof errors.JWSSignatureVerificationFailed) return 'The access token signature does not verify.';
  if (err instanceof errors.JWKSNoMatchingKey) return 'The access token was not signed by a key of the issuer.';
  if (err instanceof errors.JOSEAlgNotAllowed) return 'The access token algorithm is not allowed.';
  return 'The access token is malformed or not acceptable.';
}
