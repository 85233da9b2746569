import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import {
  JTI_MAX_LENGTH,
  PROOF_ALGORITHMS,
  PROOF_FUTURE_SKEW_S,
  PROOF_MAX_AGE_S,
  PROOF_MAX_LENGTH,
} from '../../contract/dpop';
import { OAuthHttpError } from './oauth-error';

export type CheckedProof = { jkt: string; jti: string; iat: number };

const bad = (description: string) => new OAuthHttpError(400, 'invalid_dpop_proof', description);

/**
 * RFC 9449 §4.3 as far as replay protection needs it, before oidc-provider looks at the request: a JWT of type
 * `dpop+jwt` signed by the public key in its header, with a `jti` and an `iat` within the service's
 * limits (contract/dpop.ts). oidc-provider then checks `htm`, `htu` and nonces itself.
 */
export async function checkProof(proof: string, nowMs: number): Promise<CheckedProof> {
  if (proof.length > PROOF_MAX_LENGTH) throw bad('The DPoP proof is too large.');
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(proof, EmbeddedJWK, { algorithms: [...PROOF_ALGORITHMS], typ: 'dpop+jwt' });
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
