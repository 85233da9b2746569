import { createHash } from 'node:crypto';
import { base64url, calculateJwkThumbprint, compactVerify, decodeProtectedHeader, EmbeddedJWK, type JWK } from 'jose';
import {
  JTI_MAX_LENGTH,
  PROOF_ALGORITHMS,
  PROOF_FUTURE_SKEW_S,
  PROOF_MAX_AGE_S,
  PROOF_MAX_LENGTH,
} from '../../../contract/dpop';
import { Unauthorized } from '../errors';
import { normaliseHtu } from './htu';
import type { NonceIssuer } from './nonce';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
const KTY_FOR_ALG: Record<string, string> = { PS256: 'RSA', ES256: 'EC' };
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export type ProofContext = {
  method: string;
  htu: string;
  accessToken: string;
  now: () => number;
  nonces?: NonceIssuer;
};

const bad = (detail: string) => new Unauthorized('invalid_dpop_proof', detail);

/** `typ` as JOSE compares media types: case-insensitive, `application/` optional (RFC 7515 §4.1.9). */
const isDpopTyp = (typ: unknown) =>
  typeof typ === 'string' && typ.toLowerCase().replace(/^application\//, '') === 'dpop+jwt';

export const accessTokenHash = (token: string) =>
  base64url.encode(createHash('sha256').update(token, 'ascii').digest());

export type ScreenedProof = { jti: string; iat: number; jwk: JWK };

/**
 * RFC 9449 §4.3 (checks 1–12) and §7.1 (`ath`) without the signature: the structure, the header, then the claims
 * of the unverified payload. Nothing here costs more than a hash, so a flood of bad proofs stays cheap;
 * `verifyProofSignature` must still run before the proof is trusted.
 */
export function screenProof(proof: string, ctx: ProofContext): ScreenedProof {
  // Steps 2–6: one well-formed JWS with an explicit type, an allowed asymmetric algorithm and a public key.
  if (proof.length > PROOF_MAX_LENGTH) throw bad('The DPoP proof is too large.');
  if (!COMPACT_JWS.test(proof)) throw bad('The DPoP proof is not a compact JWS.');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    throw bad('The DPoP proof header is not valid JSON.');
  }
  if (!isDpopTyp(header.typ)) throw bad('The DPoP proof typ must be dpop+jwt.');
  if (typeof header.alg !== 'string' || !(PROOF_ALGORITHMS as readonly string[]).includes(header.alg))
    throw bad(`The DPoP proof alg must be one of ${PROOF_ALGORITHMS.join(', ')}.`);
  const jwk = header.jwk as JWK | undefined;
  if (!jwk || typeof jwk !== 'object' || Array.isArray(jwk)) throw bad('The DPoP proof has no jwk header.');
  if (PRIVATE_MEMBERS.some((m) => m in jwk)) throw bad('The DPoP proof jwk must not contain private key material.');
  if (jwk.kty !== KTY_FOR_ALG[header.alg]) throw bad(`The DPoP proof jwk kty does not fit alg ${header.alg}.`);
  if (jwk.kty === 'RSA') {
    const bytes = modulusBytes(jwk.n);
    if (bytes === undefined) throw bad('The DPoP proof jwk is not a valid public key.');
    if (bytes < 256) throw bad('The DPoP proof RSA key must be at least 2048 bits.');
  }
  if (jwk.kty === 'EC' && jwk.crv !== 'P-256') throw bad('The DPoP proof EC key must be on P-256.');

  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(base64url.decode(proof.split('.')[1]!)));
  } catch {
    throw bad('The DPoP proof payload is not JSON.');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw bad('The DPoP proof payload is not a JSON object.');

  // Steps 3, 8–12: the claims.
  const { jti, htm, htu, iat, ath, nonce } = payload as Record<string, unknown>;
  if (typeof jti !== 'string' || !jti) throw bad('The DPoP proof has no jti.');
  if (jti.length > JTI_MAX_LENGTH) throw bad(`The DPoP proof jti is longer than ${JTI_MAX_LENGTH} characters.`);
  if (typeof htm !== 'string') throw bad('The DPoP proof has no htm.');
  if (typeof htu !== 'string') throw bad('The DPoP proof has no htu.');
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw bad('The DPoP proof has no numeric iat.');
  if (typeof ath !== 'string') throw bad('The DPoP proof has no ath.');
  if (htm !== ctx.method) throw bad('The DPoP proof htm does not match the request method.');
  if (normaliseHtu(htu) !== ctx.htu) throw bad('The DPoP proof htu does not match the request URI.');
  const nowS = ctx.now() / 1000;
  if (iat < nowS - PROOF_MAX_AGE_S) throw bad('The DPoP proof is too old (iat).');
  if (iat > nowS + PROOF_FUTURE_SKEW_S) throw bad('The DPoP proof iat is in the future.');
  // §7.1: `ath` binds the proof to this access token (prevents token substitution).
  if (ath !== accessTokenHash(ctx.accessToken)) throw bad('The DPoP proof ath does not match the access token.');
  // §9 and §11.3: when nonces are on, a proof without a current nonce is refused, and a fresh nonce is offered.
  if (ctx.nonces && !ctx.nonces.isValid(nonce)) {
    throw new Unauthorized('use_dpop_nonce', 'Resource server requires nonce in DPoP proof', ctx.nonces.current());
  }
  return { jti, iat, jwk };
}

/** The length in bytes of an RSA modulus `n`, or undefined when it is not a base64url string. */
function modulusBytes(n: unknown): number | undefined {
  if (typeof n !== 'string') return undefined;
  try {
    return base64url.decode(n).length;
  } catch {
    return undefined;
  }
}

/** Step 7: the signature verifies with the embedded key only (kid/jku/x5u/x5c are ignored). */
export async function verifyProofSignature(proof: string): Promise<void> {
  try {
    await compactVerify(proof, EmbeddedJWK, { algorithms: [...PROOF_ALGORITHMS] });
  } catch {
    throw bad('The DPoP proof signature does not verify with its jwk.');
  }
}

/** The RFC 7638 thumbprint of the proof's key: what a bound token's `cnf.jkt` must equal (RFC 9449 §6.1). */
export async function proofKeyThumbprint(jwk: JWK): Promise<string> {
  try {
    return await calculateJwkThumbprint(jwk, 'sha256');
  } catch {
    throw bad('The DPoP proof jwk is not a valid public key.');
  }
}
