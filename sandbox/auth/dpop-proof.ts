import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import { OAuthHttpError } from './oauth-error';

/** The data API's proof window (sandbox/api/dpop/dpop-proof.ts): at most 60 s old, at most 10 s ahead. */
export const PROOF_MAX_AGE_S = 60;
export const PROOF_FUTURE_SKEW_S = 10;
export const JTI_MAX_LENGTH = 256;
const PROOF_MAX_LENGTH = 8192;

export type CheckedProof = { jkt: string; jti: string; iat: number };

const bad = (description: string) => new OAuthHttpError(400, 'invalid_dpop_proof', description);

/**
 * RFC 9449 §4.3 as far as replay protection needs it, before oidc-provider looks at the request: a JWT of type
 * `dpop+jwt` signed (PS256 or ES256) by the public key in its header, with a `jti` of at most 256 characters and an
 * `iat` in the window above. oidc-provider then checks `htm`, `htu` and nonces itself.
 */
export async function checkProof(proof: string, nowMs: number): Promise<CheckedProof> {
  if (proof.length > PROOF_MAX_LENGTH) throw bad('The DPoP proof is too large.');
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(proof, EmbeddedJWK, { algorithms: ['PS256', 'ES256'], typ: 'dpop+jwt' });
  } catch {
    throw bad('The DPoP proof is not a dpop+jwt signed with the public key in its header.');
  }
  const { jti, iat } = verified.payload;
  if (typeof jti !== 'string' || !jti) throw bad('The DPoP proof has no jti.');
  if (jti.length > JTI_MAX_LENGTH) throw bad(`The DPoP proof jti is longer than ${JTI_MAX_LENGTH} characters.`);
  if (typeof iat !== 'number') throw bad('The DPoP proof has no numeric iat.');
  const nowS = nowMs / 1000;
  if (iat < nowS - PROOF_MAX_AGE_S || iat > nowS + PROOF_FUTURE_SKEW_S)
    throw bad(`The DPoP proof iat is not within ${PROOF_MAX_AGE_S} s before or ${PROOF_FUTURE_SKEW_S} s after now.`);
  return { jkt: await calculateJwkThumbprint(verified.protectedHeader.jwk as JWK), jti, iat };
}
